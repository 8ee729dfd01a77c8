// The gazetteer's building blocks on small, hand-written data.
import { describe, expect, it } from 'vitest';
import { boundedEditDistance, buildGazetteer, normaliseName } from './gazetteer.ts';
import { parseQuery, resolveLocation } from './geoResolve.ts';

// GeoNames dump lines: id, name, ascii, alternates, lat, lon, class, feature, country, cc2,
// admin1–4, population, elevation, dem, timezone, modified.
const line = (name: string, alternates: string, country: string, population: number, feature = 'PPL') =>
  [
    1,
    name,
    name,
    alternates,
    '50.1',
    '8.6',
    'P',
    feature,
    country,
    '',
    '',
    '',
    '',
    '',
    population,
    '',
    0,
    'UTC',
    '2023-01-01',
  ].join('\t');

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

describe('buildGazetteer', () => {
  it('indexes names, alternates and unqualified names, most populous first, skipping historical places', async () => {
    const gazetteer = await buildGazetteer(
      [
        line('Frankfurt am Main', 'Frankfurt,FRA', 'DE', 650000),
        line('Frankfurt (Oder)', 'Frankfurt an der Oder', 'DE', 57000),
        line('Old Frankfurt', 'Frankfurt', 'DE', 900000, 'PPLH'),
        'not a dump line',
      ].join('\n'),
      1,
    );
    expect(gazetteer.size).toBe(2);
    expect(gazetteer.exact('frankfurt').map((p) => p.name)).toEqual(['Frankfurt am Main', 'Frankfurt (Oder)']);
    // Codes among the alternate names are not names.
    expect(gazetteer.exact('fra')).toEqual([]);
    expect(gazetteer.near('frankfurt oderr', 2).map((m) => m.place.name)).toEqual(['Frankfurt (Oder)']);
    expect(resolveLocation(gazetteer, { city: 'Frankfurt', country: 'DE' })).toEqual({
      result: 'SUCCESS',
      issues: [],
      location: { city: 'Frankfurt am Main', country: 'DE', latitude: 50.1, longitude: 8.6 },
    });
  });
});
