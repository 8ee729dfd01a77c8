// Renders the app shell (PortalApp: providers, toasts, action loader, global error reactions) around
// a small route tree of the test's own, for behaviour no shipped route shows yet (a sign-in form, a
// failing action, a failing loader). The shell, the runtime and the rendering are renderPortal's.
import { parseUrlSearch, stringifyUrlSearch } from '@talent/domain';
import {
  Outlet,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { PortalRuntime } from '../app/runtime.ts';
import { ErrorPage } from '../errors/ErrorPage.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { renderPortalApp } from './renderPortal.tsx';
import type { PortalAppOptions } from './renderPortal.tsx';

/** A test page: its path, and a component or a loader. */
export interface TestPage {
  readonly path: string;
  readonly component?: () => ReactElement;
  readonly loader?: (args: { context: { runtime: PortalRuntime } }) => unknown;
}

/** Renders PortalApp around the given pages at `path`. */
export async function renderRoutes(pages: readonly TestPage[], options: PortalAppOptions & { readonly path: string }) {
  return renderPortalApp(options, (runtime) => {
    const root = createRootRouteWithContext<{ runtime: PortalRuntime }>()({
      component: Outlet,
      errorComponent: ErrorPage,
      notFoundComponent: NotFoundPage,
    });
    const children: AnyRoute[] = pages.map((page) =>
      createRoute({
        getParentRoute: () => root,
        path: page.path,
        component: page.component ?? (() => <h1>{page.path}</h1>),
        ...(page.loader ? { loader: page.loader } : {}),
      }),
    );
    return createRouter({
      routeTree: root.addChildren(children),
      context: { runtime },
      parseSearch: parseUrlSearch,
      stringifySearch: stringifyUrlSearch,
      history: createMemoryHistory({ initialEntries: [options.path] }),
    });
  });
}
