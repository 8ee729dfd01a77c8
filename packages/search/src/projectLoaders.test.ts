// The job page's loader: the project first, its similar projects beside it — waited for on the
// server (its one render lists them), not in the browser (the page shows them when they arrive).
import { createTalentApi, memoryTokenStore } from '@talent/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadProjectPage } from './projectLoaders.ts';
import { similarProjectsQuery } from './queries.ts';
import { fakeBackend, job } from './test/fakeBackend.ts';

function runtime(server: boolean) {
  const backend = fakeBackend({ projects: [job(1), job(2)], pools: [] });
  // The similar projects answer late, as a second database call does under load.
  const fetch = async (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/similars')) await new Promise((done) => setTimeout(done, 50));
    return backend.fetch(request);
  };
  const api = createTalentApi({ baseUrl: 'http://portal.test/v1/api', tokens: memoryTokenStore(null), fetch });
  return { api, queryClient: new QueryClient(), locale: 'en', session: { isLoggedIn: () => false }, server };
}

describe('loadProjectPage', () => {
  it('on the server, resolves once the similar projects are in too', async () => {
    const r = runtime(true);
    await loadProjectPage(r, { id: '1', mode: 'public' });
    const state = r.queryClient.getQueryState(
      similarProjectsQuery(r.api, { id: 1, locale: 'en', mode: 'public' }).queryKey,
    );
    expect(state?.status).toBe('success');
  });

  it('in the browser, resolves with the project and leaves the similar projects loading', async () => {
    const r = runtime(false);
    await loadProjectPage(r, { id: '1', mode: 'public' });
    const state = r.queryClient.getQueryState(
      similarProjectsQuery(r.api, { id: 1, locale: 'en', mode: 'public' }).queryKey,
    );
    expect(state?.status).toBe('pending');
  });
});
