// The router: file routes (src/routes, generated into routeTree.gen.ts), the runtime as context,
// plain-string search params, and the pages every route shares (loading, 404, error).
import { parseUrlSearch, stringifyUrlSearch } from '@talent/domain';
import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { PortalRuntime } from './app/runtime.ts';
import { ErrorPage } from './errors/ErrorPage.tsx';
import { NotFoundPage } from './errors/NotFoundPage.tsx';
import { routeTree } from './routeTree.gen.ts';

/** Options of `createPortalRouter`. */
export interface PortalRouterOptions {
  /** Where the location lives; default the browser's history (tests pass a memory history). */
  readonly history?: RouterHistory;
}

/** Creates the router for one page load. */
export function createPortalRouter(runtime: PortalRuntime, options: PortalRouterOptions = {}) {
  return createRouter({
    routeTree,
    context: { runtime },
    ...(options.history ? { history: options.history } : {}),
    parseSearch: parseUrlSearch,
    stringifySearch: stringifyUrlSearch,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // On the server, no scroll-restoring inline script: the page's CSP allows no inline script, so
    // the browser would refuse it and hydration would then meet an element React did not expect
    // (the script removes itself only when it runs). The browser restores scroll on its own.
    scrollRestoration: runtime?.server === true ? () => false : true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * A public page the server renders with its data (search engines, link previews, first paint
     * on phones). Pages without it are rendered in the browser (they need a session).
     */
    serverRendered?: boolean;
  }
}
