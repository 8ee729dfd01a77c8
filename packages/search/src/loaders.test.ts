// The pure parts of the loaders: the canonical search params of every search route, and how the
// ambiguous pool paths are read.
import { describe, expect, it } from 'vitest';
import { poolPathParams } from './loaders.ts';
import { validateProjectSearch } from './searchParams.ts';

describe('validateProjectSearch', () => {
  it('keeps the search keys in canonical form and drops the rest', () => {
    expect(
      validateProjectSearch({ pools: '3,x,1', page: '1', any: '  java ', utm_source: 'mail', openOnly: 'yes' }),
    ).toEqual({
      any: 'java',
      pools: '1,3',
    });
    expect(validateProjectSearch({ page: '2', workPrefs: 'RM,hy', hoursPerWeek: '40-20' })).toEqual({
      hoursPerWeek: '20-40',
      workPrefs: 'hy,rm',
      page: '2',
    });
  });

  it('removes an empty text', () => {
    expect(validateProjectSearch({ any: '' })).toEqual({});
  });
});

describe('poolPathParams', () => {
  it('reads name, id and city', () => {
    expect(poolPathParams({ poolName: 'java', id: '7', city: 'berlin' })).toEqual({ poolId: 7, city: 'berlin' });
  });

  it('reads two segments by which one is a number', () => {
    expect(poolPathParams({ poolName: 'java', id: '7' })).toEqual({ poolId: 7, city: undefined });
    expect(poolPathParams({ id: 'java', city: '7' })).toEqual({ poolId: 7, city: undefined });
    expect(poolPathParams({ id: '7', city: 'berlin' })).toEqual({ poolId: 7, city: 'berlin' });
    expect(poolPathParams({ poolName: '7', id: 'berlin' })).toEqual({ poolId: 7, city: 'berlin' });
  });

  it('reads a lone id, and finds no pool without a numeric id', () => {
    expect(poolPathParams({ id: '7' })).toEqual({ poolId: 7, city: undefined });
    expect(poolPathParams({ poolName: 'java', id: 'dev' })).toBeUndefined();
    expect(poolPathParams({ id: '0' })).toBeUndefined();
    expect(poolPathParams({ poolName: 'java', id: 'x', city: 'berlin' })).toBeUndefined();
  });
});
