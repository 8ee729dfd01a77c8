import { describe, expect, it } from 'vitest';
import { searchCache } from './searchCache.ts';

describe('searchCache', () => {
  it('computes a search once for concurrent and later requests of the same key', async () => {
    const cache = searchCache(60);
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { total: runs };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('acme', 'q', compute)));
    expect(answers).toEqual([{ total: 1 }, { total: 1 }, { total: 1 }]);
    expect(await cache.get('acme', 'q', compute)).toEqual({ total: 1 });
    expect(await cache.get('acme', 'other', compute)).toEqual({ total: 2 });
    expect(await cache.get('globex', 'q', compute)).toEqual({ total: 3 });
  });

  it('forgets failures and retires a tenant’s entries when its catalog changes', async () => {
    const cache = searchCache(60);
    await expect(cache.get('acme', 'q', () => Promise.reject(new Error('down')))).rejects.toThrow(Error);
    expect(await cache.get('acme', 'q', () => Promise.resolve({ total: 1 }))).toEqual({ total: 1 });
    await cache.catalogChanged('acme');
    expect(await cache.get('acme', 'q', () => Promise.resolve({ total: 2 }))).toEqual({ total: 2 });
  });

  it('caches nothing when turned off', async () => {
    const cache = searchCache(0);
    let runs = 0;
    const compute = () => Promise.resolve({ total: ++runs });
    await cache.get('acme', 'q', compute);
    expect(await cache.get('acme', 'q', compute)).toEqual({ total: 2 });
  });
});
