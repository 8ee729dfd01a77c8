// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERVE_LIMIT_SECONDS, pageCache } from './pageCache.ts';
import type { PageCache, PageCacheOptions, PageFill } from './pageCache.ts';

const page = (html: string) => ({ status: 200, html });

/**
 * Lets the cache take what a rendering ended with: lru-cache stores a fetch's result in a later
 * microtask, so the next visitor's lookup comes after it, as the next request does.
 */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The fill a lookup hands out to render the page; fails when the lookup gives anything else. */
async function mustRender(cache: PageCache, key: string): Promise<PageFill> {
  const found = await cache.lookup(key);
  if (!('fill' in found)) throw new Error(`expected to render ${key}, got ${JSON.stringify(found)}`);
  return found.fill;
}

/** A cache that is on (`seconds` > 0). */
function cacheOn(options: PageCacheOptions): PageCache {
  const cache = pageCache(options);
  if (cache === undefined) throw new Error('expected a cache');
  return cache;
}

describe('pageCache', () => {
  it('serves a page fresh for its seconds, then at once while one visitor’s lookup renews it', async () => {
    let now = 1_000;
    const cache = cacheOn({ seconds: 15, now: () => now });
    (await mustRender(cache, 'a')).keep(page('<p>a</p>'));
    await settled();
    expect(await cache.lookup('a')).toEqual({ page: page('<p>a</p>') });
    now += 14_999;
    expect(await cache.lookup('a')).toEqual({ page: page('<p>a</p>') });
    now += 1;
    // Past its seconds: the first visitor gets the page and the renewal, the others the page only.
    const first = await cache.lookup('a');
    expect(first).toMatchObject({ page: page('<p>a</p>') });
    expect(first).toHaveProperty('refresh');
    expect(await cache.lookup('a')).toEqual({ page: page('<p>a</p>') });
    if (!('refresh' in first) || !first.refresh) throw new Error('no renewal');
    now += 50;
    first.refresh.keep(page('<p>a, again</p>'));
    await settled();
    expect(await cache.lookup('a')).toEqual({ page: page('<p>a, again</p>') });
    // Fresh again for its seconds from the renewal.
    now += 14_999;
    expect(await cache.lookup('a')).toEqual({ page: page('<p>a, again</p>') });
  });

  it('keeps serving the old page when its renewal drops, and renews again at the next lookup', async () => {
    let now = 0;
    const cache = cacheOn({ seconds: 15, now: () => now });
    (await mustRender(cache, 'a')).keep(page('<p>a</p>'));
    await settled();
    now += 15_000;
    const first = await cache.lookup('a');
    if (!('refresh' in first) || !first.refresh) throw new Error('no renewal');
    first.refresh.drop();
    await settled();
    const next = await cache.lookup('a');
    expect(next).toMatchObject({ page: page('<p>a</p>') });
    expect(next).toHaveProperty('refresh');
  });

  it('serves a kept page no older than the serve limit: after it, the next visitor renders and waits', async () => {
    let now = 0;
    const cache = cacheOn({ seconds: 15, now: () => now });
    (await mustRender(cache, 'a')).keep(page('<p>a</p>'));
    await settled();
    now += SERVE_LIMIT_SECONDS * 1000 - 1;
    const last = await cache.lookup('a');
    expect(last).toMatchObject({ page: page('<p>a</p>') });
    if ('refresh' in last) last.refresh?.drop();
    await settled();
    now += 1;
    expect(SERVE_LIMIT_SECONDS).toBeLessThan(30);
    expect(Object.keys(await cache.lookup('a'))).toEqual(['fill']);
  });

  it('lets visitors asking while a page renders for the first time wait for that rendering', async () => {
    const cache = cacheOn({ seconds: 15 });
    const fill = await mustRender(cache, 'a');
    const waiting = await cache.lookup('a');
    if (!('wait' in waiting)) throw new Error('expected to wait');
    fill.keep(page('<p>a</p>'));
    await expect(waiting.wait).resolves.toEqual(page('<p>a</p>'));
  });

  it('keeps nothing from a rendering that drops: its waiters render their own', async () => {
    const cache = cacheOn({ seconds: 15 });
    const fill = await mustRender(cache, 'a');
    const waiting = await cache.lookup('a');
    fill.drop();
    if (!('wait' in waiting)) throw new Error('expected to wait');
    await expect(waiting.wait).resolves.toBeUndefined();
    // Only the first end counts: a drop after keeping (the stream's cleanup) keeps the page.
    const again = await mustRender(cache, 'a');
    again.keep(page('<p>b</p>'));
    again.drop();
    await settled();
    expect(await cache.lookup('a')).toEqual({ page: page('<p>b</p>') });
  });

  it('keeps at most its size, dropping the least recently used pages', async () => {
    const cache = cacheOn({ seconds: 15, maxSize: 10 });
    (await mustRender(cache, 'a')).keep(page('12345'));
    await settled();
    (await mustRender(cache, 'b')).keep(page('12345'));
    await settled();
    await cache.lookup('a');
    (await mustRender(cache, 'c')).keep(page('12345'));
    await settled();
    expect(Object.keys(await cache.lookup('b'))).toEqual(['fill']);
    expect(await cache.lookup('a')).toEqual({ page: page('12345') });
    // A page larger than the whole cache is not kept.
    (await mustRender(cache, 'd')).keep(page('12345678901'));
    await settled();
    expect('fill' in (await cache.lookup('d'))).toBe(true);
  });

  it('hands a rendering’s page to its waiters even when newer pages pushed its entry out meanwhile', async () => {
    const cache = cacheOn({ seconds: 15, maxSize: 10 });
    const fill = await mustRender(cache, 'a');
    const waiting = await cache.lookup('a');
    if (!('wait' in waiting)) throw new Error('expected to wait');
    // Two pages that fill the cache on their own, rendered while 'a' still renders.
    (await mustRender(cache, 'b')).keep(page('1234567890'));
    await settled();
    (await mustRender(cache, 'c')).keep(page('1234567890'));
    await settled();
    fill.keep(page('<p>a</p>'));
    await expect(waiting.wait).resolves.toEqual(page('<p>a</p>'));
  });

  it('is no cache when off (0 seconds): every page is rendered', () => {
    expect(pageCache({ seconds: 0 })).toBeUndefined();
  });
});
