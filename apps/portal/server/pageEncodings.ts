// A kept page, compressed once per encoding. The server compresses every answer as the client's
// Accept-Encoding asks (@fastify/compress, registered by the API with `COMPRESSION` of
// @talent/compression, the settings used here too), and a kept job page of ~145 KB costs ~1 ms of
// Brotli each time it is sent: more than the rest of serving it from the page cache (~0.6 ms).
// Every browser asks for Brotli or gzip, so each kept page keeps its compressed bytes beside it,
// made the first time a visitor asks for them.
import negotiate from '@fastify/accept-negotiator';
import { COMPRESSION } from '@talent/compression';
import type { Encoding } from '@talent/compression';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedPage } from './pageCache.ts';

/** A compressed encoding of a kept page. */
export type PageEncoding = Encoding;

/**
 * The encoding to send `page` in for an Accept-Encoding header, negotiated as the server's compress
 * plugin does (its encodings and threshold; `*` and `x-gzip` count as gzip); undefined to send it
 * uncompressed.
 */
export function pageEncoding(acceptEncoding: string | undefined, page: CachedPage): PageEncoding | undefined {
  if (acceptEncoding === undefined || page.html.length < COMPRESSION.threshold) return undefined;
  return (
    negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...COMPRESSION.encodings]) ?? undefined
  );
}

/**
 * Each kept page's compressed bytes; they go when the page leaves the cache. Outside the cache's
 * size bound: a sixth of the page or less per encoding (25 KB of Brotli for a 145 KB job page).
 */
const encoded = new WeakMap<CachedPage, Partial<Record<PageEncoding, Buffer>>>();

/** `page` in `encoding`: Brotli at the server's quality, gzip at its default level, as the server's plugin compresses. */
export function encodedPage(page: CachedPage, encoding: PageEncoding): Buffer {
  let variants = encoded.get(page);
  if (variants === undefined) {
    variants = {};
    encoded.set(page, variants);
  }
  variants[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } })
      : gzipSync(page.html);
  return variants[encoding];
}
