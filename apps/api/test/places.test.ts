// Cities by place (issue 18): a city written in any language is one place (its GeoNames id) for
// the location filter, the city facet, site locations and breadcrumbs; names follow the reader's
// language; the job feed stores places, rows without one get theirs at start, and a city the
// gazetteer cannot place keeps working by its name.
import type { components } from '@talent/api-client';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/bootstrap/server.ts';
import { withTenant } from '../src/db/client.ts';
import { projects } from '../src/db/schema.ts';
import { importProjectBatch } from '../src/services/catalog/projectImport.ts';
import { alphaAccount } from './accountData.ts';
import { insertPools, insertProjects } from './catalog.ts';
import { startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Results = Schemas['ProjectSearchResponse'];

const MUNICH = 2867714;
const VIENNA = 2761369;

let server: TestServer;
let pool: number;

beforeAll(async () => {
  server = await startTestServer({ gazetteer: true });
  [pool] = (await insertPools(server, 'alpha', [{ name: 'Data Engineers' }])) as [number];
  // München as German jobs write it (three), as an English job writes it (one); Köln; and a city
  // no gazetteer knows.
  await insertProjects(server, 'alpha', [
    { title: 'Datenpipelines bauen', siteCity: 'München', jobLanguage: 'de', pools: [pool] },
    { title: 'Dateningenieur', siteCity: 'München', jobLanguage: 'de', pools: [pool] },
    { title: 'Datenarchitekt', siteCity: 'München', jobLanguage: 'de' },
    { title: 'Data engineer', siteCity: 'Munich', jobLanguage: 'en', pools: [pool] },
    { title: 'Kölner Job', siteCity: 'Köln', jobLanguage: 'de' },
    { title: 'Lost city job', siteCity: 'Atlantis', jobLanguage: 'en' },
    { title: 'Stelle in Wien', siteCity: 'Wien', siteCountry: 'AT', jobLanguage: 'uk' },
  ]);
  await insertProjects(server, 'beta', [{ title: 'Beta in München', siteCity: 'München', jobLanguage: 'de' }]);
});
afterAll(() => server?.close());

const search = (body: Record<string, unknown>, language = 'en') =>
  server.call<Results>('publicSearchProjects', {
    body: { offset: 0, size: 20, ...body },
    headers: { 'accept-language': language },
  });

describe('the location filter', () => {
  it('finds the same projects for the city in any language, as a slug or by its place id', async () => {
    const totals: Record<string, number> = {};
    for (const city of ['München', 'Munich', 'munchen', 'Muenchen', 'Monaco di Baviera', 'Мюнхен']) {
      const r = await search({ filters: { location: { city } } });
      expect(r.status, city).toBe(200);
      totals[city] = r.body.total;
    }
    const byPlace = await search({ filters: { location: { placeId: MUNICH } } });
    expect(byPlace.body.total).toBe(4);
    expect(totals).toEqual({
      München: 4,
      Munich: 4,
      munchen: 4,
      Muenchen: 4,
      'Monaco di Baviera': 4,
      Мюнхен: 4,
    });
    // With words too (the search that counts its matches rather than reading the facet cubes).
    const withWords = async (city: string) =>
      (await search({ query: 'engineer', filters: { location: { city, country: 'DE' } } })).body.results.map(
        (job) => job.title,
      );
    expect(await withWords('München')).toEqual(['Data engineer']);
    expect(await withWords('Munich')).toEqual(['Data engineer']);
  });

  it('keeps a city the gazetteer cannot place working by its name', async () => {
    const r = await search({ filters: { location: { city: 'atlantis' } } });
    expect(r.body.results.map((job) => job.title)).toEqual(['Lost city job']);
    expect(r.body.facets.cities).toContainEqual({ city: 'Atlantis', country: 'DE', count: 1 });
    // A name that is no place and no project's city finds nothing (and is no error).
    expect((await search({ filters: { location: { city: 'Nowhere-upon-Nothing' } } })).body.total).toBe(0);
  });
});

describe('names per language', () => {
  it('count a city once in the facet, named as the reader reads it', async () => {
    const facet = async (language: string) =>
      (await search({}, language)).body.facets.cities.find((city) => city.placeId === MUNICH);
    // German jobs say München; the English job says Munich; a Ukrainian reader gets the name the
    // tenant's jobs use most (there is no Ukrainian job there).
    expect(await facet('de')).toEqual({ placeId: MUNICH, city: 'München', country: 'DE', count: 4 });
    expect(await facet('en')).toEqual({ placeId: MUNICH, city: 'Munich', country: 'DE', count: 4 });
    expect(await facet('uk')).toEqual({ placeId: MUNICH, city: 'München', country: 'DE', count: 4 });
  });

  it('name site locations per language, with the other names a link may use', async () => {
    const locations = async (language: string) =>
      (await server.call<Schemas['LocationList']>('listSiteLocations', { headers: { 'accept-language': language } }))
        .body.results;
    const german = await locations('de');
    expect(german).toContainEqual({ placeId: MUNICH, country: 'DE', city: 'München', names: ['Munich'] });
    // An English reader gets GeoNames' name where no English job names the place; a German one
    // the English job's name where no German job names it.
    expect(await locations('en')).toContainEqual({ placeId: VIENNA, country: 'AT', city: 'Vienna', names: ['Wien'] });
    expect(german).toContainEqual({ placeId: VIENNA, country: 'AT', city: 'Wien', names: ['Vienna'] });
    expect(german).toContainEqual({ placeId: 2886242, country: 'DE', city: 'Köln' });
    expect(german).toContainEqual({ country: 'DE', city: 'Atlantis' });
  });

  it('resolve a city page’s breadcrumb from any of its names', async () => {
    for (const city of ['munich', 'muenchen', 'München']) {
      const r = await server.call<Schemas['Breadcrumbs']>('getBreadcrumbs', {
        query: { city },
        headers: { 'accept-language': 'de' },
      });
      expect(r.body.locationBreadcrumbs, city).toEqual([{ placeId: MUNICH, country: 'DE', city: 'München' }]);
    }
  });

  it('name a pool’s cities for the reader and find pools by a city in any language', async () => {
    const { token } = await alphaAccount(server, 'pools-by-place@example.com');
    const pools = async (city?: string) =>
      (
        await server.call<Schemas['PoolSearchResponse']>('searchPools', {
          token,
          body: { offset: 0, size: 10, ...(city && { filters: { city } }) },
        })
      ).body;
    // The account reads English: the English job's name.
    expect((await pools()).results.find((p) => p.id === pool)?.poolCities).toEqual(['Munich']);
    expect((await pools('Monaco di Baviera')).results.map((p) => p.id)).toEqual([pool]);
    expect((await pools('München')).results.map((p) => p.id)).toEqual([pool]);
  });
});

describe('places are stored with projects', () => {
  it('by the job feed, which resolves the site through the gazetteer', async () => {
    const tenant = server.server.context.tenants.get('alpha')!;
    const result = await importProjectBatch(
      server.server.context.database.db,
      tenant,
      [
        { vmsId: 'PLACE-1', title: 'Wiener Stelle', siteCity: 'Wien', siteCountry: 'AT', jobLanguage: 'de' },
        { vmsId: 'PLACE-2', title: 'Typo city', siteCity: 'Wein', siteCountry: 'AT', jobLanguage: 'de' },
      ],
      { closeMissing: false, maxCloseShare: 0.25 },
      new Date(),
    );
    expect(result.created).toBe(2);
    const rows = await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx
        .select({ vmsId: projects.vmsId, placeId: projects.sitePlaceId })
        .from(projects)
        .where(eq(projects.clientId, 'alpha')),
    );
    expect(rows.find((row) => row.vmsId === 'PLACE-1')?.placeId).toBe(VIENNA);
    // No typo tolerance for stored places: a misspelt city stays unplaced (and matches by name).
    expect(rows.find((row) => row.vmsId === 'PLACE-2')?.placeId).toBeNull();
    expect(
      (await search({ filters: { location: { city: 'Vienna' } } })).body.results.map((j) => j.title).sort(),
    ).toEqual(['Stelle in Wien', 'Wiener Stelle']);
  });

  it('for rows stored without one, when a server starts', async () => {
    await insertProjects(server, 'alpha', [
      { title: 'Stored before places', siteCity: 'Wien', siteCountry: 'AT', sitePlaceId: null },
    ]);
    const unplaced = () =>
      withTenant(server.server.context.database.db, 'alpha', (tx) =>
        tx
          .select({ title: projects.title })
          .from(projects)
          .where(and(eq(projects.clientId, 'alpha'), isNull(projects.sitePlaceId), eq(projects.siteCity, 'Wien'))),
      );
    expect(await unplaced()).toEqual([{ title: 'Stored before places' }]);
    // Another server on the same database (as after an upgrade) places it in the background;
    // closing it waits for that.
    const second = await createServer(server.server.context.config, { database: server.server.context.database });
    await second.close();
    expect(await unplaced()).toEqual([]);
  });
});
