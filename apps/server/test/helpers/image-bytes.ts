import sharp, { type Sharp } from 'sharp';
import { pngChunk } from '../../src/services/files/strip-png.ts';

/**
 * Byte-level surgery on test images: metadata blocks added, pixel data cut or removed, headers
 * changed, the way a camera, an editor or an attacker would leave a file.
 */

/** The TIFF body of an EXIF block holding only Orientation = `o` (big-endian, one entry). */
export const orientationOnlyTiff = (o: number) => Buffer.from(`4d4d002a0000000800010112000300000001000${o}000000000000`, 'hex');

/** A JPEG segment: marker, length, payload. */
export function jpegSegment(marker: number, payload: Buffer | string): Buffer {
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'latin1');
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** `segments` right after the start-of-image marker. */
export const insertAfterSoi = (jpeg: Buffer, ...segments: Buffer[]) => Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);

/** The offset just past the first start-of-scan header: where the compressed pixels begin. */
export function scanStart(jpeg: Buffer): number {
  let at = 2;
  for (;;) {
    const marker = jpeg[at + 1]!;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xda) return at + 2 + length;
    at += 2 + length;
  }
}

/** The JPEG's headers and an end-of-image marker, without any pixel data. */
export const jpegWithoutPixels = (jpeg: Buffer) => Buffer.concat([jpeg.subarray(0, scanStart(jpeg)), Buffer.from([0xff, 0xd9])]);

export interface Chunk {
  type: string;
  data: Buffer;
}

export function pngChunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    out.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

export const buildPng = (chunks: Chunk[]) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ...chunks.map((c) => pngChunk(c.type, c.data))]);

export function webpChunks(webp: Buffer): Chunk[] {
  const out: Chunk[] = [];
  for (let at = 12; at + 8 <= webp.length; ) {
    const length = webp.readUInt32LE(at + 4);
    out.push({ type: webp.toString('latin1', at, at + 4), data: webp.subarray(at + 8, at + 8 + length) });
    at += 8 + length + (length & 1);
  }
  return out;
}

/** A WebP of these chunks, with its RIFF size right. */
export function buildWebp(chunks: Chunk[]): Buffer {
  const parts = chunks.map((c) => {
    const head = Buffer.alloc(8);
    head.write(c.type, 0, 'latin1');
    head.writeUInt32LE(c.data.length, 4);
    return Buffer.concat([head, c.data, Buffer.alloc(c.data.length & 1)]);
  });
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

/** Left half red, right half blue: after orientation 6 (turned a quarter clockwise) red is on top. */
export function halves(width: number, height: number): Sharp {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw[(y * width + x) * 3 + (x < width / 2 ? 0 : 2)] = 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** A noisy image (it does not compress, like a detailed photo), so cutting it loses real data. */
export function noisy(width: number, height: number): Sharp {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 7) * 31) & 255;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** The colour at (x, y) of an image, as sharp decodes it after its EXIF orientation. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).autoOrient().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
