// Keeps the document head in step with the page in the browser: after each navigation, the
// description, canonical URL, Open Graph and Twitter cards, hreflang alternates and JSON-LD of the
// new page replace the previous page's (the elements marked `data-route-head`, which the server
// wrote for the first page). The title is the route's when it names one; pages without set their
// own (`useDocumentTitle`).
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useBootstrap } from '../useBootstrap.ts';
import { ROUTE_HEAD_ATTRIBUTE, defaultHead, mergeHeads, pageHead, pageHeadHtml } from './routeHead.ts';

export function DocumentHead(): null {
  const bootstrap = useBootstrap();
  const matches = useRouterState({ select: (state) => state.matches });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const loaded = useRouterState({ select: (state) => state.status === 'idle' });
  useEffect(() => {
    if (!loaded) return;
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
  }, [bootstrap, matches, pathname, loaded]);
  return null;
}
