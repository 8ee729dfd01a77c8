// The per-IP limit counts API calls only: a visitor browsing the portal loads pages, built assets
// and logos, which must neither spend the budget of the API calls nor ever answer 429.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

const LIMIT = 5;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) },
    // Pages and built assets the way the portal adds them to the server.
    extend: ({ app }) => {
      app.get('/assets/*', (_request, reply) => reply.type('text/javascript').send('export {};'));
      app.get('/app/*', (request, reply) => reply.type('text/html').send(`<h1>${request.tenant.context.name}</h1>`));
      return Promise.resolve();
    },
  });
});
afterAll(() => server?.close());

const get = (path: string) => rawRequest(server.url, { method: 'GET', path });

it('does not count pages, assets, logos or health checks against the API limit', async () => {
  const browsing = [
    '/app/search',
    '/assets/index-abc123.js',
    '/tenants/alpha/logos/talent.svg',
    '/robots.txt',
    '/healthz',
  ];
  for (let round = 0; round < 4 * LIMIT; round += 1) {
    for (const path of browsing) {
      const response = await get(path);
      expect(response.status, `${path} (round ${round})`).toBe(200);
      expect(response.headers['ratelimit-limit'], path).toBeUndefined();
    }
  }
  const api = await get('/v1/api/client/context');
  expect(api.status).toBe(200);
  expect(api.headers['ratelimit-limit']).toBe(String(LIMIT));
  expect(api.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
});

it('limits the API calls, while pages and assets go on answering', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT; i += 1) statuses.push((await get('/v1/api/client/context')).status);
  expect(statuses.at(-1)).toBe(429);
  expect((await get('/app/search')).status).toBe(200);
  expect((await get('/assets/index-abc123.js')).status).toBe(200);
});
