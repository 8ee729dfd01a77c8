// `<html data-portal-ready>` comes when the router has drawn its first page in the browser, not
// when the app's shell mounts: a journey that waits for it finds the page's controls live.
import { memoryTokenStore } from '@talent/api-client';
import { loadMessages } from '@talent/i18n';
import { TEST_API_BASE } from '@talent/test-utils';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortalRouter } from '../router.tsx';
import { sessionStore } from '../session/sessionStore.ts';
import { testBootstrap } from '../test/fixtures.ts';
import { fakeShellApi } from '../test/shellApi.ts';
import { PortalApp } from './PortalApp.tsx';
import { markReadyWhenRendered } from './portalReady.ts';
import { createRuntime } from './runtime.ts';

const ready = () => document.documentElement.hasAttribute('data-portal-ready');

afterEach(() => {
  delete document.documentElement.dataset['portalReady'];
});

describe('data-portal-ready', () => {
  it('is set once the first page has rendered, not while its data is still loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    const searchAnswer = new Promise<Response>((resolve) => (answer = resolve));
    const api = fakeShellApi({ 'POST /publicsearch/project/query': () => searchAnswer });
    const runtime = createRuntime(testBootstrap(), {
      baseUrl: TEST_API_BASE,
      fetch: api.fetch,
      session: sessionStore(memoryTokenStore(null)),
    });
    const router = createPortalRouter(runtime, { history: createMemoryHistory({ initialEntries: ['/projects'] }) });
    markReadyWhenRendered(router, document);
    const messages = await loadMessages('en');
    render(<PortalApp runtime={runtime} router={router} initialMessages={messages} />);

    // The shell is up, the search page's loader still waits for its results: not ready.
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/publicsearch/project/query'))).toBe(true));
    expect(ready()).toBe(false);

    answer(
      new Response(JSON.stringify({ results: [], total: 0, facets: { pools: [], cities: [], workPrefs: [] } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await waitFor(() => expect(ready()).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: 'Find projects' })).toBeInTheDocument();
  });
});
