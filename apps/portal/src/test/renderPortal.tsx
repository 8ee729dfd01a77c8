// Renders the whole browser app — the real runtime, router (real routeTree, memory history),
// providers, layouts and guards — over a fake API, as startPortal.tsx does in the browser.
import { memoryTokenStore } from '@talent/api-client';
import type { TokenSet } from '@talent/api-client';
import { loadMessages } from '@talent/i18n';
import { TEST_API_BASE } from '@talent/test-utils';
import type { FakeApi } from '@talent/test-utils';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalApp } from '../app/PortalApp.tsx';
import { createRuntime } from '../app/runtime.ts';
import type { PortalBootstrap } from '../bootstrap.ts';
import { createPortalRouter } from '../router.tsx';
import { sessionStore } from '../session/sessionStore.ts';
import { testBootstrap } from './fixtures.ts';
import { fakeShellApi } from './shellApi.ts';

/** Options of `renderPortal`. */
export interface RenderPortalOptions {
  /** The first URL (path and query). */
  readonly path?: string;
  readonly api?: FakeApi;
  readonly bootstrap?: PortalBootstrap;
  /** Tokens held at page load (logged in), or none. */
  readonly tokens?: TokenSet | null;
  /** Options for user-event (e.g. `advanceTimers` with fake timers). */
  readonly userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders the app at `path` and waits for the router's first load. */
export async function renderPortal(options: RenderPortalOptions = {}) {
  const api = options.api ?? fakeShellApi();
  const bootstrap = options.bootstrap ?? testBootstrap();
  const session = sessionStore(memoryTokenStore(options.tokens ?? null));
  const runtime = createRuntime(bootstrap, { baseUrl: TEST_API_BASE, fetch: api.fetch, session, loadMessages });
  const history = createMemoryHistory({ initialEntries: [options.path ?? '/'] });
  const router = createPortalRouter(runtime, { history });
  const messages = await loadMessages(bootstrap.locale);
  const user = userEvent.setup(options.userOptions);
  const view = render(<PortalApp runtime={runtime} router={router} initialMessages={messages} />);
  return { ...view, api, runtime, router, history, session, user };
}
