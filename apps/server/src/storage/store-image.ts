import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import type { AppContext } from '../context.ts';
import type { DbLike } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { invalid } from '../lib/errors.ts';
import { IMAGE_MIME, type FileKind, type ImageFormat } from './file-kinds.ts';

/** Larger uploads are refused before they are decoded; a print-quality photo fits well within. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

export interface StoreImageOptions {
  data: Buffer | Readable;
  kind: FileKind;
  userId?: number | null;
  entryId?: number | null;
  sort?: number;
  /** The form field named in a refusal, so the client can show it beside the right input. */
  field?: string;
  /** Insert the row inside the caller's transaction. */
  db?: DbLike;
}

export type StoredFile = typeof files.$inferSelect;

async function readAll(data: Buffer | Readable, field: string): Promise<Buffer> {
  if (Buffer.isBuffer(data)) return data;
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of data) {
    total += (chunk as Buffer).length;
    if (total > MAX_IMAGE_BYTES) {
      data.destroy();
      throw invalid({ [field]: [`The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`] });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads what the bytes really are (the file name and the client's content type are not
 * trusted), so only JPEG, PNG and WebP are ever stored and later served as images.
 */
async function inspect(buf: Buffer, field: string): Promise<{ format: ImageFormat; width: number; height: number }> {
  const refuse = () => invalid({ [field]: ['Please upload a JPEG, PNG or WebP image.'] });
  if (buf.length === 0) throw refuse();
  if (buf.length > MAX_IMAGE_BYTES) {
    throw invalid({ [field]: [`The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`] });
  }
  let meta: Metadata;
  try {
    meta = await sharp(buf).metadata();
  } catch {
    throw refuse();
  }
  if (!Object.hasOwn(IMAGE_MIME, meta.format) || !meta.width || !meta.height) throw refuse();
  // Width and height as the browser shows the image, i.e. after its EXIF rotation, so the page
  // can reserve the right box before the image loads.
  const { width, height } = meta.autoOrient;
  return { format: meta.format as ImageFormat, width, height };
}

/**
 * Checks and stores one uploaded image as its original and records it in `files`. The object
 * is written first and removed again if the row cannot be inserted, so no row ever points at
 * nothing (a stray object is harmless; a dangling row would be a broken image).
 */
export async function storeImage(ctx: AppContext, opts: StoreImageOptions): Promise<StoredFile> {
  const field = opts.field ?? 'file';
  const buf = await readAll(opts.data, field);
  const { format, width, height } = await inspect(buf, field);
  const storageKey = `originals/${randomUUID()}.${format === 'jpeg' ? 'jpg' : format}`;
  const { bytes } = await ctx.storage.put(storageKey, buf);
  try {
    const [row] = await (opts.db ?? ctx.db)
      .insert(files)
      .values({
        kind: opts.kind,
        storageKey,
        mime: IMAGE_MIME[format],
        bytes,
        width,
        height,
        userId: opts.userId ?? null,
        entryId: opts.entryId ?? null,
        sort: opts.sort ?? 0,
      })
      .returning();
    return row!;
  } catch (err) {
    await ctx.storage.delete(storageKey);
    throw err;
  }
}
