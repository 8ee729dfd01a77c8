// The facet cubes (migrations 0016, 0017) against the projects they count: after inserts, status
// and value changes, pool moves, page views, placing and deletions, the cubes (cities by place, by
// name only without one) and the place names per language equal a fresh count of `projects`,
// and every search the cubes answer (no words; filters by status, hours, place, work preference,
// one pool; a logged-in talent's exclusions subtracted) returns the page, total and facets an
// independent count of the same projects gives — as does a search with two pools, which counts
// its matches instead.
import type { components } from '@talent/api-client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { projectExclusions, projectPools, projects } from '../src/db/schema.ts';
import { gazetteerIn } from '../src/services/geo/gazetteer.ts';
import { placesOfSites } from '../src/services/catalog/places.ts';
import { insertPools, insertProjects } from './catalog.ts';
import type { ProjectInput } from './catalog.ts';
import { startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Results = Schemas['ProjectSearchResponse'];
type Filters = Partial<NonNullable<Schemas['ProjectSearchRequest']['filters']>>;

let server: TestServer;
let poolIds: number[];
let projectIds: number[];
let token: string;
let freelancerId: number;
let placeOf: (city: string) => number | null;

const db = () => server.server.context.database.db;
const WORK = { HYBRID: 'hy', ONSITE: 'on', REMOTE: 'rm' } as const;

beforeAll(async () => {
  server = await startTestServer({ gazetteer: true });
  // The places of the cities the filters below name (any country), looked up once.
  const filterCities = FILTERS.flatMap((filters) => (filters.location?.city ? [filters.location.city] : []));
  const cityPlaces = await placesOfSites(
    gazetteerIn(db()),
    filterCities.map((city) => ({ city, country: null })),
  );
  placeOf = (city) => {
    const at = filterCities.indexOf(city);
    return cityPlaces[at]!;
  };
  poolIds = await insertPools(server, 'alpha', [{ name: 'Cube A' }, { name: 'Cube B' }, { name: 'Cube C' }]);
  // München and Munich are one place (2867714); Atlantis is no place the gazetteer knows.
  const places = [
    ['Berlin', 'DE'],
    ['München', 'DE'],
    ['Wien', 'AT'],
    [null, 'NL'],
    [null, null],
    ['Munich', 'DE'],
    ['Atlantis', 'DE'],
  ] as const;
  const languages = ['en', 'de', 'de-AT', null] as const;
  const works = ['HYBRID', 'ONSITE', 'REMOTE', null] as const;
  const hours = [16, 32, 40, null] as const;
  const statuses = ['ACTIVE', 'ACTIVE', 'PAUSED', 'CLOSED'] as const;
  // 56 projects spread over every combination kind, including missing values, and 0, 1 or 2 pools.
  const list: ProjectInput[] = Array.from({ length: 56 }, (_, i) => {
    const [city, country] = places[i % places.length]!;
    return {
      title: `Cube project ${i}`,
      jobLanguage: languages[(i >> 1) % languages.length]!,
      siteCity: city,
      siteCountry: country,
      workPreference: works[i % works.length]!,
      hoursPerWeek: hours[(i >> 1) % hours.length]!,
      status: statuses[(i >> 2) % statuses.length]!,
      pools: [[], [poolIds[0]!], [poolIds[1]!], [poolIds[0]!, poolIds[2]!]][i % 4]!,
    };
  });
  projectIds = await insertProjects(server, 'alpha', list);

  const email = 'cube-searcher@example.com';
  const password = 'analytical-engine-1843';
  const registered = await server.call('register', {
    body: {
      email,
      password,
      firstName: 'Cu',
      lastName: 'Be',
      locale: 'en',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  expect(registered.status).toBe(201);
  const login = await server.call<Schemas['TokenResponse']>('authorize', { body: { email, password } });
  token = login.body.access_token;
  freelancerId = (await server.call<Schemas['FreelancerUser']>('getFreelancer', { token })).body.id;
});
afterAll(() => server?.close());

/** The cubes as stored and as a fresh count of the projects would have them (rows with n = 0 left out). */
async function cubes() {
  // The owner's pool: outside row-level security, every tenant's rows.
  const rows = async (text: string) =>
    (await server.server.context.database.pool.query(text)).rows.map((r: unknown) => JSON.stringify(r));
  // A city is counted by its place; by its name only where it has none.
  const key = 'status, work_preference, site_country, site_place_id, site_city, hours_per_week::text';
  const projectKey =
    'status, work_preference, site_country, site_place_id, CASE WHEN site_place_id IS NULL THEN site_city END AS site_city, hours_per_week::text';
  const language = "lower(split_part(coalesce(job_language, ''), '-', 1))";
  return {
    stored: await rows(`SELECT client_id, ${key}, n FROM search_cube WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7`),
    counted: await rows(
      `SELECT client_id, ${projectKey}, count(*)::int AS n FROM projects GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
    ),
    storedByPool: await rows(
      `SELECT client_id, pool_id::int, ${key}, n FROM search_pool_cube WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`,
    ),
    countedByPool: await rows(
      `SELECT p.client_id, pp.pool_id::int, ${projectKey}, count(*)::int AS n FROM projects p JOIN project_pools pp ON pp.project_id = p.id GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`,
    ),
    storedNames: await rows(
      `SELECT client_id, place_id, language, name, n FROM site_place_names WHERE n <> 0 ORDER BY 1, 2, 3, 4`,
    ),
    countedNames: await rows(
      `SELECT client_id, site_place_id AS place_id, ${language} AS language, site_city AS name, count(*)::int AS n FROM projects WHERE site_place_id IS NOT NULL AND site_city IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    ),
  };
}

interface Project {
  id: number;
  status: string;
  workPreference: keyof typeof WORK | null;
  siteCountry: string | null;
  siteCity: string | null;
  sitePlaceId: number | null;
  hoursPerWeek: number | null;
  poolIds: number[];
  createdAt: Date;
}

/** The answer a search should give, counted here from the projects themselves. */
function expected(all: readonly Project[], filters: Filters, excluded: ReadonlySet<number> = new Set()) {
  const visible = all.filter((p) => !excluded.has(p.id));
  const byBase = (p: Project) =>
    (!filters.openOnly || p.status === 'ACTIVE') &&
    (filters.hoursPerWeek?.min === undefined ||
      (p.hoursPerWeek !== null && p.hoursPerWeek >= filters.hoursPerWeek.min)) &&
    (filters.hoursPerWeek?.max === undefined ||
      (p.hoursPerWeek !== null && p.hoursPerWeek <= filters.hoursPerWeek.max));
  const byPools = (p: Project) => !filters.pools?.length || p.poolIds.some((id) => filters.pools!.includes(id));
  // A city filter: its place (given, or the gazetteer's for the name), plus unplaced projects of
  // that name; by name alone when it names no place.
  const place = filters.location?.placeId ?? (filters.location?.city ? placeOf(filters.location.city) : null);
  const byCity = (p: Project) =>
    (place !== null && p.sitePlaceId === place) ||
    (filters.location?.placeId === undefined &&
      p.sitePlaceId === null &&
      p.siteCity?.toLowerCase() === filters.location?.city?.toLowerCase());
  const byLocation = (p: Project) =>
    (filters.location?.city === undefined && filters.location?.placeId === undefined ? true : byCity(p)) &&
    (!filters.location?.country || p.siteCountry === filters.location.country);
  const byWork = (p: Project) =>
    !filters.workPrefs?.length || (p.workPreference !== null && filters.workPrefs.includes(WORK[p.workPreference]));
  const hits = visible.filter((p) => byBase(p) && byPools(p) && byLocation(p) && byWork(p));
  const count = <K extends string>(list: readonly Project[], keys: (p: Project) => K[]) => {
    const counts = new Map<K, number>();
    for (const p of list) for (const key of keys(p)) counts.set(key, (counts.get(key) ?? 0) + 1);
    return Object.fromEntries(counts) as Record<K, number>;
  };
  return {
    page: hits
      .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, 20)
      .map((p) => p.id),
    total: hits.length,
    pools: count(
      visible.filter((p) => byBase(p) && byLocation(p) && byWork(p)),
      (p) => p.poolIds.map(String),
    ),
    cities: count(
      visible.filter((p) => byBase(p) && byPools(p) && byWork(p) && p.siteCity !== null && p.siteCountry !== null),
      (p) => [`${p.sitePlaceId ?? p.siteCity}|${p.siteCountry}`],
    ),
    work: count(
      visible.filter((p) => byBase(p) && byPools(p) && byLocation(p) && p.workPreference !== null),
      (p) => [WORK[p.workPreference!]],
    ),
  };
}

function answered(body: Results) {
  return {
    page: body.results.map((j) => j.id),
    total: body.total,
    pools: Object.fromEntries(body.facets.pools.map((f) => [String(f.id), f.count])),
    cities: Object.fromEntries(body.facets.cities.map((f) => [`${f.placeId ?? f.city}|${f.country}`, f.count])),
    work: Object.fromEntries(body.facets.workPrefs.map((f) => [f.value, f.count])),
  };
}

async function catalog(): Promise<Project[]> {
  const rows = await withTenant(db(), 'alpha', (tx) => tx.select().from(projects));
  return rows.map((p) => ({
    id: p.id,
    status: p.status,
    workPreference: p.workPreference,
    siteCountry: p.siteCountry,
    siteCity: p.siteCity,
    sitePlaceId: p.sitePlaceId,
    hoursPerWeek: p.hoursPerWeek === null ? null : Number(p.hoursPerWeek),
    poolIds: p.poolIds.map(Number),
    createdAt: p.createdAt,
  }));
}

const FILTERS: Filters[] = [
  {},
  { openOnly: true },
  { location: { country: 'DE' } },
  { location: { city: 'münchen', country: 'DE' } },
  // Another language's name, the place id, and a city no gazetteer knows: by name.
  { location: { city: 'Monaco di Baviera' } },
  { location: { placeId: 2867714 }, workPrefs: ['hy'] },
  { location: { city: 'atlantis' } },
  { workPrefs: ['hy', 'rm'] },
  { hoursPerWeek: { min: 30, max: 40 } },
  { location: { country: 'DE' }, workPrefs: ['hy', 'rm'], hoursPerWeek: { min: 30, max: 40 }, openOnly: true },
  { pools: [] },
  // One pool: the pool cube answers; two pools: the matches are counted.
  { pools: [-1] },
  { pools: [-1], openOnly: true, location: { country: 'DE' } },
  { pools: [-1, -2], workPrefs: ['on'] },
];

/** The filters with the placeholder pool ids (-1, -2) replaced by the test's pools. */
const withPools = (filters: Filters): Filters =>
  filters.pools ? { ...filters, pools: filters.pools.map((id) => (id < 0 ? poolIds[-id - 1]! : id)) } : filters;

async function expectSearchesToCount(excluded: ReadonlySet<number> = new Set()) {
  const all = await catalog();
  for (const raw of FILTERS) {
    const filters = withPools(raw);
    const response = await server.call<Results>(excluded.size > 0 ? 'searchProjects' : 'publicSearchProjects', {
      body: { offset: 0, size: 20, filters },
      ...(excluded.size > 0 && { token }),
    });
    expect(response.status, JSON.stringify(filters)).toBe(200);
    expect(answered(response.body), JSON.stringify(filters)).toEqual(expected(all, filters, excluded));
  }
}

describe('facet cubes', () => {
  it('count the projects as inserted', async () => {
    const { stored, counted, storedByPool, countedByPool, storedNames, countedNames } = await cubes();
    expect(stored.length).toBeGreaterThan(10);
    expect(stored).toEqual(counted);
    expect(storedByPool).toEqual(countedByPool);
    expect(storedNames.length).toBeGreaterThan(5);
    expect(storedNames).toEqual(countedNames);
    await expectSearchesToCount();
  });

  it('follow status and value changes, pool moves, page views and deletions in the same transaction', async () => {
    const [a, b, c, d, e, f] = projectIds;
    await withTenant(db(), 'alpha', async (tx) => {
      await tx
        .update(projects)
        .set({ status: 'CLOSED' })
        .where(inArray(projects.id, [a!, b!]));
      await tx
        .update(projects)
        .set({ hoursPerWeek: 20, workPreference: 'REMOTE', siteCity: 'Köln', sitePlaceId: 2886242 })
        .where(eq(projects.id, c!));
      // Projects of an unplaced city moved to a place (and another job language): from counted by
      // name to counted by place, with one more name of the place.
      await tx
        .update(projects)
        .set({ siteCity: 'Monaco di Baviera', sitePlaceId: 2867714, jobLanguage: 'it' })
        .where(and(eq(projects.clientId, 'alpha'), eq(projects.siteCity, 'Atlantis'), eq(projects.status, 'ACTIVE')));
      // A page view and a new description change no count.
      await tx
        .update(projects)
        .set({ pageOpenCount: sql`${projects.pageOpenCount} + 1`, descriptionText: 'new text' })
        .where(eq(projects.id, d!));
      // Pools moved: out of every pool, then into two.
      await tx.delete(projectPools).where(eq(projectPools.projectId, e!));
      await tx.insert(projectPools).values([
        { clientId: 'alpha', projectId: e!, poolId: poolIds[1]! },
        { clientId: 'alpha', projectId: e!, poolId: poolIds[2]! },
      ]);
      await tx.delete(projects).where(eq(projects.id, f!));
    });
    // A rolled-back change leaves the cubes as they were.
    await expect(
      withTenant(db(), 'alpha', async (tx) => {
        await tx.update(projects).set({ status: 'PAUSED' }).where(eq(projects.clientId, 'alpha'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { stored, counted, storedByPool, countedByPool, storedNames, countedNames } = await cubes();
    expect(stored).toEqual(counted);
    expect(storedByPool).toEqual(countedByPool);
    expect(storedNames).toEqual(countedNames);
    const [moved] = await withTenant(db(), 'alpha', (tx) =>
      tx.select({ poolIds: projects.poolIds }).from(projects).where(eq(projects.id, e!)),
    );
    expect(moved!.poolIds).toEqual([poolIds[1], poolIds[2]].toSorted((x, y) => x! - y!));
    await expectSearchesToCount();
  });

  it('leave out the projects a logged-in talent excluded', async () => {
    const excluded = new Set(projectIds.slice(6, 12));
    await withTenant(db(), 'alpha', (tx) =>
      tx
        .insert(projectExclusions)
        .values([...excluded].map((projectId) => ({ clientId: 'alpha', freelancerId, projectId }))),
    );
    await expectSearchesToCount(excluded);
    await withTenant(db(), 'alpha', (tx) =>
      tx
        .delete(projectExclusions)
        .where(
          and(eq(projectExclusions.freelancerId, freelancerId), inArray(projectExclusions.projectId, [...excluded])),
        ),
    );
  });
});
