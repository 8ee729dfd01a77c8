// The URL's search state to the contract's request: the page, the listing scope, locations,
// and the contract's bounds.
import { parseSearchQuery } from '@talent/domain';
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE, locationFilter, scopedQuery, toJobAlertSearch, toSearchRequest } from './searchRequest.ts';
import { findSiteCity } from './queries.ts';

const parse = (search: string) => parseSearchQuery(new URLSearchParams(search));
const request = (search: string, scope = {}) => toSearchRequest(parse(search), scope);

describe('toSearchRequest', () => {
  it('asks for the page of the URL, twenty at a time', () => {
    expect(SEARCH_PAGE_SIZE).toBe(20);
    expect(request('')).toEqual({ offset: 0, size: 20, filters: { openOnly: false } });
    expect(request('page=3')).toMatchObject({ offset: 40, size: 20 });
  });

  it('sends every filter of the URL', () => {
    expect(
      request(
        'any=java%20dev&pools=3,1&location=Berlin&hoursPerWeek=20-40&duration=-6&workPrefs=rm,hy&openOnly=true&status=PAUSED&vmsId=A-1',
      ),
    ).toEqual({
      offset: 0,
      size: 20,
      query: 'java dev',
      filters: {
        pools: [1, 3],
        location: { city: 'Berlin' },
        hoursPerWeek: { min: 20, max: 40 },
        duration: { max: 6 },
        workPrefs: ['hy', 'rm'],
        openOnly: true,
        status: ['PAUSED'],
        vmsId: 'A-1',
      },
    });
  });

  it('keeps the contract’s bounds: text of 200 characters, ranges up to 10000, offsets up to 100000', () => {
    const long = 'a'.repeat(250);
    const r = request(`any=${long}&hoursPerWeek=99999-&page=999999`);
    expect(r.query).toHaveLength(200);
    expect(r.filters?.hoursPerWeek).toEqual({ min: 10_000 });
    expect(r.offset).toBe(100_000);
  });

  it('a listing’s city replaces the location of the URL', () => {
    expect(request('location=DE', { city: 'München' }).filters?.location).toEqual({ city: 'München' });
  });

  it('a listing’s city with a place asks for the place, whatever the city is called in the URL', () => {
    // A site location is a city listing's scope as it is.
    const site = { placeId: 2867714, country: 'DE', city: 'München', names: ['Munich'] };
    expect(request('location=Berlin', site).filters?.location).toEqual({ placeId: 2867714 });
    // A city without a place is asked for by its name.
    expect(request('', { country: 'DE', city: 'Atlantis' }).filters?.location).toEqual({ city: 'Atlantis' });
  });

  it('a listing’s pools are searched, narrowed to the chosen ones among them', () => {
    expect(request('', { pools: [1, 2] }).filters?.pools).toEqual([1, 2]);
    expect(request('pools=2', { pools: [1, 2] }).filters?.pools).toEqual([2]);
    // A chosen pool outside the listing does not widen it.
    expect(request('pools=9', { pools: [1, 2] }).filters?.pools).toEqual([1, 2]);
  });
});

describe('locationFilter', () => {
  it('reads a two-letter upper-case code as a country and anything else as a city', () => {
    expect(locationFilter('DE')).toEqual({ country: 'DE' });
    expect(locationFilter('Berlin')).toEqual({ city: 'Berlin' });
    expect(locationFilter('Ry')).toEqual({ city: 'Ry' });
  });
});

describe('scopedQuery', () => {
  it('folds a listing’s city and pools into the search, so the in-app search asks the same question', () => {
    const query = parse('any=java&location=DE&pools=2,9&page=3');
    const scope = { city: 'München', pools: [1, 2] };
    expect(scopedQuery(query, scope)).toEqual({ any: 'java', location: 'München', pools: [2], page: 3 });
    expect(toSearchRequest(scopedQuery(query, scope))).toEqual(toSearchRequest(query, scope));
  });

  it('leaves a search without a listing as it is', () => {
    const query = parse('any=java&location=Berlin&workPrefs=rm');
    expect(scopedQuery(query)).toEqual(query);
  });
});

describe('toJobAlertSearch', () => {
  it('saves the text and the filters as the search sends them, without the page, vmsId and status', () => {
    const query = parse(
      'any=java%20dev&pools=3,1&location=DE&hoursPerWeek=20-40&duration=-6&workPrefs=rm&openOnly=true&page=4&status=PAUSED&vmsId=A-1',
    );
    expect(toJobAlertSearch(query)).toEqual({
      query: 'java dev',
      filters: {
        pools: [1, 3],
        location: { country: 'DE' },
        hoursPerWeek: { min: 20, max: 40 },
        duration: { max: 6 },
        workPrefs: ['rm'],
        openOnly: true,
      },
    });
    const { query: text, filters } = toSearchRequest(query);
    const { vmsId: _vmsId, status: _status, ...sent } = filters ?? { openOnly: false };
    expect(toJobAlertSearch(query)).toEqual({ query: text, filters: sent });
  });

  it('includes a listing’s fixed filters and leaves out an empty text', () => {
    expect(toJobAlertSearch(parse(''), { city: 'Berlin', pools: [7] })).toEqual({
      filters: { pools: [7], location: { city: 'Berlin' }, openOnly: false },
    });
  });
});

describe('findSiteCity', () => {
  const locations = [
    { placeId: 2867714, country: 'DE', city: 'München', names: ['Munich'] },
    { placeId: 2950159, country: 'DE', city: 'Berlin' },
    { country: 'DE', city: 'Atlantis' },
  ];

  it('finds a city by the slug of its name in the reader’s language, or of any other name it has', () => {
    expect(findSiteCity(locations, 'munchen')?.placeId).toBe(2867714);
    expect(findSiteCity(locations, 'munich')?.placeId).toBe(2867714);
    expect(findSiteCity(locations, 'München')?.placeId).toBe(2867714);
    expect(findSiteCity(locations, 'atlantis')?.city).toBe('Atlantis');
    expect(findSiteCity(locations, 'monaco-di-baviera')).toBeUndefined();
    expect(findSiteCity(locations, '--')).toBeUndefined();
  });
});
