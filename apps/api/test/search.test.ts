// Project and pool search over HTTP: relevance (stemming per language, prefixes, typos), every
// filter, facets, sorting and paging edges, public versus logged-in, tenant isolation.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { eq } from 'drizzle-orm';
import { projectExclusions, projects } from '../src/db/schema.ts';
import { insertPools, insertProjects } from './catalog.ts';
import { ALPHA, BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Results = Schemas['ProjectSearchResponse'];

let server: TestServer;
let token: string;
let pool: { java: number; frontend: number; data: number; bulk: number; beta: number };
let id: Record<'javaEn' | 'javaDe' | 'frontend' | 'data' | 'bau' | 'javaUk', number>;
let bulk: number[];

beforeAll(async () => {
  server = await startTestServer({ gazetteer: true });
  const [java, frontend, data, bulkPool] = await insertPools(server, 'alpha', [
    { name: 'Java Developers', translations: { en: 'Java Developers', de: 'Java-Entwickler' }, categoryId: 1 },
    { name: 'Frontend', categoryId: 1 },
    { name: 'Data', categoryId: 2, onBoarding: false },
    { name: 'Warehouse', categoryId: null },
  ]);
  const [betaPool] = await insertPools(server, 'beta', [{ name: 'Développeurs Java' }]);
  pool = { java: java!, frontend: frontend!, data: data!, bulk: bulkPool!, beta: betaPool! };
  const [javaEn, javaDe, frontendId, dataId, bau, javaUk] = await insertProjects(server, 'alpha', [
    {
      title: 'Senior Java Developer',
      descriptionText: 'Build payment services with Spring Boot.',
      periodStart: '2027-01-01',
      periodEnd: '2027-06-30',
      rateMin: 80,
      rateMax: 95,
      rateCurrency: 'EUR',
      vmsId: 'ALPHA-1',
      siteAddress: 'Friedrichstraße 1',
      originatingDisplayName: 'Contoso Bank',
      pools: [java!],
    },
    {
      title: 'Java-Entwickler (m/w/d)',
      descriptionText: 'Sie entwickeln Anwendungen für Banken.',
      jobLanguage: 'de',
      siteCity: 'München',
      workPreference: 'ONSITE',
      hoursPerWeek: 32,
      periodStart: '2027-01-01',
      periodEnd: '2027-03-31',
      pools: [java!],
    },
    {
      title: 'Frontend Developer React',
      descriptionText: 'You develop user interfaces in TypeScript.',
      siteCity: 'Hamburg',
      workPreference: 'REMOTE',
      remote: true,
      hoursPerWeek: 20,
      periodStart: '2027-01-01',
      periodEnd: '2027-12-31',
      pools: [frontend!],
    },
    {
      title: 'Data Engineer',
      descriptionText: 'Pipelines with Python and Spark; developers welcome.',
      siteCity: 'Wien',
      siteCountry: 'AT',
      status: 'CLOSED',
      pools: [data!, java!],
    },
    {
      title: 'Projektleiter Bau',
      descriptionText: 'Leitung von Bauprojekten in der Region.',
      jobLanguage: 'de',
      workPreference: 'ONSITE',
      status: 'PAUSED',
    },
    {
      title: 'Розробник Java',
      descriptionText: 'Розробка сервісів для банків.',
      jobLanguage: 'uk',
      siteCity: 'Київ',
      siteCountry: 'UA',
      workPreference: 'REMOTE',
      pools: [java!],
    },
  ]);
  id = { javaEn: javaEn!, javaDe: javaDe!, frontend: frontendId!, data: dataId!, bau: bau!, javaUk: javaUk! };
  bulk = await insertProjects(
    server,
    'alpha',
    Array.from({ length: 23 }, (_, n) => ({
      title: `Warehouse Operative ${n + 1}`,
      descriptionText: 'Picking and packing in a modern warehouse.',
      siteCity: 'Leipzig',
      workPreference: 'ONSITE' as const,
      pools: [bulkPool!],
    })),
  );
  await insertProjects(server, 'beta', [
    {
      title: 'Développeur Java',
      descriptionText: 'Vous développez des services.',
      jobLanguage: 'fr',
      pools: [betaPool!],
    },
  ]);

  const email = 'searcher@example.com';
  const password = 'analytical-engine-1843';
  await server.call('register', {
    body: {
      email,
      password,
      firstName: 'Sam',
      lastName: 'Seeker',
      locale: 'de',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  const login = await server.call<Schemas['TokenResponse']>('authorize', { body: { email, password } });
  token = login.body.access_token;
});
afterAll(() => server?.close());

const search = (body: Record<string, unknown>, options: { host?: string; headers?: Record<string, string> } = {}) =>
  server.call<Results>('publicSearchProjects', { body: { offset: 0, size: 20, ...body }, ...options });
const ids = (r: { body: Results }) => r.body.results.map((j) => j.id);

describe('text relevance', () => {
  it('stems English: "developers" finds Developer titles and descriptions, not German jobs', async () => {
    const r = await search({ query: 'developers' });
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual(expect.arrayContaining([id.javaEn, id.frontend, id.data]));
    expect(ids(r)).not.toContain(id.javaDe);
    // Title matches (weight A) rank above a description match (weight B).
    expect(ids(r).indexOf(id.data)).toBeGreaterThan(ids(r).indexOf(id.javaEn));
  });

  it('stems German: "Entwicklern" finds "Java-Entwickler", "Anwendung" finds "Anwendungen"', async () => {
    expect(ids(await search({ query: 'Entwicklern' }))).toEqual([id.javaDe]);
    expect(ids(await search({ query: 'Anwendung' }))).toEqual([id.javaDe]);
  });

  it('matches prefixes as you type, in any script', async () => {
    expect(ids(await search({ query: 'Front' }))).toEqual([id.frontend]);
    expect(ids(await search({ query: 'розроб' }))).toEqual([id.javaUk]);
  });

  it('tolerates a typo: "develper" finds Developer, "Entwikler" finds Entwickler', async () => {
    expect(ids(await search({ query: 'develper' }))).toEqual(expect.arrayContaining([id.javaEn, id.frontend]));
    expect(ids(await search({ query: 'Entwikler' }))).toContain(id.javaDe);
    expect((await search({ query: 'xylophone' })).body.total).toBe(0);
  });

  it('needs every word; stop words do not narrow', async () => {
    expect(ids(await search({ query: 'java spring' }))).toEqual([id.javaEn]);
    expect(ids(await search({ query: 'the java developer' }))).toEqual(expect.arrayContaining([id.javaEn]));
  });

  it('ignores punctuation and treats an empty query as none', async () => {
    const all = await search({ query: '   ' });
    expect(all.body.total).toBe(29);
    expect((await search({ query: '"java" & (spring' })).body.results.map((j) => j.id)).toEqual([id.javaEn]);
  });
});

describe('filters', () => {
  it('by pools, city, country and work preferences', async () => {
    const byPool = await search({ filters: { pools: [pool.java] } });
    expect(new Set(ids(byPool))).toEqual(new Set([id.javaEn, id.javaDe, id.data, id.javaUk]));
    expect(ids(await search({ filters: { location: { city: 'münchen' } } }))).toEqual([id.javaDe]);
    expect(ids(await search({ filters: { location: { country: 'AT' } } }))).toEqual([id.data]);
    const remote = await search({ filters: { workPrefs: ['rm'] } });
    expect(new Set(ids(remote))).toEqual(new Set([id.frontend, id.javaUk]));
  });

  it('by hours per week and duration (months) ranges', async () => {
    expect(new Set(ids(await search({ filters: { hoursPerWeek: { min: 20, max: 32 } } })))).toEqual(
      new Set([id.javaDe, id.frontend]),
    );
    expect(ids(await search({ filters: { duration: { min: 5, max: 7 } } }))).toEqual([id.javaEn]);
    expect(ids(await search({ filters: { duration: { min: 10 } } }))).toEqual([id.frontend]);
  });

  it('by open only, status and the client’s own id', async () => {
    const open = await search({ filters: { openOnly: true, pools: [pool.java] } });
    expect(ids(open)).not.toContain(id.data);
    expect(ids(await search({ filters: { status: ['PAUSED'] } }))).toEqual([id.bau]);
    expect(ids(await search({ filters: { vmsId: 'ALPHA-1' } }))).toEqual([id.javaEn]);
  });

  it('combines text and filters', async () => {
    const r = await search({ query: 'java', filters: { workPrefs: ['hy', 'on'], location: { country: 'DE' } } });
    expect(new Set(ids(r))).toEqual(new Set([id.javaEn, id.javaDe]));
  });

  it('refuses malformed filters with a 400', async () => {
    for (const body of [
      { filters: { workPrefs: ['xx'] } },
      { filters: { hoursPerWeek: { min: -1 } } },
      { filters: { status: ['OPEN'] } },
      { size: 101 },
      { filters: { unknown: true } },
    ]) {
      expect((await search(body)).status).toBe(400);
    }
  });
});

describe('facets', () => {
  it('count pools, cities and work preferences; each dimension ignores its own filter', async () => {
    const r = await search({ query: 'java', filters: { workPrefs: ['rm'] } });
    expect(ids(r)).toEqual([id.javaUk]);
    // Work preferences are counted as if no work preference were chosen, so the others stay visible.
    expect(r.body.facets.workPrefs).toEqual([
      { value: 'hy', count: 1 },
      { value: 'on', count: 1 },
      { value: 'rm', count: 1 },
    ]);
    expect(r.body.facets.pools).toEqual([{ id: pool.java, name: 'Java Developers', count: 1 }]);
    // Counted by place; an English reader gets GeoNames' name, the job (in Ukrainian) says "Київ".
    expect(r.body.facets.cities).toEqual([{ placeId: 703448, city: 'Kyiv', country: 'UA', count: 1 }]);
  });

  it('name pools in the reader’s language', async () => {
    const german = await search({ query: 'java' }, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.body.facets.pools.find((p) => p.id === pool.java)?.name).toBe('Java-Entwickler');
    expect(german.body.results.find((j) => j.id === id.javaEn)?.affectedPools?.results).toEqual([
      { id: pool.java, name: 'Java-Entwickler' },
    ]);
  });
});

describe('sorting and paging', () => {
  it('pages with a stable order and the total; last page, empty page beyond the end', async () => {
    const filters = { pools: [pool.bulk] };
    const pages = await Promise.all(
      [0, 10, 20, 30].map((offset) => search({ offset, size: 10, filters, sort: { field: 'id', direction: 'asc' } })),
    );
    expect(pages.map((p) => p.body.total)).toEqual([23, 23, 23, 23]);
    expect(pages.map((p) => p.body.results.length)).toEqual([10, 10, 3, 0]);
    expect(pages.flatMap(ids)).toEqual(bulk);
  });

  it('sorts newest first without a query, by deadline or id on request', async () => {
    const newest = await search({ size: 3 });
    expect(ids(newest)).toEqual([...bulk].reverse().slice(0, 3));
    const byIdAsc = await search({ size: 2, sort: { field: 'id', direction: 'asc' } });
    expect(ids(byIdAsc)).toEqual([id.javaEn, id.javaDe]);
  });
});

describe('who searches', () => {
  it('gives visitors the public fields only', async () => {
    const r = await search({ filters: { vmsId: 'ALPHA-1' } });
    const job = r.body.results[0]!;
    expect(job).toMatchObject({
      title: 'Senior Java Developer',
      status: 'ACTIVE',
      siteCity: 'Berlin',
      siteCountry: 'DE',
      rateRange: { min: 80, max: 95, currency: 'EUR' },
      workPreference: 'HYBRID',
      hoursPerWeek: 40,
      assignmentPeriodStart: '2027-01-01',
    });
    expect(job.siteAddress).toBeNull();
    expect(job.originatingDisplayName).toBeNull();
    expect(job).not.toHaveProperty('excluded');
  });

  it('leaves out what a logged-in freelancer excluded, and names pools in their locale', async () => {
    const before = await server.call<Results>('searchProjects', {
      token,
      body: { offset: 0, size: 20, query: 'java' },
    });
    expect(ids(before)).toContain(id.javaEn);
    expect(before.body.results.find((j) => j.id === id.javaEn)).toMatchObject({
      excluded: false,
      applicationId: null,
      siteAddress: 'Friedrichstraße 1',
      originatingDisplayName: 'Contoso Bank',
    });
    expect(before.body.facets.pools.find((p) => p.id === pool.java)?.name).toBe('Java-Entwickler');
    const me = await server.call<Schemas['FreelancerUser']>('getFreelancer', { token });
    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.insert(projectExclusions).values({ clientId: 'alpha', freelancerId: me.body.id, projectId: id.javaEn }),
    );
    const after = await server.call<Results>('searchProjects', { token, body: { offset: 0, size: 20, query: 'java' } });
    expect(ids(after)).not.toContain(id.javaEn);
    expect(after.body.total).toBe(before.body.total - 1);
    // Visitors still see it.
    expect(ids(await search({ query: 'java' }))).toContain(id.javaEn);
  });

  it('requires a login for the in-app search', async () => {
    expect((await server.call('searchProjects', { body: { offset: 0, size: 20 } })).status).toBe(401);
  });

  it('refuses public search where the tenant disabled it', async () => {
    const r = await search({}, { host: BETA });
    expect(r.status).toBe(403);
    expect((r.body as unknown as Schemas['Problem']).messages).toEqual(['search.publicSearchDisabled']);
  });

  it('never shows another tenant’s projects, and refuses another tenant’s token', async () => {
    expect(ids(await search({ query: 'Développeur' }))).toEqual([]);
    const wrongHost = await server.call('searchProjects', { host: BETA, token, body: { offset: 0, size: 20 } });
    expect(wrongHost.status).toBe(401);
  });
});

describe('pool search', () => {
  const pools = (body: Record<string, unknown> = {}, host = ALPHA) =>
    server.call<Schemas['PoolSearchResponse']>('searchPools', { token, host, body });

  it('lists the tenant’s pools, id descending by default, with open jobs and their cities', async () => {
    const r = await pools();
    expect(r.status).toBe(200);
    expect(r.body.results.map((p) => p.id)).toEqual([pool.bulk, pool.data, pool.frontend, pool.java]);
    expect(r.body.total).toBe(4);
    const java = r.body.results.find((p) => p.id === pool.java)!;
    // The closed Data Engineer job is not counted; cities most frequent first.
    expect(java).toMatchObject({ name: 'Java-Entwickler', categoryId: 1, jobsCount: 3 });
    expect(new Set(java.poolCities)).toEqual(new Set(['Berlin', 'München', 'Київ']));
    expect(r.body.results.find((p) => p.id === pool.bulk)).toMatchObject({ jobsCount: 23, poolCities: ['Leipzig'] });
  });

  it('filters by text, categories, city and onboarding; sorts and pages', async () => {
    expect((await pools({ query: 'entwick' })).body.results.map((p) => p.id)).toEqual([pool.java]);
    expect((await pools({ filters: { categoryIds: [1] } })).body.results.map((p) => p.id)).toEqual([
      pool.frontend,
      pool.java,
    ]);
    expect((await pools({ filters: { city: 'Leipzig' } })).body.results.map((p) => p.id)).toEqual([pool.bulk]);
    expect((await pools({ filters: { onBoarding: false } })).body.results.map((p) => p.id)).toEqual([pool.data]);
    const byJobs = await pools({ sort: { field: 'jobsCount', direction: 'desc' }, size: 2, offset: 0 });
    expect(byJobs.body.results.map((p) => p.id)).toEqual([pool.bulk, pool.java]);
    expect(byJobs.body.total).toBe(4);
    expect((await pools({ offset: 10 })).body.results).toEqual([]);
    // Every id the contract allows (up to 2^53 - 1) is a category that has no pool, not a 500.
    for (const id of [2 ** 31 - 1, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const none = await pools({ filters: { categoryIds: [id] } });
      expect(none.status, String(id)).toBe(200);
      expect(none.body.results).toEqual([]);
    }
  });

  it('keeps tenants apart and refuses bad input', async () => {
    const betaLogin = await pools({}, BETA);
    expect(betaLogin.status).toBe(401);
    expect((await pools({ size: 501 })).status).toBe(400);
    expect((await server.call('searchPools', { body: {} })).status).toBe(401);
  });
});

// Last: it adds a project, which the totals above do not count.
describe('typo tolerance over time', () => {
  it('tolerates typos in titles added or changed later, through the tenant’s title words', async () => {
    const [added] = await insertProjects(server, 'alpha', [{ title: 'Kubernetes Administrator', status: 'CLOSED' }]);
    expect(ids(await search({ query: 'kubernets' }))).toEqual([added]);
    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.update(projects).set({ title: 'Terraform Specialist' }).where(eq(projects.id, added!)),
    );
    expect(ids(await search({ query: 'terrafrom' }))).toEqual([added]);
    // Only titles: a typo does not reach into descriptions ("payment" is in one, not in a title).
    expect((await search({ query: 'paymnet' })).body.total).toBe(0);
    expect((await search({ query: 'payment' })).body.total).toBe(1);
  });
});
