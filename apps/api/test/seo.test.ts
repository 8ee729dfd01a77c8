// The sitemap index, the per-language sitemaps and robots.txt: the tenant's public pages, built
// with the portal's link rules, read with a real XML parser.
import { ROUTES, categoryLink, cityLink, cmsPagePath, jobLink, poolLink } from '@talent/domain';
import { and, eq } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { projects } from '../src/db/schema.ts';
import { insertPools, insertProjects } from './catalog.ts';
import { BETA, fixtureTenant, rawRequest, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';
import { childText, childrenNamed, parseXml } from './xml.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const LANGUAGES = ['en', 'de', 'uk'];
const JAVA_UPDATED = '2026-03-04T05:06:07.000Z';

const categories = [
  {
    id: 1,
    slug: 'software-development',
    default_image: null,
    translations: [
      { language_code: 'en', name: 'Software development', image: null, description: null },
      { language_code: 'de', name: 'Softwareentwicklung', image: null, description: null },
    ],
  },
  {
    id: 2,
    slug: 'design',
    default_image: null,
    translations: [{ language_code: 'en', name: 'Design', image: null, description: null }],
  },
  {
    id: 3,
    slug: 'closed-only',
    default_image: null,
    translations: [{ language_code: 'en', name: 'Closed only', image: null, description: null }],
  },
];

/** The public routes of spec §2 a sitemap may name, from the domain's paths. */
const PUBLIC_ROUTES = [
  new RegExp(`^${ROUTES.publicSearch}$`),
  new RegExp(`^${ROUTES.publicSearch}/in/[^/]+$`),
  new RegExp(`^${ROUTES.publicSearch}/categories/[^/]+/\\d+$`),
  new RegExp(`^${ROUTES.publicSearch}/pool/[^/]+/\\d+$`),
  new RegExp(`^${ROUTES.publicSearch}/pool/[^/]+/\\d+/[^/]+$`),
  new RegExp(`^${ROUTES.publicSearch}/(?!in/|categories/|pool/|ext/)[^/]+/\\d+$`),
  new RegExp(`^(${ROUTES.terms}|${ROUTES.privacy}|${ROUTES.signup}|${ROUTES.login})$`),
  /^\/pages\/[a-z0-9-]+$/,
];

interface Catalog {
  pools: Record<'java' | 'design' | 'closedOnly', number>;
  jobs: Record<'java' | 'data' | 'remote' | 'closed' | 'paused' | 'beta' | 'munchen' | 'munich', number>;
}

let tenants: { dir: string; remove(): void };

/** The catalog both servers get: open, closed and paused jobs in pools, cities and categories. */
async function seed(server: TestServer): Promise<Catalog> {
  const [java, design, closedOnly] = (await insertPools(server, 'alpha', [
    { name: 'Java Developers', translations: { de: 'Java-Entwickler' }, categoryId: 1 },
    { name: 'UX Designers', categoryId: 2 },
    { name: 'Archive', categoryId: 3 },
  ])) as [number, number, number];
  const [javaJob, data, remote, closed, paused] = (await insertProjects(server, 'alpha', [
    { title: 'Senior Java Developer', siteCity: 'Berlin', pools: [java], updatedAt: new Date(JAVA_UPDATED) },
    { title: 'Data & <Analytics> Lead', siteCity: 'Hamburg', pools: [java, design] },
    { title: 'Remote Writer', siteCity: null, siteCountry: null },
    { title: 'Closed Role', siteCity: 'Köln', status: 'CLOSED', pools: [closedOnly] },
    { title: 'Paused Role', siteCity: 'Köln', status: 'PAUSED', pools: [java] },
  ])) as [number, number, number, number, number];
  // One place under two names: the German job's and the English job's.
  const [munchen, munich] = (await insertProjects(server, 'alpha', [
    { title: 'Daten in München', siteCity: 'München', jobLanguage: 'de' },
    { title: 'Data in Munich', siteCity: 'Munich', jobLanguage: 'en' },
  ])) as [number, number];
  const [beta] = (await insertProjects(server, 'beta', [{ title: 'Beta Only Job', siteCity: 'Oslo' }])) as [number];
  return {
    pools: { java, design, closedOnly },
    jobs: { java: javaJob, data, remote, closed, paused, beta, munchen, munich },
  };
}

/** The paths alpha's sitemap in a language must list, built with the domain's link rules. */
function expectedPaths(catalog: Catalog, language: string): string[] {
  const { pools, jobs } = catalog;
  const javaName = language === 'de' ? 'Java-Entwickler' : 'Java Developers';
  const java = { id: pools.java, name: javaName };
  const design = { id: pools.design, name: 'UX Designers' };
  return [
    ROUTES.publicSearch,
    cityLink('Berlin'),
    cityLink('Hamburg'),
    // One page for the place, at the path of its name in the language (Ukrainian has no job of its
    // own there: the name the jobs use most).
    cityLink(language === 'en' ? 'Munich' : 'München'),
    categoryLink({ id: 1, name: language === 'de' ? 'Softwareentwicklung' : 'Software development' }),
    categoryLink({ id: 2, name: 'Design' }),
    poolLink(java, false),
    poolLink(design, false),
    poolLink(java, false, 'Berlin'),
    poolLink(java, false, 'Hamburg'),
    poolLink(design, false, 'Hamburg'),
    ...['help', 'imprint', 'privacy', 'terms'].map(cmsPagePath),
    jobLink({ id: jobs.java, title: 'Senior Java Developer' }, false),
    jobLink({ id: jobs.data, title: 'Data & <Analytics> Lead' }, false),
    jobLink({ id: jobs.remote, title: 'Remote Writer' }, false),
    jobLink({ id: jobs.munchen, title: 'Daten in München' }, false),
    jobLink({ id: jobs.munich, title: 'Data in Munich' }, false),
  ].sort();
}

interface SitemapUrl {
  readonly loc: URL;
  readonly lastmod: string | undefined;
  /** hreflang → href */
  readonly alternates: Record<string, string>;
}

async function get(server: TestServer, path: string, host?: string, headers: Record<string, string> = {}) {
  return rawRequest(server.url, { method: 'GET', path, headers, ...(host && { host }) });
}

/** The sitemap files the index of a host names (their paths on the portal's origin). */
async function indexOf(server: TestServer, host?: string): Promise<{ loc: URL; lastmod: string | undefined }[]> {
  const response = await get(server, '/sitemap.xml', host);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  const root = parseXml(response.body);
  expect([root.uri, root.name]).toEqual([SITEMAP_NS, 'sitemapindex']);
  return childrenNamed(root, 'sitemap').map((entry) => ({
    loc: new URL(childText(entry, 'loc')!),
    lastmod: childText(entry, 'lastmod'),
  }));
}

/** The URLs of one sitemap file. */
async function sitemapOf(server: TestServer, loc: URL, host?: string): Promise<SitemapUrl[]> {
  const response = await get(server, loc.pathname, host);
  expect(response.status).toBe(200);
  const root = parseXml(response.body);
  expect([root.uri, root.name]).toEqual([SITEMAP_NS, 'urlset']);
  return childrenNamed(root, 'url').map((url) => {
    const links = url.children.filter((child) => child.uri === XHTML_NS && child.name === 'link');
    expect(links.every((link) => link.attributes['rel'] === 'alternate')).toBe(true);
    return {
      loc: new URL(childText(url, 'loc')!),
      lastmod: childText(url, 'lastmod'),
      alternates: Object.fromEntries(links.map((link) => [link.attributes['hreflang']!, link.attributes['href']!])),
    };
  });
}

const origin = (server: TestServer, id = 'alpha') =>
  server.server.context.portalOrigin(server.server.context.tenants.get(id)!);

beforeAll(() => {
  tenants = tenantsDir({ alpha: fixtureTenant('alpha') });
  mkdirSync(join(tenants.dir, 'alpha', 'cms'), { recursive: true });
  writeFileSync(join(tenants.dir, 'alpha', 'cms', 'categories.json'), JSON.stringify(categories));
});
afterAll(() => tenants.remove());

describe('sitemaps', () => {
  let server: TestServer;
  let catalog: Catalog;

  beforeAll(async () => {
    server = await startTestServer({ env: { TENANTS_DIR: tenants.dir }, gazetteer: true });
    catalog = await seed(server);
  });
  afterAll(() => server.close());

  it('index: one sitemap per language of the tenant, on its portal origin', async () => {
    const files = await indexOf(server);
    expect(files.map((file) => file.loc.href)).toEqual(
      LANGUAGES.map((language) => `${origin(server)}/sitemaps/${language}.xml`),
    );
    // Each dated by its latest page: the content pages and jobs are older than the jobs inserted now.
    for (const file of files) expect(Date.parse(file.lastmod!)).toBeGreaterThan(Date.parse(JAVA_UPDATED));
  });

  it('each language lists every public page in that language, with the others as alternates', async () => {
    for (const [index, file] of (await indexOf(server)).entries()) {
      const language = LANGUAGES[index]!;
      const urls = await sitemapOf(server, file.loc);
      for (const url of urls) {
        expect(url.loc.origin).toBe(origin(server));
        expect(
          PUBLIC_ROUTES.some((route) => route.test(url.loc.pathname)),
          url.loc.pathname,
        ).toBe(true);
        expect(url.loc.search).toBe(`?lang=${language}`);
        // Every language's version, and the URL without a language as x-default (the default language's path).
        expect(Object.keys(url.alternates)).toEqual([...LANGUAGES, 'x-default']);
        expect(url.alternates[language]).toBe(url.loc.href);
        expect(new URL(url.alternates['x-default']!).search).toBe('');
      }
      expect(urls.map((url) => decodeURI(url.loc.pathname)).sort()).toEqual(
        expectedPaths(catalog, language).map((path) => decodeURI(path)),
      );
    }
  });

  it('names a pool and a category in each language and links the versions to each other', async () => {
    const [en, de] = await Promise.all(
      (await indexOf(server)).slice(0, 2).map(async (file) => sitemapOf(server, file.loc)),
    );
    const poolPage = (urls: SitemapUrl[], name: string) =>
      urls.find((url) => url.loc.pathname === poolLink({ id: catalog.pools.java, name }, false))!;
    const english = poolPage(en!, 'Java Developers');
    const german = poolPage(de!, 'Java-Entwickler');
    expect(english.alternates).toEqual(german.alternates);
    expect(german.alternates['de']).toBe(
      `${origin(server)}/projects/pool/java-entwickler/${catalog.pools.java}?lang=de`,
    );
    expect(german.alternates['uk']).toBe(
      `${origin(server)}/projects/pool/java-developers/${catalog.pools.java}?lang=uk`,
    );
    expect(german.alternates['x-default']).toBe(
      `${origin(server)}/projects/pool/java-developers/${catalog.pools.java}`,
    );
    expect(de!.map((url) => url.loc.pathname)).toContain('/projects/categories/softwareentwicklung/1');
  });

  it("dates each job by the project's last change, and the content pages by their version", async () => {
    const rows = await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx
        .select({ id: projects.id, title: projects.title, updatedAt: projects.updatedAt })
        .from(projects)
        .where(and(eq(projects.clientId, 'alpha'), eq(projects.status, 'ACTIVE'))),
    );
    const urls = await sitemapOf(server, (await indexOf(server))[0]!.loc);
    const lastmod = (path: string) => urls.find((url) => url.loc.pathname === path)?.lastmod;
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(lastmod(jobLink(row, false))).toBe(row.updatedAt.toISOString());
    expect(lastmod(jobLink({ id: catalog.jobs.java, title: 'Senior Java Developer' }, false))).toBe(JAVA_UPDATED);
    expect(lastmod('/terms')).toBe('2026-01-01T00:00:00.000Z');
    // Listing pages change with every job in them: no date rather than a wrong one.
    expect(lastmod('/projects/in/berlin')).toBeUndefined();
  });

  it('leaves out closed and paused jobs, listings with only those, and other tenants', async () => {
    const urls = await sitemapOf(server, (await indexOf(server))[0]!.loc);
    const paths = urls.map((url) => url.loc.pathname);
    expect(paths.filter((path) => /\/(\d+)$/.exec(path)?.[1] === String(catalog.jobs.closed))).toEqual([]);
    expect(paths.filter((path) => path.endsWith(`/${catalog.jobs.paused}`))).toEqual([]);
    expect(paths).not.toContain(cityLink('Köln'));
    expect(paths).not.toContain(poolLink({ id: catalog.pools.java, name: 'Java Developers' }, false, 'Köln'));
    expect(paths).not.toContain(poolLink({ id: catalog.pools.closedOnly, name: 'Archive' }, false));
    expect(paths).not.toContain(categoryLink({ id: 3, name: 'Closed only' }));
    expect(paths.some((path) => path.endsWith(`/${catalog.jobs.beta}`) || path.includes('oslo'))).toBe(false);
  });

  it('escapes what XML must escape (a title with & and <)', async () => {
    const response = await get(server, '/sitemaps/en.xml');
    expect(response.body).not.toContain('<Analytics>');
    expect(response.body).toContain(`/projects/data-analytics-lead/${catalog.jobs.data}?lang=en`);
  });

  it('sends the stored gzip to clients that take it, and plain XML to the rest', async () => {
    const plain = await get(server, '/sitemaps/de.xml');
    const gzipped = await get(server, '/sitemaps/de.xml', undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toContain('Accept-Encoding');
    expect(gunzipSync(gzipped.bytes!).toString('utf8')).toBe(plain.body);
    const index = await get(server, '/sitemap.xml', undefined, { 'accept-encoding': 'gzip' });
    expect(parseXml(gunzipSync(index.bytes!).toString('utf8')).name).toBe('sitemapindex');
  });

  it('answers 404 for a sitemap the tenant does not have', async () => {
    for (const path of ['/sitemaps/fr.xml', '/sitemaps/en-2.xml', '/sitemaps/en', '/sitemaps/']) {
      expect((await get(server, path)).status, path).toBe(404);
    }
  });

  it('lists only sign-up, login and the content pages for a tenant without public search', async () => {
    const files = await indexOf(server, BETA);
    expect(files.map((file) => file.loc.pathname)).toEqual(['/sitemaps/fr.xml', '/sitemaps/nl.xml']);
    for (const file of files) {
      const urls = await sitemapOf(server, file.loc, BETA);
      expect(urls.map((url) => url.loc.pathname)).toEqual(['/app/signup', '/app/login', '/privacy', '/terms']);
      expect(urls.every((url) => url.loc.origin === origin(server, 'beta'))).toBe(true);
    }
  });
});

describe('sitemaps beyond the limit', () => {
  let server: TestServer;
  let catalog: Catalog;

  beforeAll(async () => {
    server = await startTestServer({
      env: { TENANTS_DIR: tenants.dir },
      overrides: { sitemapLimits: { maxUrls: 4, maxBytes: 50 * 1024 * 1024 } },
      gazetteer: true,
    });
    catalog = await seed(server);
  });
  afterAll(() => server.close());

  it('splits each language into numbered parts of at most the limit, all listed in the index', async () => {
    const files = await indexOf(server);
    const total = expectedPaths(catalog, 'en').length;
    const parts = Math.ceil(total / 4);
    expect(files.map((file) => file.loc.pathname)).toEqual(
      LANGUAGES.flatMap((language) =>
        Array.from({ length: parts }, (_, n) => `/sitemaps/${language}${n === 0 ? '' : `-${n + 1}`}.xml`),
      ),
    );
    for (const language of LANGUAGES) {
      const mine = files.filter((file) => file.loc.pathname.startsWith(`/sitemaps/${language}`));
      const urls = await Promise.all(mine.map((file) => sitemapOf(server, file.loc)));
      expect(urls.map((part) => part.length)).toEqual([
        ...Array.from({ length: parts - 1 }, () => 4),
        total - 4 * (parts - 1),
      ]);
      expect(
        urls
          .flat()
          .map((url) => decodeURI(url.loc.pathname))
          .sort(),
      ).toEqual(expectedPaths(catalog, language).map((path) => decodeURI(path)));
    }
  });
});

describe('GET /robots.txt', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps crawlers out of the app (but not sign-up and login) and the API, and names the sitemap index', async () => {
    const response = await get(server, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /app/login',
        'Allow: /app/signup',
        'Disallow: /app/',
        'Disallow: /v1/',
        'Disallow: /__dev/',
        `Sitemap: ${origin(server)}/sitemap.xml`,
      ]),
    );
    expect(origin(server)).toMatch(/^http:\/\/alpha\.test(:\d+)?$/);
    // Nothing the portal's pages or job markup need is disallowed: its assets and the tenant's logos.
    expect(lines.filter((line) => /^Disallow: \/(assets|tenants|projects|pages|terms|privacy)/.test(line))).toEqual([]);
  });
});
