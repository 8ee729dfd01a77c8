import { describe, expect, it, vi } from 'vitest';
import { searchCache } from './searchCache.ts';

describe('searchCache', () => {
  it('computes a search once for concurrent and later requests of the same key', async () => {
    const cache = searchCache(60);
    let runs = 0;
    // The first computation stays pending until all three requests have asked: they overlap for sure.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      runs++;
      if (runs === 1) await held;
      return { total: runs };
    };
    const asked = [1, 2, 3].map(() => cache.get('acme', 'q', compute));
    await vi.waitFor(() => expect(runs).toBe(1));
    release();
    const answers = await Promise.all(asked);
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
