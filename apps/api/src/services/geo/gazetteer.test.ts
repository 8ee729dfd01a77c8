// The gazetteer's building blocks on small, hand-written data, in a real (embedded) database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { boundedEditDistance, normaliseName } from './gazetteer.ts';
import type { Gazetteer } from './gazetteer.ts';
import { datasetOfText, GazetteerLoader, GazetteerLoadStopped, loadGazetteer, loadedDataset } from './gazetteerLoad.ts';
import type { GazetteerRows } from './gazetteerDump.ts';
import { parseQuery, resolveLocation } from './geoResolve.ts';
import { geonamesLine as line } from '../../test/geonames.ts';
import { gazetteerDatabase } from '../../test/gazetteerDb.ts';

describe('normaliseName', () => {
  it('folds case, accents and letters that do not decompose', () => {
    expect(normaliseName('München')).toBe('munchen');
    expect(normaliseName('  SÃO-Paulo ')).toBe('sao paulo');
    expect(normaliseName('Łódź')).toBe('lodz');
    expect(normaliseName('Straße')).toBe('strasse');
    expect(normaliseName('Київ')).toBe(normaliseName('КИЇВ'));
  });
});

describe('boundedEditDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions, and stops past the bound', () => {
    expect(boundedEditDistance('berln', 'berlin', 2)).toBe(1);
    expect(boundedEditDistance('hambrug', 'hamburg', 2)).toBe(1);
    expect(boundedEditDistance('paris', 'parys', 2)).toBe(1);
    expect(boundedEditDistance('abc', 'xyz', 1)).toBe(2);
    expect(boundedEditDistance('same', 'same', 0)).toBe(0);
  });
});

describe('parseQuery', () => {
  it('drops postal codes and reads a trailing country', () => {
    expect(parseQuery('Hauptstraße 5, 10115 Berlin, DE')).toEqual({
      parts: [['Berlin'], ['Hauptstraße']],
      country: 'DE',
      countryOnly: false,
    });
    expect(parseQuery('Lyon France').country).toBe('FR');
    expect(parseQuery('Luxembourg')).toEqual({ parts: [['Luxembourg']], country: 'LU', countryOnly: true });
    // Lower-case two-letter words are words, not codes.
    expect(parseQuery('Sant Julia de Loria').country).toBeUndefined();
  });
});

describe('the gazetteer tables', () => {
  const dump = [
    line(2925533, 'Frankfurt am Main', 'Frankfurt,FRA', 'DE', 650000),
    line(2925535, 'Frankfurt (Oder)', 'Frankfurt an der Oder', 'DE', 57000),
    line(2925000, 'Old Frankfurt', 'Frankfurt', 'DE', 900000, 'PPLH'),
    // Names past U+FFFF and in U+E000–U+FFFF (U+FA0E, a CJK ideograph), and a repeated line.
    line(1850147, 'Tokyo', '東京,𠮷野家,\uFA0E村', 'JP', 8336599),
    line(1850147, 'Tokyo', '', 'JP', 8336599),
    'not a dump line',
  ];
  let database: Database;
  let gazetteer: Gazetteer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, gazetteer, close } = await gazetteerDatabase(dump));
  }, 60_000);
  afterAll(() => close());

  it('indexes names, alternates and unqualified names, most populous first, skipping historical places', async () => {
    const exact = await gazetteer.exact(['frankfurt', 'fra', 'nowhere']);
    expect(exact.get('frankfurt')?.map((p) => p.name)).toEqual(['Frankfurt am Main', 'Frankfurt (Oder)']);
    // Codes among the alternate names are not names.
    expect(exact.has('fra')).toBe(false);
    expect(exact.has('nowhere')).toBe(false);
    expect((await gazetteer.near('frankfurt oderr', 2)).map((m) => m.place.name)).toEqual(['Frankfurt (Oder)']);
    expect(await gazetteer.near('frankfurt oderr', 0)).toEqual([]);
    expect(await resolveLocation(gazetteer, { city: 'Frankfurt', country: 'DE' })).toEqual({
      result: 'SUCCESS',
      issues: [],
      location: { placeId: 2925533, city: 'Frankfurt am Main', country: 'DE', latitude: 50.1, longitude: 8.6 },
    });
  });

  it('finds places by GeoNames id and every name in any script', async () => {
    const byId = await gazetteer.byIds([2925535, 1850147, 2925000, 1, 2 ** 40]);
    expect(byId.get(2925535)?.name).toBe('Frankfurt (Oder)');
    expect(byId.get(1850147)).toMatchObject({ name: 'Tokyo', country: 'JP', population: 8336599 });
    expect(byId.has(2925000)).toBe(false);
    expect(byId.size).toBe(2);
    const names = ['東京', '𠮷野家', '\uFA0E村', 'tokyo'].map(normaliseName);
    const found = await gazetteer.exact(names);
    for (const name of names)
      expect(
        found.get(name)?.map((p) => p.id),
        name,
      ).toEqual([1850147]);
  });

  it('loads a dataset once, and replaces it by another version in one transaction', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM gazetteer_places`))[0]!.n;
    expect(await count()).toBe(3);
    const again = await loadGazetteer(database.db, datasetOfText('test', dump.join('\n')));
    expect(again).toMatchObject({ from: 'database', places: 3 });
    const other = datasetOfText('test-2', line(2950159, 'Berlin', 'Berlijn', 'DE', 3_400_000));
    expect(await loadGazetteer(database.db, other)).toMatchObject({ from: 'loaded', places: 1 });
    expect(await loadedDataset(database.db)).toBe(other.id);
    expect(await count()).toBe(1);
    expect((await gazetteer.exact(['frankfurt'])).size).toBe(0);
    expect((await gazetteer.exact(['berlijn'])).get('berlijn')?.[0]?.id).toBe(2950159);
    // A failing dataset leaves the one that was there.
    const broken = { id: 'broken', rows: () => Promise.reject(new Error('EIO')) };
    await expect(loadGazetteer(database.db, broken)).rejects.toThrow('EIO');
    expect(await loadedDataset(database.db)).toBe(other.id);
    expect(await loadGazetteer(database.db, datasetOfText('test', dump.join('\n')))).toMatchObject({ from: 'loaded' });
  });

  it('stops a load in progress when its server closes, leaving no claim behind', async () => {
    let parsed: (rows: GazetteerRows) => void = () => undefined;
    let parsing: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (parsing = resolve));
    const slow = {
      id: 'slow/1',
      rows: () => {
        parsing();
        return new Promise<GazetteerRows>((resolve) => (parsed = resolve));
      },
    };
    const loader = new GazetteerLoader(database.db, slow);
    const loading = loader.ready();
    // The server closes while the dump is being parsed; the parse ends after that.
    await asked;
    const closed = loader.close();
    parsed({ places: 1, placeBatches: ['[[1,"Stop","DE",0,0,1]]'], nameBatches: ['[["stop",1,true]]'] });
    await expect(loading).rejects.toBeInstanceOf(GazetteerLoadStopped);
    await closed;
    const claims = rowsOf<{ id: string }>(await database.db.execute(sql`SELECT id FROM gazetteer_datasets`));
    expect(claims.map((row) => row.id)).not.toContain('slow/1');
    expect((await gazetteer.byIds([1])).size).toBe(0);
    await expect(loader.ready()).rejects.toBeInstanceOf(GazetteerLoadStopped);
  });
});
