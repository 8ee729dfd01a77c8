import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { childText, childrenNamed, parseXml } from '../../../test/xml.ts';
import type { SitemapPage } from '../../services/catalog/sitemap.ts';
import { SITEMAP_LIMITS, renderSitemap, renderSitemapIndex, sitemapFileName } from './sitemapXml.ts';

const ORIGIN = 'https://talent.example';
const pages = (n: number): SitemapPage[] =>
  Array.from({ length: n }, (_, i) => ({
    path: `/projects/job-${i}/${i}`,
    lastmod: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  }));
/** The XML of a part, as a crawler reads it after inflating. */
const xmlOf = (part: { gzip: Buffer } | undefined) => gunzipSync(part!.gzip).toString('utf8');
const locs = (part: { gzip: Buffer } | undefined) =>
  childrenNamed(parseXml(xmlOf(part)), 'url').map((url) => childText(url, 'loc'));

describe('renderSitemap', () => {
  it("keeps to the protocol's limits by default", () => {
    expect(SITEMAP_LIMITS).toEqual({ maxUrls: 50_000, maxBytes: 52_428_800 });
  });

  it('splits at the URL limit, keeping the order, each part dated by its latest page', async () => {
    const parts = await renderSitemap(pages(5), ['en'], 0, ORIGIN, { maxUrls: 2, maxBytes: 1e9 });
    expect(parts.map((part) => locs(part))).toEqual([
      [`${ORIGIN}/projects/job-0/0?lang=en`, `${ORIGIN}/projects/job-1/1?lang=en`],
      [`${ORIGIN}/projects/job-2/2?lang=en`, `${ORIGIN}/projects/job-3/3?lang=en`],
      [`${ORIGIN}/projects/job-4/4?lang=en`],
    ]);
    expect(parts.map((part) => part.lastmod)).toEqual([
      '2026-01-02T00:00:00.000Z',
      '2026-01-04T00:00:00.000Z',
      '2026-01-05T00:00:00.000Z',
    ]);
  });

  it('splits at the byte limit: no part is larger, and a part holds as many URLs as fit', async () => {
    const [one] = await renderSitemap(pages(1), ['en', 'de'], 0, ORIGIN, SITEMAP_LIMITS);
    const emptySize = Buffer.byteLength(xmlOf((await renderSitemap([], ['en'], 0, ORIGIN, SITEMAP_LIMITS))[0]));
    const entrySize = Buffer.byteLength(xmlOf(one)) - emptySize;
    // Room for exactly three entries of this size (the ids 0–9 keep every entry the same length).
    const maxBytes = emptySize + 3 * entrySize;
    const parts = await renderSitemap(pages(10), ['en', 'de'], 0, ORIGIN, { maxUrls: 100, maxBytes });
    expect(parts.map((part) => locs(part).length)).toEqual([3, 3, 3, 1]);
    for (const part of parts) expect(Buffer.byteLength(xmlOf(part))).toBeLessThanOrEqual(maxBytes);
    const tighter = await renderSitemap(pages(10), ['en', 'de'], 0, ORIGIN, { maxUrls: 100, maxBytes: maxBytes - 1 });
    expect(tighter.map((part) => locs(part).length)).toEqual([2, 2, 2, 2, 2]);
  });

  it('still lists a page larger than the byte limit, alone in its part', async () => {
    const parts = await renderSitemap(pages(2), ['en'], 0, ORIGIN, { maxUrls: 10, maxBytes: 10 });
    expect(parts.map((part) => locs(part).length)).toEqual([1, 1]);
  });

  it('renders an empty, valid sitemap when there are no pages', async () => {
    const parts = await renderSitemap([], ['en'], 0, ORIGIN, SITEMAP_LIMITS);
    expect(parts).toHaveLength(1);
    expect(parseXml(xmlOf(parts[0])).name).toBe('urlset');
    expect(parts[0]!.lastmod).toBeUndefined();
  });

  it('gives each URL its language versions and the URL without a language as x-default', async () => {
    const page: SitemapPage = { path: ['/projects/pool/java-developers/7', '/projects/pool/java-entwickler/7'] };
    const [part] = await renderSitemap([page, { path: '/terms' }], ['en', 'de'], 1, ORIGIN, SITEMAP_LIMITS);
    const [pool, terms] = childrenNamed(parseXml(xmlOf(part)), 'url');
    expect(childText(pool!, 'loc')).toBe(`${ORIGIN}/projects/pool/java-entwickler/7?lang=de`);
    expect(childText(pool!, 'lastmod')).toBeUndefined();
    expect(childrenNamed(pool!, 'link').map((link) => [link.uri, link.attributes])).toEqual([
      [
        'http://www.w3.org/1999/xhtml',
        { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}/projects/pool/java-developers/7?lang=en` },
      ],
      [
        'http://www.w3.org/1999/xhtml',
        { rel: 'alternate', hreflang: 'de', href: `${ORIGIN}/projects/pool/java-entwickler/7?lang=de` },
      ],
      [
        'http://www.w3.org/1999/xhtml',
        { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/projects/pool/java-developers/7` },
      ],
    ]);
    expect(childText(terms!, 'loc')).toBe(`${ORIGIN}/terms?lang=de`);
  });

  it('escapes the URLs', async () => {
    const [part] = await renderSitemap([{ path: "/pages/a&b'<c>" }], ['en'], 0, ORIGIN, SITEMAP_LIMITS);
    expect(xmlOf(part)).toContain('/pages/a&amp;b&apos;&lt;c&gt;?lang=en');
    expect(locs(part)).toEqual([`${ORIGIN}/pages/a&b'<c>?lang=en`]);
  });

  it('yields to the event loop while rendering a large sitemap', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await renderSitemap(pages(10_000), ['en', 'de', 'uk'], 0, ORIGIN, SITEMAP_LIMITS);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('sitemap files and index', () => {
  it('names the first part by its language and numbers the others from 2', () => {
    expect([0, 1, 2].map((n) => sitemapFileName('de', n))).toEqual(['de.xml', 'de-2.xml', 'de-3.xml']);
  });

  it('lists each file on the origin with its date, where it has one', () => {
    const root = parseXml(renderSitemapIndex(ORIGIN, [{ name: 'en.xml', lastmod: '2026-01-01' }, { name: 'de.xml' }]));
    expect(root.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(
      childrenNamed(root, 'sitemap').map((entry) => [childText(entry, 'loc'), childText(entry, 'lastmod')]),
    ).toEqual([
      [`${ORIGIN}/sitemaps/en.xml`, '2026-01-01'],
      [`${ORIGIN}/sitemaps/de.xml`, undefined],
    ]);
  });
});
