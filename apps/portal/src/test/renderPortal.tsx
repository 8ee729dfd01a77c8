// Renders the whole browser app — the real runtime, router (real routeTree, memory history),
// providers, layouts and guards — over a fake API, as startPortal.tsx does in the browser.
//
// The rendering and the wait for the first load are the shared helper's (`renderWithRouter` of
// @talent/test-utils, which renderWithPortal renders with too). The rest differs from
// renderWithPortal because it is what the portal's tests check, so it must be the app's own: the
// runtime (createRuntime: its API client with the session's refresh and the lost-session reaction,
// its query cache settings, the session store), the providers (PortalApp: the real portal context,
// toasts, action loader and error reactions, where renderWithPortal has stand-ins and spies), and
// the route tree (the real one here; renderRoutes puts a test tree under the same shell).
import { memoryTokenStore } from '@talent/api-client';
import type { TokenSet } from '@talent/api-client';
import { loadMessages } from '@talent/i18n';
import { TEST_API_BASE, renderWithRouter } from '@talent/test-utils';
import type { FakeApi } from '@talent/test-utils';
import { createMemoryHistory } from '@tanstack/react-router';
import type { AnyRouter } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { PortalApp } from '../app/PortalApp.tsx';
import { createRuntime } from '../app/runtime.ts';
import type { PortalRuntime } from '../app/runtime.ts';
import type { PortalBootstrap } from '../bootstrap.ts';
import { createPortalRouter } from '../router.tsx';
import { sessionStore } from '../session/sessionStore.ts';
import { testBootstrap } from './fixtures.ts';
import { fakeShellApi } from './shellApi.ts';

/** What the app is rendered with: the fake API, the bootstrap, the tokens, user-event's options. */
export interface PortalAppOptions {
  readonly api?: FakeApi;
  readonly bootstrap?: PortalBootstrap;
  /** Tokens held at page load (logged in), or none. */
  readonly tokens?: TokenSet | null;
  /** Options for user-event (e.g. `advanceTimers` with fake timers). */
  readonly userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Options of `renderPortal`. */
export interface RenderPortalOptions extends PortalAppOptions {
  /** The first URL (path and query). */
  readonly path?: string;
}

/**
 * Renders PortalApp with the portal's runtime over the fake API and the router `createRouter` makes
 * for it; resolves once the router has loaded the first URL.
 */
export async function renderPortalApp<R extends AnyRouter>(
  options: PortalAppOptions,
  createRouter: (runtime: PortalRuntime) => R,
) {
  const api = options.api ?? fakeShellApi();
  const bootstrap = options.bootstrap ?? testBootstrap();
  const session = sessionStore(memoryTokenStore(options.tokens ?? null));
  const runtime = createRuntime(bootstrap, { baseUrl: TEST_API_BASE, fetch: api.fetch, session, loadMessages });
  const router = createRouter(runtime);
  const messages = await loadMessages(bootstrap.locale);
  const user = userEvent.setup(options.userOptions);
  // The shell takes the portal's router type; a test tree (renderRoutes) has the same runtime behaviour.
  const view = await renderWithRouter(
    <PortalApp runtime={runtime} router={router as never} initialMessages={messages} />,
    router,
  );
  return { ...view, api, runtime, router, session, user };
}

/** Renders the app at `path` and waits for the router's first load. */
export async function renderPortal(options: RenderPortalOptions = {}) {
  const history = createMemoryHistory({ initialEntries: [options.path ?? '/'] });
  const rendered = await renderPortalApp(options, (runtime) => createPortalRouter(runtime, { history }));
  return { ...rendered, history };
}
