// The pages over HTTP: the real API server (in-memory PGlite, the repository's tenants) with the
// portal registered on it as `npm start` registers it (src/portal.ts), the portal's server entry
// from source (no build needed) and a minimal built client (the real page template, one asset). What a crawler or monitor sees: the status of known
// and unknown URLs, assets that are missing, and the canonical URL of the tenant.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServer, loadConfig, seedCatalog } from '@talent/api';
import type { Server } from '@talent/api';
import { jobPostingProblems } from '@talent/domain';
import { SERVE_LIMIT_SECONDS, sourceEntry } from '@talent/portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPortal } from '../src/portal.ts';
import { portalDist } from './portalDist.ts';

let work: string;
let server: Server;
/** The portal's server entry from source, compiled by this run's Vite: no build needed. */
const entry = await sourceEntry();
/** How far the page cache's clock is ahead of the real one (ms). */
let clockAhead = 0;

beforeAll(async () => {
  const dist = portalDist('talent-portal-pages-');
  work = dist.work;
  const { distDir } = dist;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
    DATA_DIR: 'memory://',
    FILES_DIR: join(work, 'files'),
    LOG_LEVEL: 'silent',
    PORT: '3000',
    // The public origin differs from every Host below: only it may appear in the page.
    PUBLIC_SCHEME: 'https',
    PUBLIC_PORT: '8443',
  });
  server = await createServer(config);
  const acme = server.context.tenants.get('acme')!;
  await seedCatalog(server.context.database.db, acme, { projects: 12, now: new Date() });
  await registerPortal(server, { distDir, entry, clock: () => performance.now() + clockAhead });
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

function get(url: string, host = 'acme.localhost:3000') {
  return server.app.inject({ method: 'GET', url, headers: { host } });
}

function headLink(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe('status of a URL', () => {
  it.each([
    '/',
    '/login',
    '/projects',
    '/projects?any=java',
    '/app/login',
    '/app/signup',
    '/terms',
    '/privacy',
    // The tenant's other CMS pages; whether the slug is a page of the tenant is the page's 404.
    '/pages/imprint',
    '/pages/help',
    '/subscriptions/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    // A path with params matches its route whatever the value; a missing record is the page's 404
    // (public pages: the server renders them and says so, below; in-app pages: the browser).
    '/app/project/123',
    '/app/project/123/apply',
    '/app/pool/7',
  ])('%s is a page of the portal: 200 with the branded page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<style data-talent-theme="">');
  });

  it.each(['/no-such-page', '/no/such/page', '/app', '/app/project/123/nothing', '/projects/a/b/c', '//example.com'])(
    '%s matches no route: 404 with the same branded page (the app draws the 404 in its layout)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toContain('<title>Acme Talent</title>');
      expect(response.body).toContain('<style data-talent-theme="">');
      expect(response.body).toContain('id="talent-bootstrap"');
    },
  );

  it('serves an asset that exists, and a missing one is a 404 that is no page', async () => {
    const found = await get('/assets/main-abc123.js');
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
    expect(missing.body).not.toContain('<html');
  });

  it('leaves unknown API paths to the API (a problem, not a page)', async () => {
    const response = await get('/v1/api/no-such-operation');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('leaves a method an API path lacks to the API too: a 405 naming its methods, not a page', async () => {
    const response = await get('/v1/api/authorize');
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('POST');
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 405, messages: ['error.methodNotAllowed'] });
  });

  it('keeps the 404 of a method no page has, without Allow (only API paths answer 405)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/projects',
      headers: { host: 'acme.localhost:3000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['allow']).toBeUndefined();
  });
});

describe('canonical URL and og:url', () => {
  it.each(['localhost', 'localhost:3000', 'acme.localhost:3000', 'ACME.LocalHost:3000', '127.0.0.1:3000'])(
    "are on the tenant's configured origin whatever the Host (%s)",
    async (host) => {
      const response = await get('/projects?any=java', host);
      expect(response.statusCode).toBe(200);
      expect(headLink(response.body, /<link[^>]* rel="canonical" href="([^"]*)"/)).toBe(
        'https://acme.localhost:8443/projects',
      );
      expect(headLink(response.body, /<meta[^>]* property="og:url" content="([^"]*)"/)).toBe(
        'https://acme.localhost:8443/projects',
      );
      expect(response.body).not.toContain(`//${host}`);
    },
  );

  it("is the other tenant's own origin on its host", async () => {
    const response = await get('/app/login', 'globex.localhost:3000');
    expect(headLink(response.body, /<link[^>]* rel="canonical" href="([^"]*)"/)).toBe(
      'https://globex.localhost:8443/app/login',
    );
  });
});

/** What the server rendered inside the root element ('' for a page the browser renders). */
function rootContent(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const end = html.indexOf('<script type="application/json" id="talent-bootstrap"');
  return html
    .slice(start, end)
    .replace(/<\/div>\s*(<script type="application\/json" id="talent-state">.*<\/script>)?\s*$/s, '');
}

/** The projects of the seeded catalog, as the public search lists them. */
async function openProjects(size = 5): Promise<{ id: number; title: string; status: string; vmsId: string | null }[]> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/api/publicsearch/project/query',
    headers: { host: 'acme.localhost:3000', 'content-type': 'application/json' },
    payload: { offset: 0, size },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ results: { id: number; title: string; status: string; vmsId: string | null }[] }>().results;
}

describe('server rendering', () => {
  it('renders the public search with its projects, and the query cache the browser hydrates from', async () => {
    const [first] = await openProjects();
    const response = await get('/projects');
    expect(response.statusCode).toBe(200);
    const root = rootContent(response.body);
    expect(root).toContain('<h1');
    expect(root).toContain(first!.title.replace(/&/g, '&amp;'));
    expect(response.body).toMatch(/<script type="application\/json" id="talent-state">\{"mutations":\[\],"queries":\[/);
  });

  it("draws the header's logo at its intrinsic size, from a versioned URL cached for a year", async () => {
    const response = await get('/projects');
    const img = /<img[^>]*src="(\/tenants\/acme\/logos\/talent\.svg\?v=[0-9a-f]{16})"[^>]*>/.exec(
      rootContent(response.body),
    );
    expect(img, 'the header logo under its versioned URL').not.toBeNull();
    // acme's talent.svg says width="168" height="40": the header keeps that space before it arrives.
    expect(img![0]).toContain('width="168"');
    expect(img![0]).toContain('height="40"');
    const logo = await get(img![1]!);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/tenants/acme/logos/talent.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('renders a job page with the job, and answers 404 for a job that does not exist', async () => {
    const [first] = await openProjects();
    const found = await get(`/projects/some-title/${first!.id}`);
    expect(found.statusCode).toBe(200);
    expect(rootContent(found.body)).toContain(first!.title.replace(/&/g, '&amp;'));
    // The description's own text is in the HTML (crawlers read it; the browser hydrates it as is).
    const project = await get(`/v1/api/project/${first!.id}`);
    const description = project.json<{ descriptionHtml: string }>().descriptionHtml;
    const firstWords = /<p>([^<]{20,})/.exec(description)?.[1]?.slice(0, 20);
    expect(firstWords).toBeDefined();
    expect(rootContent(found.body)).toContain(`<p>${firstWords}`);
    // Its similar projects too, and the data they came from: the browser asks for nothing again.
    const similars = await get(`/v1/api/project/${first!.id}/similars`);
    const [similar] = similars.json<{ results: { title: string }[] }>().results;
    expect(similar, 'the seeded job has similar projects').toBeDefined();
    expect(rootContent(found.body)).toContain('Similar projects');
    expect(rootContent(found.body)).toContain(similar!.title.replace(/&/g, '&amp;'));
    expect(found.body).toMatch(/<script[^>]*id="talent-state"[^>]*>.*"similars"/s);
    const missing = await get('/projects/senior-java-developer/999999');
    expect(missing.statusCode).toBe(404);
    expect(rootContent(missing.body)).toContain('<h1');
  });

  it('renders the login page and the content pages; an unknown content page is a 404', async () => {
    const login = await get('/app/login');
    expect(login.statusCode).toBe(200);
    expect(rootContent(login.body)).toContain('type="password"');
    const terms = await get('/terms');
    expect(terms.statusCode).toBe(200);
    expect(rootContent(terms.body)).toContain('<article');
    // The page's text, not only its heading: a paragraph of the CMS body is in the HTML.
    expect(rootContent(terms.body)).toMatch(/<div class="[^"]*"><p>[^<]{20,}/);
    expect(terms.body).toContain('<title>Terms of use · Acme Talent</title>');
    expect(terms.body).toMatch(/<meta data-route-head="" name="description" content="[^"]{40,}"/);
    const unknown = await get('/pages/no-such-page');
    expect(unknown.statusCode).toBe(404);
  });

  it("renders the layout's chrome with the page: footer links and link blocks, in one query cache", async () => {
    const page = await get('/projects');
    const root = rootContent(page.body);
    // The CMS links (legal pages) and the visitor's link blocks (cities, from the search's own
    // location query) are in the HTML: crawlers follow them, and the browser fetches nothing more.
    expect(root).toContain('href="/terms"');
    expect(root).toMatch(/href="\/projects\/in\/[^"]+"/);
    const state = /<script type="application\/json" id="talent-state">(.*?)<\/script>/s.exec(page.body)?.[1];
    const keys = (JSON.parse(state!) as { queries: { queryKey: unknown[] }[] }).queries.map((q) =>
      JSON.stringify(q.queryKey),
    );
    expect(keys).toEqual(
      expect.arrayContaining(['["cms","links","en"]', '["footer","pools","en"]', '["shell","announcement"]']),
    );
    // One query for the project locations: the footer's cities and the search's location filter share it.
    expect(keys.filter((key) => key.includes('siteLocations'))).toEqual(['["search","siteLocations","en"]']);
    expect(keys.some((key) => key.includes('"cities"'))).toBe(false);
  });

  it("reuses a tenant's chrome data across its pages for a minute, per language, with the time it was fetched", async () => {
    const chromeTimes = async (url: string, host?: string) => {
      const body = (await get(url, host)).body;
      const state = /<script type="application\/json" id="talent-state">(.*?)<\/script>/s.exec(body)?.[1];
      const queries = (JSON.parse(state!) as { queries: { queryKey: unknown[]; state: { dataUpdatedAt: number } }[] })
        .queries;
      return new Map(queries.map((q) => [JSON.stringify(q.queryKey), q.state.dataUpdatedAt]));
    };
    const first = await chromeTimes('/projects');
    const second = await chromeTimes('/terms');
    const links = first.get('["cms","links","en"]');
    expect(links).toBeGreaterThan(Date.now() - entry.CHROME_REUSE_MS);
    // The second page carries the same data, fetched at the same time: not fetched again.
    expect(second.get('["cms","links","en"]')).toBe(links);
    expect(second.get('["footer","pools","en"]')).toBe(first.get('["footer","pools","en"]'));
    // Another language and another tenant have their own.
    const german = await chromeTimes('/terms?lang=de');
    expect(german.get('["cms","links","de"]')).toBeDefined();
    expect(german.has('["cms","links","en"]')).toBe(false);
    const globex = await chromeTimes('/terms', 'globex.localhost:3000');
    expect(globex.get('["cms","links","en"]')).not.toBe(links);
  });

  it('leaves pages that need a session, and every page of a browser holding one, to the browser', async () => {
    const account = await get('/app/account');
    expect(account.statusCode).toBe(200);
    expect(rootContent(account.body)).toBe('');
    expect(account.body).not.toContain('id="talent-state"');
    const withSession = await server.app.inject({
      method: 'GET',
      url: '/projects',
      headers: { host: 'acme.localhost:3000', cookie: 'auth.access_token=x; auth.expires_at=1' },
    });
    expect(withSession.statusCode).toBe(200);
    expect(rootContent(withSession.body)).toBe('');
  });
});

describe('a page in one language (?lang=, the URLs of sitemaps and hreflang alternates)', () => {
  it.each(['/terms?lang=de', '/projects?lang=de', '/app/login?lang=de'])(
    '%s is rendered in that language, with its canonical URL keeping it',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="de">');
      const path = url.split('?')[0]!;
      expect(headLink(response.body, /<link data-route-head="" rel="canonical" href="([^"]*)"/)).toBe(
        `https://acme.localhost:8443${path}?lang=de`,
      );
    },
  );

  it('a language the tenant does not offer is ignored', async () => {
    const response = await get('/terms?lang=fr');
    expect(response.body).toContain('<html lang="en">');
  });
});

describe("the page's messages (compiled on the server, the browser parses no ICU)", () => {
  /** The messages element of a page. */
  function pageMessages(html: string): Record<string, unknown> {
    const json = /<script type="application\/json" id="talent-messages">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    return JSON.parse(json!) as Record<string, unknown>;
  }

  it.each(['/projects', '/app/project'])(
    '%s carries its locale with the tenant overrides on top, as syntax trees',
    async (url) => {
      const response = await get(`${url}?lang=de`);
      const messages = pageMessages(response.body);
      // The tenant's German override wins over the shipped German text; a shipped message is German.
      expect(messages['footer.copyright']).toEqual([
        { type: 0, value: '© Acme Staffing GmbH. Alle Rechte vorbehalten.' },
      ]);
      expect(messages['search.form.submit']).toEqual([{ type: 0, value: 'Suchen' }]);
      // Every message is compiled: no ICU string is left for the browser to parse.
      expect(Object.values(messages).every(Array.isArray)).toBe(true);
      expect(Object.keys(messages).length).toBeGreaterThan(500);
    },
  );

  it('a message with arguments keeps them as elements (plural, argument)', async () => {
    const messages = pageMessages((await get('/projects')).body);
    const [plural] = messages['search.filters.toggle'] as [{ type: number; value: string; options: object }];
    expect(plural.type).toBe(6);
    expect(plural.value).toBe('count');
    expect(Object.keys(plural.options)).toEqual(['=0', 'other']);
  });

  it('/i18n/<locale>.json answers the same messages a page in that language carries (a language switch)', async () => {
    const page = pageMessages((await get('/terms?lang=de')).body);
    const response = await get('/i18n/de.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(page);
  });

  it.each(['/i18n/fr.json', '/i18n/de', '/i18n/xx.json'])('%s of a language the tenant lacks is a 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });
});

/** The JSON-LD blocks of a page's head. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script data-route-head="" type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
}

describe('job pages for search engines', () => {
  it("every seeded job's page has its title, description and JobPosting that Google's rules accept", async () => {
    const jobs = await openProjects(100);
    expect(jobs.length).toBeGreaterThan(5);
    for (const job of jobs) {
      const response = await get(`/projects/x/${job.id}`);
      expect(response.statusCode).toBe(200);
      const title = job.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
      expect(response.body).toContain(`<title>${title} · Acme Talent</title>`);
      expect(response.body).toMatch(/<meta data-route-head="" name="description" content="[^"]{40,}"/);
      expect(response.body).toMatch(/<meta data-route-head="" name="twitter:card" content="summary(_large_image)?"/);
      expect(response.body).toMatch(/<link data-route-head="" rel="alternate" hreflang="de" href="[^"]*\?lang=de"/);
      const blocks = jsonLd(response.body);
      if (job.status === 'ACTIVE') {
        expect(blocks).toHaveLength(1);
        expect({ id: job.id, problems: jobPostingProblems(blocks[0]) }).toEqual({ id: job.id, problems: [] });
      } else {
        expect(blocks).toEqual([]);
        expect(response.body).toContain('<meta data-route-head="" name="robots" content="noindex"');
      }
    }
  }, 60_000);

  it('a job page named in one language is canonical in it', async () => {
    const [job] = await openProjects();
    const response = await get(`/projects/x/${job!.id}?lang=de`);
    expect(response.body).toContain('<html lang="de">');
    expect(headLink(response.body, /<link[^>]* rel="canonical" href="([^"]*)"/)).toMatch(/\?lang=de$/);
  });
});

describe('closed and removed jobs', () => {
  /**
   * Runs SQL as the database's owner (the test's stand-in for the feed or an operator), then says the
   * catalog changed, as the feed does: the pages kept for visitors are retired.
   */
  const sqlOf = async (text: string, values: unknown[]) => {
    await server.context.database.pool.query(text, values);
    await server.context.catalogGenerations.bump('acme');
  };

  it('a closed job keeps its page (200) but says so, and leaves the index: noindex, no JobPosting', async () => {
    const [job] = await openProjects();
    await sqlOf(`UPDATE projects SET status = 'CLOSED' WHERE client_id = 'acme' AND id = $1`, [job!.id]);
    try {
      const response = await get(`/projects/x/${job!.id}`);
      expect(response.statusCode).toBe(200);
      const root = rootContent(response.body);
      expect(root).toContain(job!.title.replace(/&/g, '&amp;'));
      expect(root).toContain('This project no longer accepts applications.');
      expect(response.body).toContain('<meta data-route-head="" name="robots" content="noindex"');
      expect(jsonLd(response.body)).toEqual([]);
    } finally {
      await sqlOf(`UPDATE projects SET status = $2 WHERE client_id = 'acme' AND id = $1`, [job!.id, job!.status]);
    }
  });

  it('a removed job answers 410 Gone with the branded page saying so; an id never used stays 404', async () => {
    const jobs = await openProjects(100);
    const job = jobs.findLast((j) => j.vmsId !== null)!;
    const ext = `/projects/ext/${encodeURIComponent(job.vmsId!)}`;
    expect((await get(ext)).statusCode).toBe(200);
    await sqlOf(`DELETE FROM projects WHERE client_id = 'acme' AND id = $1`, [job.id]);
    for (const url of [`/projects/x/${job.id}`, `/projects/x/${job.id}?lang=de`, ext]) {
      const response = await get(url);
      expect(response.statusCode).toBe(410);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      // The tenant's page: theme, header and footer around the message.
      expect(response.body).toContain('<style data-talent-theme="">');
      const root = rootContent(response.body);
      expect(root).toContain('<header');
      expect(root).toContain('<footer');
      expect(root).toMatch(/<h1[^>]*>410<\/h1>/);
      expect(jsonLd(response.body)).toEqual([]);
    }
    expect(rootContent((await get(`/projects/x/${job.id}`)).body)).toContain('This project has been removed.');
    expect(rootContent((await get(`/projects/x/${job.id}?lang=de`)).body)).toContain('Dieses Projekt wurde entfernt.');
    for (const url of [`/projects/x/${job.id + 100_000}`, '/projects/ext/NEVER-USED-1']) {
      const never = await get(url);
      expect(never.statusCode).toBe(404);
      expect(rootContent(never.body)).not.toContain('410');
    }
  });
});

describe('pages kept for visitors without a session', () => {
  const retitle = (id: number, title: string) =>
    server.context.database.pool.query(`UPDATE projects SET title = $2 WHERE client_id = 'acme' AND id = $1`, [
      id,
      title,
    ]);

  it('serves the page rendered for one visitor to the next, until the catalog changes', async () => {
    const [job] = await openProjects();
    const url = `/projects/x/${job!.id}`;
    const first = await get(url);
    expect(rootContent(first.body)).toContain(job!.title.replace(/&/g, '&amp;'));
    await retitle(job!.id, 'Retitled behind the cache');
    try {
      // The same bytes: the kept page, not a new rendering (which would show the new title).
      const second = await get(url);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      // Another language is another page.
      expect(rootContent((await get(`${url}?lang=de`)).body)).toContain('Retitled behind the cache');
      // A visitor with a session gets no page rendered on the server at all.
      const withSession = await server.app.inject({
        method: 'GET',
        url,
        headers: { host: 'acme.localhost:3000', cookie: 'auth.acme=some-session' },
      });
      expect(rootContent(withSession.body)).not.toContain(job!.title.replace(/&/g, '&amp;'));
      // A change of the catalog retires the tenant's kept pages at once.
      await server.context.catalogGenerations.bump('acme');
      expect(rootContent((await get(url)).body)).toContain('Retitled behind the cache');
    } finally {
      await retitle(job!.id, job!.title);
      await server.context.catalogGenerations.bump('acme');
    }
  });

  it('sends a kept page compressed as the visitor asks, the same page as uncompressed', async () => {
    const [, , job] = await openProjects();
    const url = `/projects/x/${job!.id}`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const asked = (encoding: string) =>
      server.app.inject({ method: 'GET', url, headers: { host: 'acme.localhost:3000', 'accept-encoding': encoding } });
    const br = await asked('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('past its 15 s, sends the kept page at once and renders it again for the visitors after', async () => {
    const [, job] = await openProjects();
    const url = `/projects/x/${job!.id}`;
    const first = await get(url);
    await retitle(job!.id, 'Renewed in the background');
    try {
      clockAhead += 15_000;
      // The visitor who finds the page old gets it as it was kept, without waiting for a rendering…
      expect((await get(url)).body).toBe(first.body);
      // …and the page rendered again meanwhile is what the next visitors get.
      await expect
        .poll(async () => rootContent((await get(url)).body), { timeout: 10_000 })
        .toContain('Renewed in the background');
      // A kept page is never served older than the limit: then its next visitor waits for a rendering.
      await retitle(job!.id, 'Rendered for its visitor');
      clockAhead += SERVE_LIMIT_SECONDS * 1000;
      expect(rootContent((await get(url)).body)).toContain('Rendered for its visitor');
    } finally {
      await retitle(job!.id, job!.title);
      await server.context.catalogGenerations.bump('acme');
    }
  });
});
