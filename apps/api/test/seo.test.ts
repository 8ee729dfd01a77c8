// /sitemap.xml and /robots.txt: the tenant's public URLs, built with the portal's link rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProjects } from './catalog.ts';
import { BETA, rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

let server: TestServer;
let ids: number[];

beforeAll(async () => {
  server = await startTestServer();
  ids = await insertProjects(server, 'alpha', [
    { title: 'Senior Java Developer' },
    { title: 'Closed Role', status: 'CLOSED' },
    { title: 'Data & <Analytics> Lead' },
  ]);
  await insertProjects(server, 'beta', [{ title: 'Beta Only Job' }]);
});
afterAll(() => server.close());

describe('GET /sitemap.xml', () => {
  it('lists public search and every open project of the tenant, with the public job URLs', async () => {
    const response = await rawRequest(server.url, { method: 'GET', path: '/sitemap.xml' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const origin = new URL(locs[0]!).origin;
    expect(new URL(locs[0]!).pathname).toBe('/projects');
    expect(locs).toContain(`${origin}/projects/senior-java-developer/${ids[0]}`);
    expect(locs).toContain(`${origin}/projects/data-analytics-lead/${ids[2]}`);
    expect(locs.some((l) => l.endsWith(`/${ids[1]}`))).toBe(false);
    expect(response.body).not.toContain('Beta Only Job');
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('lists the content pages at their portal paths, dated by their current version', async () => {
    const response = await rawRequest(server.url, { method: 'GET', path: '/sitemap.xml' });
    const entries = [...response.body.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)];
    const pages = entries
      .map((m) => [new URL(m[1]!).pathname, m[2]!])
      .filter(([path]) => !path!.startsWith('/projects'));
    expect(pages).toEqual([
      ['/pages/help', '2026-01-01T00:00:00.000Z'],
      ['/pages/imprint', '2026-01-01T00:00:00.000Z'],
      ['/privacy', '2026-01-01T00:00:00.000Z'],
      ['/terms', '2026-01-01T00:00:00.000Z'],
    ]);
  });

  it('lists only sign-up, login and the content pages for a tenant without public search', async () => {
    const response = await rawRequest(server.url, { method: 'GET', path: '/sitemap.xml', host: BETA });
    const paths = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toEqual(['/app/signup', '/app/login', '/privacy', '/terms']);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the app and the API and names the sitemap', async () => {
    const response = await rawRequest(server.url, { method: 'GET', path: '/robots.txt' });
    expect(response.status).toBe(200);
    expect(response.body).toContain('Disallow: /app/');
    expect(response.body).toContain('Disallow: /v1/');
    expect(response.body).toMatch(/Sitemap: http:\/\/alpha\.test(:\d+)?\/sitemap\.xml/);
  });
});
