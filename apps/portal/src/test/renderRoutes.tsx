// Renders the app shell (PortalApp: providers, toasts, action loader, global error reactions) around
// a small route tree of the test's own, for behaviour no shipped route shows yet (a sign-in form, a
// failing action, a failing loader).
import { memoryTokenStore } from '@talent/api-client';
import type { TokenSet } from '@talent/api-client';
import { parseUrlSearch, stringifyUrlSearch } from '@talent/domain';
import { loadMessages } from '@talent/i18n';
import { TEST_API_BASE } from '@talent/test-utils';
import type { FakeApi } from '@talent/test-utils';
import {
  Outlet,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { PortalApp } from '../app/PortalApp.tsx';
import { createRuntime } from '../app/runtime.ts';
import type { PortalRuntime } from '../app/runtime.ts';
import type { PortalBootstrap } from '../bootstrap.ts';
import { ErrorPage } from '../errors/ErrorPage.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { sessionStore } from '../session/sessionStore.ts';
import { testBootstrap } from './fixtures.ts';
import { fakeShellApi } from './shellApi.ts';

/** A test page: its path, and a component or a loader. */
export interface TestPage {
  readonly path: string;
  readonly component?: () => ReactElement;
  readonly loader?: (args: { context: { runtime: PortalRuntime } }) => unknown;
}

/** Renders PortalApp around the given pages at `path`. */
export async function renderRoutes(
  pages: readonly TestPage[],
  options: {
    path: string;
    api?: FakeApi;
    tokens?: TokenSet | null;
    bootstrap?: PortalBootstrap;
    userOptions?: Parameters<typeof userEvent.setup>[0];
  },
) {
  const api = options.api ?? fakeShellApi();
  const bootstrap = options.bootstrap ?? testBootstrap();
  const session = sessionStore(memoryTokenStore(options.tokens ?? null));
  const runtime = createRuntime(bootstrap, { baseUrl: TEST_API_BASE, fetch: api.fetch, session, loadMessages });
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
  const router = createRouter({
    routeTree: root.addChildren(children),
    context: { runtime },
    parseSearch: parseUrlSearch,
    stringifySearch: stringifyUrlSearch,
    history: createMemoryHistory({ initialEntries: [options.path] }),
  });
  const messages = await loadMessages(bootstrap.locale);
  const user = userEvent.setup(options.userOptions);
  // The shell takes the portal's router type; a test tree has the same runtime behaviour.
  const view = render(<PortalApp runtime={runtime} router={router as never} initialMessages={messages} />);
  return { ...view, api, runtime, router, session, user };
}
