import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './searchParams.ts';

describe('search params', () => {
  it('reads a query as plain strings', () => {
    expect(parseSearch('?any=java%20developer&pools=1,2&page=2')).toEqual({
      any: 'java developer',
      pools: '1,2',
      page: '2',
    });
  });

  it('writes plain, readable params, lists joined with commas', () => {
    expect(stringifySearch({ any: 'java developer', pools: [1, 2], page: 2, openOnly: true })).toBe(
      '?any=java+developer&pools=1%2C2&page=2&openOnly=true',
    );
  });

  it('leaves out empty, null and undefined values and empty lists', () => {
    expect(stringifySearch({ any: '', pools: [], page: undefined, city: null })).toBe('');
  });

  it.each([
    ['?any=java&pools=1,2&page=3'],
    ['?redirect=%2Fapp%2Fprofile%3Ftab%3Dcv'],
    ['?any=caf%C3%A9+%26+bar&location=K%C3%B6ln'],
    [''],
  ])('round-trips %s', (query) => {
    const parsed = parseSearch(query);
    expect(parseSearch(stringifySearch(parsed))).toEqual(parsed);
  });

  it('keeps a path with its own query intact inside redirect', () => {
    const text = stringifySearch({ redirect: '/app/profile?tab=cv&x=1' });
    expect(parseSearch(text)).toEqual({ redirect: '/app/profile?tab=cv&x=1' });
  });

  it('keeps the last of a repeated key', () => {
    expect(parseSearch('?page=1&page=4')).toEqual({ page: '4' });
  });
});
