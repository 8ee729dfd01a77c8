// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCache } from './pageCache.ts';

const page = (html: string) => ({ status: 200, html });

describe('pageCache', () => {
  it('keeps a page for its seconds, then asks for a new rendering', async () => {
    let now = 1_000;
    const cache = pageCache({ seconds: 15, now: () => now });
    expect(cache.lookup('a')).toBeUndefined();
    cache.fill('a').keep(page('<p>a</p>'));
    await expect(cache.lookup('a')).resolves.toEqual(page('<p>a</p>'));
    now += 14_999;
    await expect(cache.lookup('a')).resolves.toEqual(page('<p>a</p>'));
    now += 2;
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('lets visitors asking while a page renders wait for that rendering', async () => {
    const cache = pageCache({ seconds: 15 });
    const fill = cache.fill('a');
    const waiting = cache.lookup('a');
    expect(waiting).toBeDefined();
    fill.keep(page('<p>a</p>'));
    await expect(waiting).resolves.toEqual(page('<p>a</p>'));
  });

  it('keeps nothing from a rendering that drops: its waiters render their own', async () => {
    const cache = pageCache({ seconds: 15 });
    const fill = cache.fill('a');
    const waiting = cache.lookup('a');
    fill.drop();
    await expect(waiting).resolves.toBeUndefined();
    expect(cache.lookup('a')).toBeUndefined();
    // Only the first end counts: a drop after keeping (the stream's cleanup) keeps the page.
    const again = cache.fill('a');
    again.keep(page('<p>b</p>'));
    again.drop();
    await expect(cache.lookup('a')).resolves.toEqual(page('<p>b</p>'));
  });

  it('keeps at most its size, dropping the least recently used pages', async () => {
    const cache = pageCache({ seconds: 15, maxSize: 10 });
    cache.fill('a').keep(page('12345'));
    cache.fill('b').keep(page('12345'));
    await cache.lookup('a');
    cache.fill('c').keep(page('12345'));
    expect(cache.lookup('b')).toBeUndefined();
    await expect(cache.lookup('a')).resolves.toEqual(page('12345'));
    // A page larger than the whole cache is not kept.
    cache.fill('d').keep(page('12345678901'));
    expect(cache.lookup('d')).toBeUndefined();
  });

  it('keeps nothing when off (0 seconds)', () => {
    const cache = pageCache({ seconds: 0 });
    cache.fill('a').keep(page('<p>a</p>'));
    expect(cache.lookup('a')).toBeUndefined();
  });
});
