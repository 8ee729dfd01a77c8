// Images made for tests with sharp, and copies of them whose headers lie about their size.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A plain picture of `width` × `height` to encode (`.png()`, `.jpeg()`, `.webp()`). */
export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

/**
 * A copy of a PNG, baseline JPEG or lossy WebP whose header declares another size (the pixels stay):
 * a decompression bomb when the size is huge, a file whose data ends before its declared frame when
 * it is merely larger.
 */
export function declaredSize(image: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(image);
  if (copy.subarray(1, 4).toString('latin1') === 'PNG') {
    // IHDR, with its checksum fixed so that it parses.
    copy.writeUInt32BE(width, 16);
    copy.writeUInt32BE(height, 20);
    copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  } else if (copy[0] === 0xff && copy[1] === 0xd8) {
    // The start-of-frame segment: FFC0, length, precision, height, width.
    const frame = copy.indexOf(Buffer.from([0xff, 0xc0]));
    if (frame === -1) throw new Error('not a baseline JPEG');
    copy.writeUInt16BE(height, frame + 5);
    copy.writeUInt16BE(width, frame + 7);
  } else {
    // 'VP8 ' frame header: 14-bit width and height after the start code.
    if (copy.subarray(12, 16).toString('latin1') !== 'VP8 ') throw new Error('not a lossy WebP');
    copy.writeUInt16LE(width, 26);
    copy.writeUInt16LE(height, 28);
  }
  return copy;
}
