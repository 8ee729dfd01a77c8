// The cache of anonymous project searches: repeated visitor searches are answered from memory until
// the tenant's catalog changes or the entry ages out; logged-in searches are always fresh.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProjects } from './catalog.ts';
import { BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Results = Schemas['ProjectSearchResponse'];

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '60' } });
  await insertProjects(server, 'alpha', [{ title: 'First Developer' }]);
  const email = 'cache@example.com';
  const password = 'analytical-engine-1843';
  await server.call('register', {
    body: {
      email,
      password,
      firstName: 'Ca',
      lastName: 'Che',
      locale: 'en',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  token = (await server.call<Schemas['TokenResponse']>('authorize', { body: { email, password } })).body.access_token;
});
afterAll(() => server?.close());

const body = { offset: 0, size: 20, query: 'developer' };
const visitorTotal = async (headers: Record<string, string> = {}) =>
  (await server.call<Results>('publicSearchProjects', { body, headers })).body.total;

describe('search cache', () => {
  it('answers a repeated visitor search from the cache until the catalog changes', async () => {
    expect(await visitorTotal()).toBe(1);
    await insertProjects(server, 'alpha', [{ title: 'Second Developer' }]);
    // Cached: the new project is not there yet…
    expect(await visitorTotal()).toBe(1);
    // …but another request (other language, other body) is computed afresh.
    expect(await visitorTotal({ 'accept-language': 'de' })).toBe(2);
    // The job feed announces catalog changes, which retires the tenant's entries.
    await server.server.context.searchCache.catalogChanged('alpha');
    expect(await visitorTotal()).toBe(2);
  });

  it('never caches logged-in searches, and caches nothing where public search is off', async () => {
    await insertProjects(server, 'alpha', [{ title: 'Third Developer' }]);
    const mine = await server.call<Results>('searchProjects', { token, body });
    expect(mine.body.total).toBe(3);
    expect(await visitorTotal()).toBe(2);
    const beta = await server.call('publicSearchProjects', { host: BETA, body });
    expect(beta.status).toBe(403);
  });
});
