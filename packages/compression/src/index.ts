// Public API of @talent/compression: how the server compresses its answers. The API's compress
// plugin (`apps/api/src/http/app.ts`) compresses with these settings, and the portal's kept pages,
// which it compresses once and sends as they are (`apps/portal/server/pageEncodings.ts`), use the
// same ones, so both negotiate and compress alike.

/** How the server compresses its answers. */
export const COMPRESSION = {
  /** In the server's order of preference. */
  encodings: ['br', 'gzip'],
  /** Bytes below which an answer goes as it is (the headers cost more than the bytes saved). */
  threshold: 1024,
  /** Brotli quality (the compress plugin's default; zlib's 11 takes many times as long for a few percent). */
  brotliQuality: 4,
} as const;

/** An encoding the server compresses in. */
export type Encoding = (typeof COMPRESSION.encodings)[number];
