// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPage, pageEncoding } from './pageEncodings.ts';

const page = { status: 200, html: `<!doctype html><p>${'Senior data engineer (München) '.repeat(100)}</p>` };

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['GZIP', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(pageEncoding(header, page)).toBe(expected);
  });

  it('sends no Accept-Encoding and small pages uncompressed', () => {
    expect(pageEncoding(undefined, page)).toBeUndefined();
    expect(pageEncoding('br', { status: 200, html: '<p>small</p>' })).toBeUndefined();
  });
});

describe('encodedPage', () => {
  it('compresses a kept page once per encoding, to bytes that give back its HTML', () => {
    const br = encodedPage(page, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(page.html);
    expect(br.length).toBeLessThan(page.html.length / 10);
    expect(encodedPage(page, 'br')).toBe(br);
    const gzip = encodedPage(page, 'gzip');
    expect(gunzipSync(gzip).toString()).toBe(page.html);
    expect(encodedPage(page, 'gzip')).toBe(gzip);
    // Another page (a renewal keeps a new one) is compressed anew.
    expect(encodedPage({ ...page }, 'br')).not.toBe(br);
  });
});
