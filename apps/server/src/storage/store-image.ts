import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import type { AppContext } from '../context.ts';
import type { DbLike } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { invalid } from '../lib/errors.ts';
import { IMAGE_MIME, type FileKind, type ImageFormat } from './file-kinds.ts';
import { spoolToTemp, UploadTooLargeError } from './spool.ts';

/** Larger uploads are refused before they are decoded, unless the caller sets its own limit. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/**
 * Decoding cost grows with pixels, not bytes: a small PNG can claim 40 000 × 40 000. 120 MP covers
 * the largest camera sensors (about 100 MP) and keeps one decode within a few hundred MB.
 */
export const MAX_IMAGE_PIXELS = 120_000_000;

/** A whole image in memory (demo seed, tests), a stream, or a file on disk (uploads). */
export type ImageSource = Buffer | Readable | { path: string };

export interface StoreImageOptions {
  data: ImageSource;
  kind: FileKind;
  userId?: number | null;
  entryId?: number | null;
  sort?: number;
  /** The form field named in a refusal, so the client can show it beside the right input. */
  field?: string;
  /** Byte limit for a stream (default MAX_IMAGE_BYTES). */
  maxBytes?: number;
  /** Insert the row inside the caller's transaction. */
  db?: DbLike;
}

export type StoredFile = typeof files.$inferSelect;

/** An image stored under `storageKey`, not yet recorded in `files`. */
export interface PutImage {
  storageKey: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
export const tooLarge = (field: string, maxBytes: number) => invalid({ [field]: [`The file is larger than ${mb(maxBytes)} MB.`] });
const notAnImage = (field: string) => invalid({ [field]: ['Please upload a JPEG, PNG or WebP image.'] });

/**
 * Reads what the bytes really are (the file name and the client's content type are not
 * trusted), so only JPEG, PNG and WebP are ever stored and later served as images.
 */
async function inspect(input: Buffer | string, field: string): Promise<Metadata & { format: ImageFormat }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(field);
  }
  if (!Object.hasOwn(IMAGE_MIME, meta.format) || !meta.width || !meta.height) throw notAnImage(field);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw invalid({ [field]: [`The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} million pixels.`] });
  }
  return meta as Metadata & { format: ImageFormat };
}

/**
 * Camera files carry EXIF (GPS position, camera serial, time) and XMP/IPTC; none of it may be
 * served. Such an image is re-encoded by sharp, which writes no metadata unless asked, with its
 * rotation applied to the pixels (so nothing is lost when the orientation tag goes) and its
 * colour profile kept. An image without any of it is kept byte for byte.
 */
const needsStripping = (meta: Metadata) =>
  !!meta.exif || !!meta.xmp || !!meta.iptc || (meta.orientation ?? 1) !== 1 || (meta.comments?.length ?? 0) > 0;

function reencode(input: Buffer | string, format: ImageFormat) {
  const img = sharp(input, { limitInputPixels: false }).autoOrient().keepIccProfile();
  if (format === 'jpeg') return img.jpeg({ quality: 92 });
  if (format === 'png') return img.png();
  return img.webp({ quality: 92 });
}

/**
 * Checks one image by content and stores it (metadata stripped) under a new random key; no row
 * yet. The caller records it and deletes the object again if that fails.
 */
export async function putImage(
  ctx: AppContext,
  source: Buffer | { path: string },
  field = 'file',
): Promise<PutImage> {
  const input = Buffer.isBuffer(source) ? source : source.path;
  if (Buffer.isBuffer(source) && source.length === 0) throw notAnImage(field);
  const meta = await inspect(input, field);
  const storageKey = `originals/${randomUUID()}.${meta.format === 'jpeg' ? 'jpg' : meta.format}`;
  let data: Buffer | Readable;
  if (needsStripping(meta)) data = reencode(input, meta.format);
  else if (Buffer.isBuffer(input)) data = input;
  else data = createReadStream(input);
  const { bytes } = await ctx.storage.put(storageKey, data);
  // Width and height as the browser shows the image, i.e. after its EXIF rotation, so the page
  // can reserve the right box before the image loads.
  const { width, height } = meta.autoOrient;
  return { storageKey, mime: IMAGE_MIME[meta.format], bytes, width, height };
}

/**
 * Checks and stores one image as its original and records it in `files`. The object is written
 * first and removed again if the row cannot be inserted, so no row ever points at nothing (a
 * stray object is harmless and cleanup-orphans.ts removes it; a dangling row would be a broken
 * image). A stream is spooled to a temporary file first, never buffered whole.
 */
export async function storeImage(ctx: AppContext, opts: StoreImageOptions): Promise<StoredFile> {
  const field = opts.field ?? 'file';
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  const { data } = opts;
  let put: PutImage;
  if (Buffer.isBuffer(data)) {
    if (data.length > maxBytes) throw tooLarge(field, maxBytes);
    put = await putImage(ctx, data, field);
  } else if ('path' in data && !('pipe' in data)) {
    put = await putImage(ctx, data, field);
  } else {
    const spooled = await spoolToTemp(data as Readable, { dataDir: ctx.config.dataDir, maxBytes }).catch((err: unknown) => {
      throw err instanceof UploadTooLargeError ? tooLarge(field, maxBytes) : err;
    });
    try {
      put = await putImage(ctx, spooled, field);
    } finally {
      await spooled.remove();
    }
  }
  try {
    const [row] = await (opts.db ?? ctx.db)
      .insert(files)
      .values({
        ...put,
        kind: opts.kind,
        userId: opts.userId ?? null,
        entryId: opts.entryId ?? null,
        sort: opts.sort ?? 0,
      })
      .returning();
    return row!;
  } catch (err) {
    await ctx.storage.delete(put.storageKey);
    throw err;
  }
}
