import { IMAGE_WIDTHS } from '@laurel/contract';
import sharp from 'sharp';
import type { AppContext } from '../../core/context.ts';
import { MAX_IMAGE_PIXELS, resizeBufferedBytes } from './check-image.ts';
import { IMAGE_MIME, type ImageFormat } from './file-kinds.ts';
import { imageWork } from './image-work.ts';
import type { Storage } from '../../storage/storage.ts';
import type { StoredFile } from './store-image.ts';

export type ResizedSize = keyof typeof IMAGE_WIDTHS;

/** Where the WebP copy of one size of a file is kept, beside the originals. */
export const sizeKey = (fileId: number, size: ResizedSize) => `sizes/${fileId}/${size}.webp`;

/**
 * Work under way in this process, per storage, so simultaneous first requests share one resize
 * instead of each decoding the original.
 */
const inFlightByStorage = new WeakMap<Storage, Map<string, Promise<string>>>();

/** Thrown when the stored original cannot be decoded; plugins/files.ts answers a 422 for it. */
export class UnreadableImageError extends Error {}

/** The original as sharp reads it: its path on a local disk, otherwise its bytes. */
async function readOriginal(ctx: AppContext, file: StoredFile): Promise<string | Buffer> {
  if (ctx.storage.localPath) {
    if (!(await ctx.storage.exists(file.storageKey))) throw new Error(`file ${file.id}: original ${file.storageKey} is missing from storage`);
    return ctx.storage.localPath(file.storageKey);
  }
  const original = await ctx.storage.get(file.storageKey);
  if (!original) throw new Error(`file ${file.id}: original ${file.storageKey} is missing from storage`);
  const chunks: Buffer[] = [];
  for await (const chunk of original.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * One size as WebP. The resize comes with the reading: sharp decodes a JPEG at 1/2, 1/4 or 1/8
 * and a WebP at any scale straight from the file (shrink-on-load), and the EXIF orientation is
 * applied after the resize, to the small image (`autoOrient()` without an extract keeps
 * shrink-on-load: a 120 MP original takes about 30 MB). `failOn: 'truncated'` matches the
 * upload check (check-image.ts), so what it let in can be resized.
 */
async function resize(input: string | Buffer, width: number): Promise<Buffer> {
  try {
    return await sharp(input, { failOn: 'truncated', sequentialRead: true, limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      // Never enlarged: a small original stays its own size, only re-encoded.
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (err) {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  }
}

/** At most 16-bit RGBA (an interlaced PNG) or 16-bit 4:4:4 coefficients (a progressive JPEG). */
const MOST_BUFFERED_PER_PIXEL = 8;

/**
 * What resizing the original buffers, for the weight of its job (image-work.ts): on a local disk
 * the header walk says it (no decode); an original elsewhere would have to be fetched first, so
 * the most its size allows is assumed.
 */
async function bufferedBytes(ctx: AppContext, file: StoredFile): Promise<number> {
  const format = (Object.keys(IMAGE_MIME) as ImageFormat[]).find((f) => IMAGE_MIME[f] === file.mime);
  if (format === 'webp') return 0;
  if (ctx.storage.localPath && format && (await ctx.storage.exists(file.storageKey))) {
    // An original the walk cannot read fails in resize() as it would have anyway.
    return resizeBufferedBytes(ctx.storage.localPath(file.storageKey), format).catch(() => 0);
  }
  return (file.width ?? 0) * (file.height ?? 0) * MOST_BUFFERED_PER_PIXEL;
}

async function make(ctx: AppContext, file: StoredFile, size: ResizedSize, key: string): Promise<string> {
  if (await ctx.storage.exists(key)) return key;
  const started = performance.now();
  const work = imageWork(ctx);
  const slots = work.slotsFor(await bufferedBytes(ctx, file));
  const webp = await work.run('size', async () => resize(await readOriginal(ctx, file), IMAGE_WIDTHS[size]), slots);
  // put() lands the bytes under a temporary name and renames, so a reader in another process
  // sees either nothing (and makes it too, with the same result) or the whole image.
  await ctx.storage.put(key, webp);
  ctx.log.debug({ fileId: file.id, size, bytes: webp.length, ms: Math.round(performance.now() - started) }, 'image size made');
  return key;
}

/**
 * The storage key of one size of an image, made once with sharp on first request and kept
 * (issue 3: thumbnails made once). WebP at the size's width keeps grids light; later requests
 * are a stat and a read. Made under the process's image limit (image-work.ts), in its longer
 * queue; ImageQueueFullError beyond it.
 */
export async function makeImageSize(ctx: AppContext, file: StoredFile, size: ResizedSize): Promise<string> {
  const key = sizeKey(file.id, size);
  let inFlight = inFlightByStorage.get(ctx.storage);
  if (!inFlight) inFlightByStorage.set(ctx.storage, (inFlight = new Map()));
  const running = inFlight.get(key);
  if (running) return running;
  const work = make(ctx, file, size, key).finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}
