// Profile images: checked with sharp when uploaded, served as WebP (resized on request to one of the
// widths of IMAGE_WIDTHS), rendered images kept in a small server-side cache (spec §9: 10 entries,
// one hour).
import type { ImageWidth } from '@talent/domain';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../storage/storage.ts';
import { Problem, problem } from '../../problems.ts';

/**
 * Largest image accepted, in pixels (50 megapixels, more than any phone photo). A small PNG can
 * declare a huge canvas (a decompression bomb); sharp refuses more than this before decoding.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Longest edge of a served image without a requested width. */
export const MAX_EDGE = 2048;

/** Raised into every ETag: changing how images are rendered (quality, format) must change their tags. */
const RENDERING = 'webp-q80-v1';

/**
 * Whether an uploaded image is usable: decodes it completely (a truncated or corrupt file that only
 * starts like an image fails here, not later on every view). 413 for too many pixels, 415 when it
 * does not decode.
 */
export async function checkImage(content: Buffer): Promise<void> {
  let pixels: number;
  let format: string;
  try {
    const metadata = await sharp(content, { limitInputPixels: false }).metadata();
    pixels = metadata.width * metadata.height;
    format = metadata.format;
  } catch {
    throw problem.unsupportedMediaType('file.imageUnreadable');
  }
  if (pixels > MAX_INPUT_PIXELS) throw new Problem(413, ['file.imageTooManyPixels']);
  try {
    // stats() needs every pixel, so the whole image is decoded; `failOn: 'error'` ignores harmless
    // warnings (odd metadata) that real cameras produce. Except for JPEG: its decoder reports data
    // ending before the frame its header declares ("premature end of data segment": wrong
    // dimensions, or a cut-off file with its end marker put back) only as a warning, and fills the
    // rest with grey. libvips already ignores the warning real cameras cause (extraneous bytes
    // before a marker), so JPEGs are decoded at the warning level.
    await sharp(content, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: format === 'jpeg' ? 'warning' : 'error',
    }).stats();
  } catch {
    throw problem.unsupportedMediaType('file.imageUnreadable');
  }
}

/** A rendered image. */
export interface RenderedImage {
  readonly body: Buffer;
  /** Strong entity tag (quoted): a hash of the file, the requested size and the rendered bytes. */
  readonly etag: string;
}

/**
 * The size asked for: one of IMAGE_WIDTHS (the contract refuses any other), or nothing. There is no
 * height: one dimension keeps every image to IMAGE_WIDTHS.length + 1 renderings, which is the point
 * of a fixed set (a caller cannot force cold resizes), and the portal lays images out by width.
 */
export interface ImageSize {
  readonly width?: ImageWidth | undefined;
}

/** What is rendered: a stored image and its file uuid. */
export interface ImageSource {
  readonly uuid: string;
  readonly storageKey: string;
}

/** Where a rendering problem is logged (the request's logger). */
export type ImageLog = (details: Record<string, unknown>, message: string) => void;

export interface ImageRenderer {
  /** The image as WebP at the size asked for; from the cache when rendered within the hour. */
  render(source: ImageSource, size: ImageSize, log: ImageLog): Promise<RenderedImage>;
}

/**
 * Renders images with sharp and caches the last 10 renderings for an hour (`now` drives the cache
 * clock, so tests can move it). Concurrent requests for the same rendering share one render.
 */
export function imageRenderer(options: { storage: FileStorage; now: () => number }): ImageRenderer {
  const cache = new LRUCache<string, RenderedImage, { source: ImageSource; size: ImageSize; log: ImageLog }>({
    max: 10,
    ttl: 60 * 60 * 1000,
    perf: { now: options.now },
    // Read the clock on every check: by default lru-cache reuses one reading until a 1 ms timer
    // fires, and a busy event loop fires it late, so an expired entry could still be served.
    ttlResolution: 0,
    fetchMethod: (_key, _stale, { context }) => renderImage(options.storage, context),
  });
  return {
    async render(source, size, log) {
      // A file's content never changes under its uuid (a new upload is a new file), so the uuid and
      // the size identify a rendering.
      const key = `${source.uuid}:${size.width ?? ''}`;
      const image = await cache.fetch(key, { context: { source, size, log } });
      if (!image) throw new Problem(500, ['image.unreadable']);
      return image;
    },
  };
}

async function renderImage(
  storage: FileStorage,
  { source, size, log }: { source: ImageSource; size: ImageSize; log: ImageLog },
): Promise<RenderedImage> {
  const original = await storage.get(source.storageKey);
  if (!original) {
    // The row outlived its content (a lost disk, a partial restore): nothing to show.
    log({ uuid: source.uuid, storageKey: source.storageKey }, 'image content missing');
    throw problem.notFound('image.notFound');
  }
  let body: Buffer;
  try {
    body = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // upright by its EXIF orientation, which is dropped with the rest of the metadata
      .resize({
        // A width: that width, the height following the aspect ratio. None: at most MAX_EDGE on the
        // longest edge. Never larger than the original: enlarging only blurs and costs bytes, and the
        // browser scales up as well.
        width: size.width ?? MAX_EDGE,
        height: size.width === undefined ? MAX_EDGE : undefined,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    // Uploads are decoded when received, so this is stored content gone bad: a server fault.
    log({ uuid: source.uuid, err: error }, 'stored image does not decode');
    throw new Problem(500, ['image.unreadable']);
  }
  const etag = createHash('sha256')
    .update(`${RENDERING}\n${source.uuid}\n${size.width ?? ''}\n`)
    .update(body)
    .digest('base64url');
  return { body, etag: `"${etag}"` };
}

/** Whether an `If-None-Match` header matches the tag (weak comparison, as RFC 9110 asks for it). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === etag);
}
