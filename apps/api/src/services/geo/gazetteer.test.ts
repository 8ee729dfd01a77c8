// The gazetteer's building blocks on small, hand-written data.
import { describe, expect, it } from 'vitest';
import {
  boundedEditDistance,
  buildGazetteer,
  buildGazetteerIndex,
  decodeGazetteerIndex,
  encodeGazetteerIndex,
  gazetteerOf,
  normaliseName,
} from './gazetteer.ts';
import { parseQuery, resolveLocation } from './geoResolve.ts';
import { geonamesLine as line } from '../../test/geonames.ts';

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
  const dump = [
    line(2925533, 'Frankfurt am Main', 'Frankfurt,FRA', 'DE', 650000),
    line(2925535, 'Frankfurt (Oder)', 'Frankfurt an der Oder', 'DE', 57000),
    line(2925000, 'Old Frankfurt', 'Frankfurt', 'DE', 900000, 'PPLH'),
    // Out of id order, and with names past U+FFFF and in U+E000–U+FFFF (U+FA0E, a CJK ideograph), whose UTF-16 order is not their UTF-8 order.
    line(1850147, 'Tokyo', '東京,𠮷野家,\uFA0E村', 'JP', 8336599),
    'not a dump line',
  ].join('\n');

  it('indexes names, alternates and unqualified names, most populous first, skipping historical places', () => {
    const gazetteer = buildGazetteer(dump);
    expect(gazetteer.size).toBe(3);
    expect(gazetteer.exact('frankfurt').map((p) => p.name)).toEqual(['Frankfurt am Main', 'Frankfurt (Oder)']);
    // Codes among the alternate names are not names.
    expect(gazetteer.exact('fra')).toEqual([]);
    expect(gazetteer.near('frankfurt oderr', 2).map((m) => m.place.name)).toEqual(['Frankfurt (Oder)']);
    expect(resolveLocation(gazetteer, { city: 'Frankfurt', country: 'DE' })).toEqual({
      result: 'SUCCESS',
      issues: [],
      location: { placeId: 2925533, city: 'Frankfurt am Main', country: 'DE', latitude: 50.1, longitude: 8.6 },
    });
  });

  it('finds places by GeoNames id and every name in any script', () => {
    const gazetteer = buildGazetteer(dump);
    expect(gazetteer.byId(2925535)?.name).toBe('Frankfurt (Oder)');
    expect(gazetteer.byId(1850147)?.name).toBe('Tokyo');
    expect(gazetteer.byId(2925000)).toBeUndefined();
    expect(gazetteer.byId(1)).toBeUndefined();
    for (const name of ['東京', '𠮷野家', '\uFA0E村', 'tokyo']) {
      expect(
        gazetteer.exact(normaliseName(name)).map((p) => p.id),
        name,
      ).toEqual([1850147]);
    }
  });

  it('reads back the index file it writes, and refuses another format or dataset', () => {
    const index = buildGazetteerIndex(dump);
    const file = encodeGazetteerIndex(index, 'test-dump');
    const decoded = decodeGazetteerIndex(new Uint8Array(file), 'test-dump');
    expect(decoded).toBeDefined();
    const gazetteer = gazetteerOf(decoded!);
    expect(gazetteer.exact('frankfurt an der oder').map((p) => p.id)).toEqual([2925535]);
    expect(gazetteer.byId(2925533)).toMatchObject({ country: 'DE', latitude: 50.1, population: 650000 });
    // A copy at an odd offset is still read (copied once to align it).
    const shifted = new Uint8Array(file.length + 1);
    shifted.set(file, 1);
    expect(gazetteerOf(decodeGazetteerIndex(shifted.subarray(1), 'test-dump')!).size).toBe(3);
    expect(decodeGazetteerIndex(new Uint8Array(file), 'another-dump')).toBeUndefined();
    expect(decodeGazetteerIndex(new Uint8Array(file.subarray(0, file.length - 8)), 'test-dump')).toBeUndefined();
    expect(decodeGazetteerIndex(Buffer.from('{"magic":"x"}\n'), 'test-dump')).toBeUndefined();
  });
});
