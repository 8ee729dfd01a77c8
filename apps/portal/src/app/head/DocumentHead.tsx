// Keeps the document head in step with the page in the browser: after each navigation, the
// description, canonical URL, Open Graph and Twitter cards, hreflang alternates and JSON-LD of the
// new page replace the previous page's (the elements marked `data-route-head`, which the server
// wrote for the first page). The title is the route's when it names one; pages without set their
// own (`useDocumentTitle`).
//
// The first page's head is the server's (the same reading of the same matches, routeHead.ts), so
// the code that writes a head loads with the first change of page or data, not with every page
// (~0.8 KB gzip of issue 17's budget). Offline, that change shows the offline screen, whose head
// the previous page's may stay.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useBootstrap } from '../useBootstrap.ts';

export function DocumentHead(): null {
  const bootstrap = useBootstrap();
  const matches = useRouterState({ select: (state) => state.matches });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const loaded = useRouterState({ select: (state) => state.status === 'idle' });
  // Which page and data the head is of: the matches and when their loaders last ran.
  const shown = matches.map((match) => `${match.id}@${match.updatedAt}`).join(' ');
  // The page the server wrote the head of (the first one the browser shows); false once another
  // was shown, after which every change writes the head (a page shown again is not the server's).
  const served = useRef<string | false | null>(null);
  useEffect(() => {
    if (!loaded) return;
    served.current ??= shown;
    if (served.current === shown) return;
    served.current = false;
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
  }, [bootstrap, matches, pathname, loaded, shown]);
  return null;
}
