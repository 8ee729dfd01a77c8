// Keeps the document head in step with the page in the browser: after each navigation, the
// description, canonical URL, Open Graph and Twitter cards, hreflang alternates and JSON-LD of the
// new page replace the previous page's (the elements marked `data-route-head`, which the server
// wrote for the first page). The title is the route's when it names one; pages without set their
// own (`useDocumentTitle`).
//
// A server-rendered first page has the server's head (`PortalRuntime.headFromServer`: the same
// reading of the same matches, routeHead.ts), so the code that writes a head loads with the next
// page, not with every page (~0.8 KB gzip of issue 17's budget). Offline, that page shows the
// offline screen, and the previous page's head may stay.
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

export function DocumentHead(): null {
  const runtime = useRouteContext({ from: '__root__', select: (context) => context.runtime });
  const { bootstrap } = runtime;
  const matches = useRouterState({ select: (state) => state.matches });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const loaded = useRouterState({ select: (state) => state.status === 'idle' });
  useEffect(() => {
    if (!loaded) return;
    if (runtime.headFromServer) {
      // The runtime is the app's mutable service object outside React: that the server's page has
      // been shown is the point.
      // eslint-disable-next-line react-hooks/immutability
      runtime.headFromServer = false;
      return;
    }
    let current = true;
    void import('./routeHead.ts').then(({ ROUTE_HEAD_ATTRIBUTE, defaultHead, mergeHeads, pageHead, pageHeadHtml }) => {
      // A later page may have rendered meanwhile: its own effect writes its head.
      if (!current) return;
      const { context } = bootstrap.tenant;
      const route = pageHead(matches);
      const head = mergeHeads(
        defaultHead({ siteName: context.name, origin: bootstrap.origin, pathname, image: context.ogImage }),
        route,
      );
      for (const element of document.head.querySelectorAll(`[${ROUTE_HEAD_ATTRIBUTE}]`)) element.remove();
      // Our own markup, every value escaped (pageHeadHtml); scripts added this way never run, and
      // JSON-LD is data, not a script.
      document.head.insertAdjacentHTML('beforeend', pageHeadHtml(head));
      if (route.title !== undefined) document.title = route.title;
    });
    return () => {
      current = false;
    };
  }, [runtime, bootstrap, matches, pathname, loaded]);
  return null;
}
