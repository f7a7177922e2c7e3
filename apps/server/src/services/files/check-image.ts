import { REFUSALS, type RefusalCode } from '@laurel/contract';
import { open } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { refuseField } from '../../lib/errors.ts';
import { DamagedImageError, writePieces } from './file-bytes.ts';
import { IMAGE_MIME, type ImageFormat } from './file-kinds.ts';
import { stripJpeg, type Stripped } from './strip-jpeg.ts';
import { stripPng } from './strip-png.ts';
import { stripWebp } from './strip-webp.ts';

/**
 * Decoding cost grows with pixels, not bytes: a small PNG can claim 40 000 × 40 000. 120 MP covers
 * the largest camera sensors (about 100 MP).
 */
export const MAX_IMAGE_PIXELS = 120_000_000;
/**
 * Memory image work may buffer at once beyond streaming buffers. A baseline JPEG or a plain PNG is
 * checked row by row at a reduced size (about 10 MB for 120 MP), but a progressive JPEG keeps
 * every coefficient (24 MP at 4:4:4: 144 MB; a flat 120 MP one at 4:2:0: 350 MB), an interlaced
 * PNG every pixel, and re-encoding a WebP the whole picture several times over. The image gate
 * (image-work.ts) gives each of its IMAGE_CONCURRENCY slots a share of it and runs an image that
 * needs more alone, so one image may buffer all of it (a progressive JPEG of about 44 MP at 4:4:4,
 * 89 MP at 4:2:0) and the server's growth stays within a few hundred MB (bench/image-bomb.ts).
 */
export const MAX_BUFFERED_BYTES = 256 * 1024 * 1024;
/** What libwebp and libvips hold per pixel while a WebP is turned and re-encoded (measured: 12 MP, 300 MB). */
const WEBP_REENCODE_BYTES_PER_PIXEL = 25;
/** The check decodes into a box this small (JPEG and WebP are decoded at 1/8 or less on the way). */
const CHECK_BOX = 256;

export const DAMAGED_MESSAGE = REFUSALS.imageDamaged.en;
const notAnImage = (field: string) => refuseField(field, 'notAnImage');
const damaged = (field: string) => refuseField(field, 'imageDamaged');
const TOO_BUFFERED: Record<ImageFormat, RefusalCode> = { jpeg: 'jpegTooBuffered', png: 'pngTooBuffered', webp: 'webpTooBuffered' };

/** Whether the first bytes are those of a format kept, so a damaged one is told apart from other files. */
async function looksLikeImage(path: string): Promise<boolean> {
  const head = Buffer.alloc(12);
  const handle = await open(path, 'r');
  await handle.read(head, 0, 12, 0).finally(() => handle.close());
  const text = (from: number, to: number) => head.toString('latin1', from, to);
  return (head[0] === 0xff && head[1] === 0xd8) || text(0, 4) === '\x89PNG' || (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP');
}

/**
 * Reads what the bytes really are from the header (the file name and the client's type are not
 * trusted), so only JPEG, PNG and WebP are ever stored and later served as images.
 */
async function inspect(path: string, field: string): Promise<Metadata & { format: ImageFormat }> {
  let meta: Metadata;
  try {
    meta = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw (await looksLikeImage(path)) ? damaged(field) : notAnImage(field);
  }
  if (!Object.hasOwn(IMAGE_MIME, meta.format) || !meta.width || !meta.height) throw notAnImage(field);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw refuseField(field, 'imageTooManyPixels', { millions: MAX_IMAGE_PIXELS / 1_000_000 });
  }
  return meta as Metadata & { format: ImageFormat };
}

/** Warnings that pixel data are missing: libjpeg's when a scan stops short behind a marker, and the like. */
const MISSING_DATA = /premature end|truncat|end of (file|data)|resync/i;

const decodeSmall = (path: string, failOn: 'warning' | 'truncated') =>
  sharp(path, { failOn, sequentialRead: true, limitInputPixels: MAX_IMAGE_PIXELS })
    .resize(CHECK_BOX, CHECK_BOX, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer();

/**
 * Decodes every pixel, at a reduced size and row by row, so an image whose header promises
 * pixels its data does not hold (cut short, or no pixel data at all) is refused here instead of
 * failing each time a size of it is made. A JPEG whose scan ends early behind an end marker only
 * draws a warning from libjpeg, so warnings count; but one that says nothing is missing (extra
 * bytes before a marker, an odd JFIF version: browsers show such files) gets a second decode
 * that fails only on missing data.
 */
async function verifyPixels(path: string, field: string): Promise<void> {
  try {
    await decodeSmall(path, 'warning');
  } catch (err) {
    if (MISSING_DATA.test(err instanceof Error ? err.message : '')) throw damaged(field);
    await decodeSmall(path, 'truncated').catch(() => {
      throw damaged(field);
    });
  }
}

function strip(path: string, format: ImageFormat, orientation: number): Promise<Stripped & { lossless?: boolean }> {
  if (format === 'jpeg') return stripJpeg(path, orientation);
  if (format === 'png') return stripPng(path, orientation);
  return stripWebp(path);
}

/**
 * What resizing a stored original buffers at once (make-image-size.ts): its coefficients or
 * pixels when it is a progressive JPEG or an interlaced PNG (a WebP is shrunk on load, then
 * turned), found by the same walk as planImage.
 */
export async function resizeBufferedBytes(path: string, format: ImageFormat): Promise<number> {
  return format === 'webp' ? 0 : (await strip(path, format, 1)).bufferedBytes;
}

export interface CheckedImage {
  /** The file to store: the input itself, or a temporary file made from it. */
  path: string;
  format: ImageFormat;
  /** As the browser shows the image, i.e. after its EXIF orientation. */
  width: number;
  height: number;
}

/** What the header walk found, before anything is decoded. */
export interface ImagePlan {
  meta: Metadata & { format: ImageFormat };
  orientation: number;
  stripped: Stripped & { lossless?: boolean };
  /** What decoding it will buffer at once, for the weight of its job (image-work.ts `slotsFor`). */
  bufferedBytes: number;
}

/**
 * The first, light part of checkImage: the header and the walk over the segments or chunks, no
 * pixel decoded, so the image gate knows the weight of the decode before it is queued. Refuses
 * (422) what is not an image, is damaged in its structure, or would buffer over MAX_BUFFERED_BYTES.
 */
export async function planImage(input: string, field: string): Promise<ImagePlan> {
  const meta = await inspect(input, field);
  const orientation = meta.orientation && meta.orientation <= 8 ? meta.orientation : 1;
  const stripped = await strip(input, meta.format, orientation).catch((err: unknown) => {
    throw err instanceof DamagedImageError ? damaged(field) : err;
  });
  const bufferedBytes = meta.format === 'webp' && orientation !== 1 ? meta.width * meta.height * WEBP_REENCODE_BYTES_PER_PIXEL : stripped.bufferedBytes;
  if (bufferedBytes > MAX_BUFFERED_BYTES) throw refuseField(field, TOO_BUFFERED[meta.format]);
  return { meta, orientation, stripped, bufferedBytes };
}

/**
 * The second part of checkImage, the one that decodes (run under the image gate with the plan's
 * weight): makes the copy to store and verifies its pixels.
 */
export async function finishImage(input: string, plan: ImagePlan, field: string, temp: () => Promise<string>): Promise<CheckedImage> {
  const { meta, orientation, stripped } = plan;
  let path = input;
  if (meta.format === 'webp' && orientation !== 1) {
    path = await temp();
    // Decoding every pixel to re-encode them verifies them too.
    await sharp(input, { failOn: 'truncated', sequentialRead: true, limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .keepIccProfile()
      .webp(stripped.lossless ? { lossless: true } : { quality: 92 })
      .toFile(path)
      .catch(() => {
        throw damaged(field);
      });
  } else {
    if (!stripped.pieces.isWhole(stripped.size)) await writePieces(input, stripped.pieces.list, (path = await temp()));
    await verifyPixels(path, field);
  }
  return { path, format: meta.format, ...meta.autoOrient };
}

/**
 * Checks the image at `input` and makes the copy to store, refusing with a 422 on `field`
 * (planImage, then finishImage; store-image.ts runs the second under the image gate).
 *
 * **Metadata is never served** (GPS position, camera serial, time, XMP, IPTC, comments): the
 * JPEG segments and PNG/WebP chunks that carry it are left out and the compressed pixels copied
 * as they are (strip-*.ts), so nothing is decoded at full size and nothing loses quality. A photo
 * shown turned keeps only its EXIF orientation, which browsers apply; only a turned WebP is
 * re-encoded upright (browsers ignore its orientation), within MAX_BUFFERED_BYTES. The pixels of
 * the very bytes to store are then verified by a reduced decode. `temp` names a new temporary file.
 */
export async function checkImage(input: string, field: string, temp: () => Promise<string>): Promise<CheckedImage> {
  return finishImage(input, await planImage(input, field), field, temp);
}
