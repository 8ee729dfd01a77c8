// The job page's loader: the project first, its similar projects beside it — waited for on the
// server (its one render lists them), not in the browser (the page shows them when they arrive).
import { createTalentApi, memoryTokenStore } from '@talent/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadProjectPage } from './projectLoaders.ts';
import { projectQuery, similarProjectsQuery } from './queries.ts';
import { fakeBackend, job } from './test/fakeBackend.ts';

function runtime(server: boolean) {
  const backend = fakeBackend({ projects: [job(1), job(2)], pools: [] });
  // The similar projects answer late, as a second database call does under load: when the test
  // releases them.
  let releaseSimilars!: () => void;
  const similarsHeld = new Promise<void>((resolve) => {
    releaseSimilars = resolve;
  });
  const fetch = async (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/similars')) await similarsHeld;
    return backend.fetch(request);
  };
  const api = createTalentApi({ baseUrl: 'http://portal.test/v1/api', tokens: memoryTokenStore(null), fetch });
  const runtime = { api, queryClient: new QueryClient(), locale: 'en', session: { isLoggedIn: () => false }, server };
  return { runtime, releaseSimilars };
}

const state = (r: ReturnType<typeof runtime>['runtime'], query: typeof projectQuery | typeof similarProjectsQuery) =>
  r.queryClient.getQueryState(query(r.api, { id: 1, locale: 'en', mode: 'public' }).queryKey)?.status;

describe('loadProjectPage', () => {
  it('on the server, resolves once the similar projects are in too', async () => {
    const { runtime: r, releaseSimilars } = runtime(true);
    let resolved = false;
    const loading = loadProjectPage(r, { id: '1', mode: 'public' }).then(() => {
      resolved = true;
    });
    // The project is in, seen a task later: a loader that did not wait for more would have resolved.
    await vi.waitFor(() => expect(state(r, projectQuery)).toBe('success'));
    expect(resolved).toBe(false);
    releaseSimilars();
    await loading;
    expect(state(r, similarProjectsQuery)).toBe('success');
  });

  it('in the browser, resolves with the project and leaves the similar projects loading', async () => {
    const { runtime: r, releaseSimilars } = runtime(false);
    // Resolves while the similar projects are held (waiting for them would never end).
    await loadProjectPage(r, { id: '1', mode: 'public' });
    expect(state(r, projectQuery)).toBe('success');
    expect(state(r, similarProjectsQuery)).toBe('pending');
    releaseSimilars();
  });
});
