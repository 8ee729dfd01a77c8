// Pools, memberships, pools by CMS category, CMS content and breadcrumbs over HTTP.
import type { components } from '@talent/api-client';
import { parseSearchQuery, poolProjectsLink } from '@talent/domain';
import { eq } from 'drizzle-orm';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolMemberships } from '../src/db/schema.ts';
import { insertPools, insertProjects } from './catalog.ts';
import { BETA, fixtureTenant, rawRequest, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Problem = Schemas['Problem'];

let server: TestServer;
let tenants: { dir: string; remove(): void };
let token: string;
let pool: Record<'java' | 'design' | 'orphan' | 'lost', number>;
let betaPool: number;

const categories = [
  {
    id: 1,
    slug: 'software-development',
    default_image: 'cms/software.svg',
    translations: [
      { language_code: 'en', name: 'Software development', image: null, description: 'Build software.' },
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
    slug: 'empty',
    default_image: null,
    translations: [{ language_code: 'en', name: 'Empty', image: null, description: null }],
  },
];
const link = (id: number, language: string, extra: Record<string, unknown> = {}) => ({
  id,
  link_url: `/terms?l=${language}`,
  link_label: `Terms ${language}`,
  link_follow: true,
  show_footer_left: true,
  show_footer_right: false,
  link_language: language,
  link_target: null,
  link_on_tux: true,
  ...extra,
});

beforeAll(async () => {
  tenants = tenantsDir({ alpha: fixtureTenant('alpha') });
  mkdirSync(join(tenants.dir, 'alpha', 'cms'), { recursive: true });
  writeFileSync(join(tenants.dir, 'alpha', 'cms', 'categories.json'), JSON.stringify(categories));
  writeFileSync(
    join(tenants.dir, 'alpha', 'cms', 'links.json'),
    JSON.stringify([link(1, 'en'), link(2, 'de'), link(3, 'en', { link_on_tux: false })]),
  );
  writeFileSync(join(tenants.dir, 'alpha', 'cms', 'software.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ env: { TENANTS_DIR: tenants.dir }, gazetteer: true });
  const [java, design, orphan, lost] = await insertPools(server, 'alpha', [
    { name: 'Java Developers', translations: { de: 'Java-Entwickler' }, categoryId: 1 },
    { name: 'UX Designers', categoryId: 2, onBoarding: false },
    { name: 'Technical Writers', categoryId: null },
    // A category the CMS does not have (deleted there): shown with the orphans.
    { name: 'Lost Pool', categoryId: 99 },
  ]);
  pool = { java: java!, design: design!, orphan: orphan!, lost: lost! };
  [betaPool] = (await insertPools(server, 'beta', [{ name: 'Beta pool' }])) as [number];
  await insertProjects(server, 'alpha', [
    { title: 'Java Developer', siteCity: 'Berlin', pools: [java!] },
    { title: 'Java Developer 2', siteCity: 'Berlin', pools: [java!] },
    { title: 'Java Developer 3', siteCity: 'Hamburg', pools: [java!] },
    { title: 'Closed Java job', siteCity: 'Köln', status: 'CLOSED', pools: [java!] },
    { title: 'Paused Java job', siteCity: 'Hamburg', status: 'PAUSED', pools: [java!] },
  ]);
  const email = 'pooler@example.com';
  const password = 'analytical-engine-1843';
  await server.call('register', {
    body: {
      email,
      password,
      firstName: 'Po',
      lastName: 'Ol',
      locale: 'de',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  token = (await server.call<Schemas['TokenResponse']>('authorize', { body: { email, password } })).body.access_token;
});
afterAll(async () => {
  await server?.close();
  tenants?.remove();
});

describe('getPool', () => {
  it('shows a pool with its open jobs and their cities, named in the reader’s language', async () => {
    const visitor = await server.call<Schemas['Pool']>('getPool', { path: { id: pool.java } });
    expect(visitor.body).toEqual({
      id: pool.java,
      name: 'Java Developers',
      descriptionKey: null,
      categoryId: 1,
      poolNameVerbiage: null,
      poolCities: ['Berlin', 'Hamburg'],
      jobsCount: 3,
    });
    const german = await server.call<Schemas['Pool']>('getPool', { token, path: { id: pool.java } });
    expect(german.body.name).toBe('Java-Entwickler');
  });

  it('counts exactly what the project list it opens finds (issue 17: "3 open projects" opens 3 projects)', async () => {
    const config = server.server.context.tenants.get('alpha')!.config;
    for (const loggedIn of [false, true]) {
      const { body: java } = await server.call<Schemas['Pool']>('getPool', { path: { id: pool.java } });
      // The search the pool's link opens, as the search page asks it (`pools`, `openOnly`).
      const href = new URL(poolProjectsLink(java, config, loggedIn), 'http://portal.invalid');
      const query = parseSearchQuery(Object.fromEntries(href.searchParams));
      const list = await server.call<Schemas['ProjectSearchResponse']>(
        loggedIn ? 'searchProjects' : 'publicSearchProjects',
        {
          ...(loggedIn && { token }),
          body: { offset: 0, size: 20, filters: { pools: query.pools, openOnly: query.openOnly === true } },
        },
      );
      expect(list.status).toBe(200);
      expect({ loggedIn, found: list.body.total }).toEqual({ loggedIn, found: java.jobsCount });
      expect(list.body.results.map((job) => job.status)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
    }
  });

  it('answers 404 for another tenant’s or an unknown pool', async () => {
    expect((await server.call<Problem>('getPool', { path: { id: betaPool } })).body.messages).toEqual([
      'pool.notFound',
    ]);
    expect((await server.call('getPool', { path: { id: 424242 } })).status).toBe(404);
    expect((await server.call('getPool', { path: { id: 'x' } })).status).toBe(400);
  });
});

describe('memberships', () => {
  it('apply → listed as APPLIED → toggles → cancel', async () => {
    const applied = await server.call<Schemas['PoolMembership']>('applyToPool', { token, path: { id: pool.java } });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({
      status: 'APPLIED',
      notificationsEnabled: true,
      jobNotificationsEnabled: true,
      pool: { id: pool.java, name: 'Java-Entwickler', jobsCount: 3 },
    });
    const again = await server.call<Problem>('applyToPool', { token, path: { id: pool.java } });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual(['pool.alreadyMember']);

    const list = await server.call<Schemas['PoolMembershipList']>('listPoolMemberships', { token });
    expect(list.body.results.map((m) => m.pool.id)).toEqual([pool.java]);
    expect(
      (await server.call<Schemas['PoolMembershipList']>('listAcceptedPoolMemberships', { token })).body.results,
    ).toEqual([]);

    const switched = await server.call<Schemas['PoolMembership']>('switchPoolMembershipNotification', {
      token,
      path: { id: applied.body.id },
    });
    expect(switched.body.notificationsEnabled).toBe(false);
    const jobs = await server.call<Schemas['PoolMembership']>('togglePoolJobNotification', {
      token,
      path: { id: pool.java },
    });
    expect(jobs.body.jobNotificationsEnabled).toBe(false);
    expect(
      (await server.call<Schemas['PoolMembership']>('togglePoolJobNotification', { token, path: { id: pool.java } }))
        .body.jobNotificationsEnabled,
    ).toBe(true);

    expect((await server.call('cancelPoolMembership', { token, path: { id: pool.java } })).status).toBe(204);
    expect((await server.call('cancelPoolMembership', { token, path: { id: pool.java } })).status).toBe(404);
    expect((await server.call<Schemas['PoolMembershipList']>('listPoolMemberships', { token })).body.results).toEqual(
      [],
    );
  });

  it('lists accepted memberships (acceptance is the client’s decision, made outside the portal)', async () => {
    const applied = await server.call<Schemas['PoolMembership']>('applyToPool', { token, path: { id: pool.design } });
    await server.server.context.database.db
      .update(poolMemberships)
      .set({ status: 'ACCEPTED' })
      .where(eq(poolMemberships.id, applied.body.id));
    const accepted = await server.call<Schemas['PoolMembershipList']>('listAcceptedPoolMemberships', { token });
    expect(accepted.body.results.map((m) => [m.pool.id, m.status])).toEqual([[pool.design, 'ACCEPTED']]);
  });

  it('toggles job notifications from the mail link without a login, only with the right uuid', async () => {
    const [row] = await server.server.context.database.db
      .select({ uuid: poolMemberships.notificationUuid })
      .from(poolMemberships)
      .where(eq(poolMemberships.poolId, pool.design));
    const off = await server.call<Schemas['JobNotificationState']>('togglePoolJobNotificationByUuid', {
      path: { id: pool.design, uuid: row!.uuid },
    });
    expect(off.body).toEqual({ jobNotificationsEnabled: false });
    const wrongPool = await server.call('togglePoolJobNotificationByUuid', {
      path: { id: pool.java, uuid: row!.uuid },
    });
    expect(wrongPool.status).toBe(404);
    const wrongHost = await server.call('togglePoolJobNotificationByUuid', {
      host: BETA,
      path: { id: pool.design, uuid: row!.uuid },
    });
    expect(wrongHost.status).toBe(404);
    const malformed = await server.call('togglePoolJobNotificationByUuid', { path: { id: pool.design, uuid: 'nope' } });
    expect(malformed.status).toBe(400);
  });

  it('needs a login and a pool of the tenant', async () => {
    expect((await server.call('applyToPool', { path: { id: pool.java } })).status).toBe(401);
    expect((await server.call('listPoolMemberships')).status).toBe(401);
    expect((await server.call('applyToPool', { token, path: { id: betaPool } })).status).toBe(404);
    expect((await server.call('switchPoolMembershipNotification', { token, path: { id: 999 } })).status).toBe(404);
    expect((await server.call('applyToPool', { host: BETA, token, path: { id: betaPool } })).status).toBe(401);
  });

  it('lists no applications or invitations of a pool until the application flow exists', async () => {
    const applications = await server.call<Schemas['ApplicationList']>('listPoolProjectApplications', {
      token,
      path: { id: pool.java },
    });
    expect(applications.body).toEqual({ results: [] });
    const invitations = await server.call<Schemas['InvitationList']>('listPoolOpenInvitations', {
      token,
      path: { id: pool.java },
    });
    expect(invitations.body).toEqual({ results: [] });
    expect((await server.call('listPoolOpenInvitations', { token, path: { id: betaPool } })).status).toBe(404);
  });
});

describe('pools by category', () => {
  it('groups pools under the CMS categories in CMS order; the rest are orphans', async () => {
    const r = await server.call<Schemas['PoolCategories']>('listPoolsByCategory');
    expect(r.body.categoryResults.results.map((g) => [g.category.slug, g.pools.map((p) => p.id)])).toEqual([
      ['software-development', [pool.java]],
      ['design', [pool.design]],
    ]);
    expect(r.body.categoryResults.results[0]!.category.default_image).toBe('/tenants/alpha/cms/software.svg');
    expect(r.body.orphanPools.results.map((p) => p.id).sort()).toEqual([pool.orphan, pool.lost].sort());
  });

  it('narrows to onboarding pools and to chosen categories', async () => {
    const onboarding = await server.call<Schemas['PoolCategories']>('listPoolsByCategory', {
      query: { onBoarding: true },
    });
    expect(onboarding.body.categoryResults.results.map((g) => g.category.id)).toEqual([1]);
    const chosen = await server.call<Schemas['PoolCategories']>('listPoolsByCategory', { query: { categoryIds: [2] } });
    expect(chosen.body.categoryResults.results.map((g) => g.category.id)).toEqual([2]);
    expect(chosen.body.orphanPools.results).toEqual([]);
  });

  it('makes every pool an orphan when the tenant has no CMS', async () => {
    const r = await server.call<Schemas['PoolCategories']>('listPoolsByCategory', { host: BETA });
    expect(r.body.categoryResults.results).toEqual([]);
    expect(r.body.orphanPools.results.map((p) => p.id)).toEqual([betaPool]);
  });

  it('serves the category image, and nothing else of the CMS folder', async () => {
    expect((await rawRequest(server.url, { method: 'GET', path: '/tenants/alpha/cms/software.svg' })).status).toBe(200);
    expect((await rawRequest(server.url, { method: 'GET', path: '/tenants/alpha/cms/links.json' })).status).toBe(404);
    expect((await rawRequest(server.url, { method: 'GET', path: '/tenants/alpha/messages/en.svg' })).status).toBe(404);
  });
});

describe('CMS content', () => {
  it('gives categories with translations narrowed to the locale and its fallbacks', async () => {
    const german = await server.call<Schemas['CategoryList']>('listCmsCategories', { query: { locale: 'de' } });
    expect(german.body.results[0]!.translations.map((t) => t.language_code)).toEqual(['de', 'en']);
    // Ukrainian falls back to the tenant's default language, English.
    const ukrainian = await server.call<Schemas['CategoryList']>('listCmsCategories', { query: { locale: 'uk' } });
    expect(ukrainian.body.results.map((c) => c.translations.map((t) => t.language_code))).toEqual([
      ['en'],
      ['en'],
      ['en'],
    ]);
  });

  it('gives the links of the locale shown on the portal', async () => {
    const english = await server.call<Schemas['CmsLinkList']>('listCmsLinks', { query: { locale: 'en' } });
    expect(english.body.results.map((l) => l.id)).toEqual([1]);
    const german = await server.call<Schemas['CmsLinkList']>('listCmsLinks', { query: { locale: 'de' } });
    expect(german.body.results.map((l) => l.id)).toEqual([2]);
  });

  it('refuses a locale the tenant does not speak, or none', async () => {
    const fr = await server.call<Problem>('listCmsLinks', { query: { locale: 'fr' } });
    expect(fr.status).toBe(400);
    expect(fr.body.fieldErrors).toEqual([{ field: 'locale', messages: ['validation.locale'] }]);
    expect((await server.call('listCmsCategories')).status).toBe(400);
    expect((await server.call('listCmsCategories', { query: { locale: 'english' } })).status).toBe(400);
  });

  it('names the client’s categories in the freelancer’s language, for logged-in users', async () => {
    const r = await server.call<Schemas['ClientCategoryList']>('listClientCategories', { token });
    expect(r.body.results).toEqual([
      { id: 1, name: 'Softwareentwicklung', slug: 'software-development' },
      { id: 2, name: 'Design', slug: 'design' },
      { id: 3, name: 'Empty', slug: 'empty' },
    ]);
    expect((await server.call('listClientCategories')).status).toBe(401);
  });
});

describe('breadcrumbs', () => {
  it('name the pool and the city with its country', async () => {
    const r = await server.call<Schemas['Breadcrumbs']>('getBreadcrumbs', {
      query: { poolId: pool.java, city: 'berlin' },
      headers: { 'accept-language': 'de' },
    });
    expect(r.body).toEqual({
      poolBreadcrumbs: [{ id: pool.java, name: 'Java-Entwickler' }],
      locationBreadcrumbs: [{ placeId: 2950159, country: 'DE', city: 'Berlin' }],
    });
    const none = await server.call<Schemas['Breadcrumbs']>('getBreadcrumbs');
    expect(none.body).toEqual({ poolBreadcrumbs: [], locationBreadcrumbs: [] });
  });

  it('answers 404 for an unknown pool or a city without projects', async () => {
    expect((await server.call('getBreadcrumbs', { query: { poolId: betaPool } })).status).toBe(404);
    expect((await server.call<Problem>('getBreadcrumbs', { query: { city: 'Atlantis' } })).body.messages).toEqual([
      'location.notFound',
    ]);
  });
});

describe('announcement', () => {
  const file = () => join(tenants.dir, 'alpha', 'announcement.json');
  const write = (content: string, when: number) => {
    writeFileSync(file(), content);
    // A distinct modification time, so the server notices each change.
    utimesSync(file(), when, when);
  };

  it('is the tenant’s announcement while its deadline lies ahead, re-read when the file changes', async () => {
    expect((await server.call('getAnnouncement')).status).toBe(204);
    const deadline = new Date(Date.now() + 3_600_000).toISOString();
    const leadtime = new Date(Date.now() - 60_000).toISOString();
    write(JSON.stringify({ deadline, deadline_with_leadtime: leadtime }), 1_000_000);
    const shown = await server.call<Schemas['Announcement']>('getAnnouncement');
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ deadline, deadline_with_leadtime: leadtime });
    expect((await server.call('getAnnouncement', { host: BETA })).status).toBe(204);

    write(
      JSON.stringify({ deadline: '2020-01-01T10:00:00Z', deadline_with_leadtime: '2020-01-01T09:00:00Z' }),
      2_000_000,
    );
    expect((await server.call('getAnnouncement')).status).toBe(204);
  });

  it('fails loudly (500, logged) on an invalid file instead of showing a wrong time', async () => {
    write(JSON.stringify({ deadline: 'tomorrow' }), 3_000_000);
    const broken = await server.call<Problem>('getAnnouncement');
    expect(broken.status).toBe(500);
    expect(broken.body.messages).toEqual(['error.generic']);
    write(
      JSON.stringify({ deadline: '2020-01-01T10:00:00Z', deadline_with_leadtime: '2020-01-01T09:00:00Z' }),
      4_000_000,
    );
  });
});
