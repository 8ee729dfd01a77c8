import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseId, parseUrlSearch, stringifyUrlSearch } from './urlParams.ts';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
    [7, 7],
  ])('reads %j as %j', (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });

  it.each([
    ['0'],
    ['01'],
    ['-1'],
    ['+1'],
    ['1.5'],
    ['1e3'],
    [' 1'],
    ['1 '],
    ['12a'],
    [''],
    ['9007199254740992'],
    ['12345678901234567'],
    [0],
    [-3],
    [1.5],
    [undefined],
    [null],
    [{}],
    // Only text and numbers are read: a value that merely prints as an id is not one.
    [['5']],
    [{ toString: () => '5' }],
  ])('rejects %j', (raw) => {
    expect(parseId(raw)).toBeNull();
  });

  it('reads back every positive safe integer it is given as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseId(String(id))).toBe(id);
      }),
    );
  });
});

describe('URL search params', () => {
  it('reads a query as plain strings', () => {
    expect(parseUrlSearch('?any=java%20developer&pools=1,2&page=2')).toEqual({
      any: 'java developer',
      pools: '1,2',
      page: '2',
    });
  });

  it('reads a query without its question mark', () => {
    expect(parseUrlSearch('a=1')).toEqual({ a: '1' });
  });

  it('writes plain, readable params, lists joined with commas', () => {
    expect(stringifyUrlSearch({ any: 'java developer', pools: [1, 2], page: 2, openOnly: true })).toBe(
      '?any=java+developer&pools=1%2C2&page=2&openOnly=true',
    );
  });

  it('leaves out empty, null and undefined values and empty lists', () => {
    expect(stringifyUrlSearch({ any: '', pools: [], page: undefined, city: null })).toBe('');
  });

  it('keeps zero and false, which are values', () => {
    expect(stringifyUrlSearch({ page: 0, openOnly: false })).toBe('?page=0&openOnly=false');
  });

  it('leaves out values that have no URL text (functions, symbols, bigints)', () => {
    expect(stringifyUrlSearch({ f: () => 1, s: Symbol('x'), b: 2n, page: 2 })).toBe('?page=2');
  });

  it('writes an object as JSON', () => {
    expect(parseUrlSearch(stringifyUrlSearch({ range: { min: 1 } }))).toEqual({ range: '{"min":1}' });
  });

  it.each([
    ['?any=java&pools=1,2&page=3'],
    ['?redirect=%2Fapp%2Fprofile%3Ftab%3Dcv'],
    ['?any=caf%C3%A9+%26+bar&location=K%C3%B6ln'],
    [''],
  ])('round-trips %s', (query) => {
    const parsed = parseUrlSearch(query);
    expect(parseUrlSearch(stringifyUrlSearch(parsed))).toEqual(parsed);
  });

  it('keeps a path with its own query intact inside redirect', () => {
    const text = stringifyUrlSearch({ redirect: '/app/profile?tab=cv&x=1' });
    expect(parseUrlSearch(text)).toEqual({ redirect: '/app/profile?tab=cv&x=1' });
  });

  it('reads __proto__ as a plain key, never as the prototype', () => {
    const parsed = parseUrlSearch('?__proto__=x');
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('keeps the last of a repeated key', () => {
    expect(parseUrlSearch('?page=1&page=4')).toEqual({ page: '4' });
  });

  it('round-trips any record of non-empty strings', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })), (record) => {
        expect(parseUrlSearch(stringifyUrlSearch(record))).toEqual(record);
      }),
    );
  });
});
