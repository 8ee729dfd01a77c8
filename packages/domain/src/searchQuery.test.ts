import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES, WORK_PREFERENCE_CODES } from './enums.ts';
import {
  SEARCH_QUERY_KEYS,
  canonicalSearchParams,
  changeSearchFilter,
  pageCount,
  parseSearchQuery,
  serializeSearchQuery,
} from './searchQuery.ts';
import { searchParamsSchema } from './searchParamsSchema.ts';
import type { SearchQuery } from './searchQuery.ts';

const q = (search: string) => parseSearchQuery(new URLSearchParams(search));

describe('parseSearchQuery', () => {
  it('reads every key of the search page', () => {
    expect(
      q(
        'any=java%20developer&pools=12,3&location=Berlin&hoursPerWeek=20-40&duration=3-6&workPrefs=rm,hy&openOnly=true&page=2&vmsId=VMS-7&status=ACTIVE,PAUSED',
      ),
    ).toStrictEqual({
      any: 'java developer',
      pools: [3, 12],
      location: 'Berlin',
      hoursPerWeek: { min: 20, max: 40 },
      duration: { min: 3, max: 6 },
      workPrefs: ['hy', 'rm'],
      openOnly: true,
      page: 2,
      vmsId: 'VMS-7',
      status: ['ACTIVE', 'PAUSED'],
    });
  });

  it('gives page 1 and nothing else for an empty query', () => {
    expect(q('')).toStrictEqual({ page: 1 });
  });

  it('drops empty, blank and malformed values instead of failing', () => {
    expect(
      q('any=%20%20&pools=x,,-1,0&hoursPerWeek=lots&duration=1-2-3&workPrefs=office&openOnly=no&page=-3&status=OPEN'),
    ).toStrictEqual({ page: 1 });
  });

  it.each([
    ['0', 1],
    ['1', 1],
    ['2', 2],
    ['2.5', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
  ])('reads page=%s as %d', (page, expected) => {
    expect(q(`page=${page}`).page).toBe(expected);
  });

  it('reads open-ended and reversed ranges', () => {
    expect(q('hoursPerWeek=20-').hoursPerWeek).toStrictEqual({ min: 20 });
    expect(q('hoursPerWeek=-40').hoursPerWeek).toStrictEqual({ max: 40 });
    expect(q('hoursPerWeek= 20 - 40 ').hoursPerWeek).toStrictEqual({ min: 20, max: 40 });
    expect(q('duration=1.5-2.25').duration).toStrictEqual({ min: 1.5, max: 2.25 });
    expect(q('hoursPerWeek=20-abc').hoursPerWeek).toBeUndefined();
    expect(q('hoursPerWeek=abc-20').hoursPerWeek).toBeUndefined();
    expect(q('hoursPerWeek=1.-2').hoursPerWeek).toBeUndefined();
    expect(q('hoursPerWeek=40-20').hoursPerWeek).toEqual({ min: 20, max: 40 });
    expect(q('hoursPerWeek=32').hoursPerWeek).toEqual({ min: 32, max: 32 });
    expect(q('hoursPerWeek=-').hoursPerWeek).toBeUndefined();
  });

  it('trims list items and drops ids that are not plain numbers', () => {
    expect(q('pools= 3 , 5 ,3a,a3,0x10,1e3').pools).toStrictEqual([3, 5]);
    expect(q('workPrefs= rm , hy').workPrefs).toStrictEqual(['hy', 'rm']);
  });

  it('reads openOnly from true or 1 only', () => {
    expect(q('openOnly=1').openOnly).toBe(true);
    expect(q('openOnly=TRUE').openOnly).toBe(true);
    expect(q('openOnly=false').openOnly).toBeUndefined();
    expect(q('openOnly=yes')).toStrictEqual({ page: 1 });
  });

  it('reads a page with surrounding blanks and rejects one with other characters', () => {
    expect(q('page=%203%20').page).toBe(3);
    expect(q('page=3x').page).toBe(1);
    expect(q('page=x3').page).toBe(1);
    expect(q('page=0x10').page).toBe(1);
    expect(q('page=1e3').page).toBe(1);
  });

  it('dedupes lists and accepts codes in any case', () => {
    expect(q('pools=5,5,2&workPrefs=RM,rm&status=active,ACTIVE').pools).toEqual([2, 5]);
    expect(q('workPrefs=RM,rm').workPrefs).toEqual(['rm']);
    expect(q('status=active,ACTIVE').status).toEqual(['ACTIVE']);
  });

  it('accepts the plain object a router hands over', () => {
    expect(parseSearchQuery({ any: 'nurse', pools: [4, 2], openOnly: true, page: 3, hoursPerWeek: '10-20' })).toEqual({
      any: 'nurse',
      pools: [2, 4],
      openOnly: true,
      page: 3,
      hoursPerWeek: { min: 10, max: 20 },
    });
    expect(parseSearchQuery({ any: { nested: true }, page: null, location: undefined })).toStrictEqual({ page: 1 });
  });
});

describe('serializeSearchQuery', () => {
  it('removes the any key when the text is empty', () => {
    expect(serializeSearchQuery({ any: '', page: 1 }).has('any')).toBe(false);
    expect(serializeSearchQuery({ any: '   ', page: 1 }).has('any')).toBe(false);
  });

  it('URL-encodes the text', () => {
    expect(serializeSearchQuery({ any: 'C# & .NET', page: 1 }).toString()).toBe('any=C%23+%26+.NET');
  });

  it('writes keys in the spec order and leaves page 1 out', () => {
    const params = serializeSearchQuery({
      status: ['CLOSED'],
      vmsId: 'V1',
      page: 4,
      openOnly: true,
      workPrefs: ['on'],
      duration: { min: 1 },
      hoursPerWeek: { max: 40 },
      location: 'Köln',
      pools: [7],
      any: 'nurse',
    });
    expect([...params.keys()]).toEqual([...SEARCH_QUERY_KEYS]);
    expect(params.get('hoursPerWeek')).toBe('-40');
    expect(params.get('duration')).toBe('1-');
    expect(serializeSearchQuery({ page: 1 }).toString()).toBe('');
  });

  it('writes a one-value range as a single number', () => {
    expect(serializeSearchQuery({ hoursPerWeek: { min: 32, max: 32 }, page: 1 }).toString()).toBe('hoursPerWeek=32');
    expect(serializeSearchQuery({ hoursPerWeek: {}, page: 1 }).toString()).toBe('');
  });

  it('omits openOnly when false', () => {
    expect(serializeSearchQuery({ openOnly: false, page: 1 }).has('openOnly')).toBe(false);
  });

  const queryArb: fc.Arbitrary<SearchQuery> = fc.record(
    {
      any: fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== ''),
      pools: fc.uniqueArray(fc.integer({ min: 1, max: 1e6 }), { minLength: 1 }).map((a) => a.sort((x, y) => x - y)),
      location: fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== ''),
      hoursPerWeek: fc
        .tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 80 }))
        .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
      duration: fc.integer({ min: 0, max: 48 }).map((min) => ({ min })),
      workPrefs: fc.subarray([...WORK_PREFERENCE_CODES], { minLength: 1 }),
      openOnly: fc.constant(true),
      page: fc.integer({ min: 1, max: 10_000 }),
      vmsId: fc.stringMatching(/^[A-Z0-9-]{1,12}$/),
      status: fc.subarray([...PROJECT_STATUSES], { minLength: 1 }),
    },
    { requiredKeys: ['page'] },
  );

  it('round-trips any canonical query through the URL', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const url = `?${serializeSearchQuery(query).toString()}`;
        expect(parseSearchQuery(new URL(url, 'http://x').searchParams)).toEqual(query);
      }),
    );
  });
});

describe('changeSearchFilter', () => {
  const onPage3: SearchQuery = { any: 'java', pools: [1], page: 3 };

  it('sends the user back to page 1 when a filter changes', () => {
    expect(changeSearchFilter(onPage3, { location: 'Berlin' })).toEqual({
      any: 'java',
      pools: [1],
      location: 'Berlin',
      page: 1,
    });
  });

  it('removes a filter set to undefined, also back to page 1', () => {
    expect(changeSearchFilter(onPage3, { pools: undefined })).toStrictEqual({ any: 'java', page: 1 });
  });

  it('resets the page even when the filter change comes with a page', () => {
    expect(changeSearchFilter(onPage3, { any: 'kotlin', page: 5 }).page).toBe(1);
  });

  it('keeps a plain page change', () => {
    expect(changeSearchFilter(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('does not change the query it was given', () => {
    const before = structuredClone(onPage3);
    changeSearchFilter(onPage3, { any: 'x' });
    expect(onPage3).toEqual(before);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [19, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [40, 20, 2],
    [41, 20, 3],
    [500, 500, 1],
  ])('%d results at %d per page give %d pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('rejects a page size that is not positive', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, -5)).toThrow(RangeError);
    expect(() => pageCount(10, Number.NaN)).toThrow(RangeError);
  });

  it('gives 0 pages for a negative or unknown total', () => {
    expect(pageCount(-1, 10)).toBe(0);
    expect(pageCount(Number.NaN, 10)).toBe(0);
  });
});

describe('canonicalSearchParams', () => {
  it('is the codec round trip as a string record', () => {
    expect(canonicalSearchParams({ any: '  java ', pools: '3,1,3,x', page: '1', status: 'nope' })).toEqual({
      any: 'java',
      pools: '1,3',
    });
    expect(canonicalSearchParams({ page: 2 })).toEqual({ page: '2' });
  });
});

describe('searchParamsSchema', () => {
  it('turns router params into the canonical string record', () => {
    expect(
      v.parse(searchParamsSchema, {
        any: '  java ',
        pools: '3,1,3,x',
        page: '1',
        openOnly: 'true',
        hoursPerWeek: '40-20',
      }),
    ).toEqual({ any: 'java', pools: '1,3', hoursPerWeek: '20-40', openOnly: 'true' });
  });

  it('keeps page 2 and drops unknown keys and junk values instead of failing', () => {
    expect(v.parse(searchParamsSchema, { page: 2, status: 'nope', workPrefs: 'hy', utm_source: 'x' })).toEqual({
      workPrefs: 'hy',
      page: '2',
    });
    expect(v.parse(searchParamsSchema, {})).toEqual({});
  });

  it('rejects what is no params record at all', () => {
    expect(v.safeParse(searchParamsSchema, 'any=java').success).toBe(false);
  });

  it('is idempotent: its output parses to itself', () => {
    const once = v.parse(searchParamsSchema, { any: 'Köln', location: 'DE', duration: '6', page: '3' });
    expect(v.parse(searchParamsSchema, once)).toEqual(once);
  });
});
