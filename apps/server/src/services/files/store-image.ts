import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { finishImage, planImage } from './check-image.ts';
import { IMAGE_MIME, type FileKind } from './file-kinds.ts';
import { imageWork, ImageQueueFullError } from './image-work.ts';
import { incomingDir, spoolToTemp, UploadTooLargeError } from '../../storage/spool.ts';

/** Larger uploads are refused before they are decoded, unless the caller sets its own limit. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

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
  /** Of the bytes stored (metadata already left out), as `storage.put` counted them. */
  crc32: number;
  width: number;
  height: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
export const tooLarge = (field: string, maxBytes: number) => refuseField(field, 'fileTooLarge', { mb: mb(maxBytes) });
/** The image queue is full (image-work.ts); the client tries again after `Retry-After`. */
const busy = (retryAfterS: number) =>
  refuse('serverBusyImages', { seconds: retryAfterS }, { 'retry-after': String(retryAfterS) });

/**
 * Refuses at once when the image queue is already full, before an upload's body is read and
 * stored in a temporary file only to be refused afterwards (the queue may also fill meanwhile:
 * putImage refuses then).
 */
export function assertImageRoom(ctx: AppContext): void {
  const work = imageWork(ctx);
  if (!work.hasRoom('upload')) throw busy(work.refuse().retryAfterS);
}

/** Temporary files beside the uploads being read (spool.ts), all removed at the end. */
async function withTemps<T>(dataDir: string, work: (temp: () => Promise<string>) => Promise<T>): Promise<T> {
  const made: string[] = [];
  const temp = async () => {
    const dir = incomingDir(dataDir);
    await mkdir(dir, { recursive: true });
    made.push(join(dir, `${randomUUID()}.image`));
    return made.at(-1)!;
  };
  try {
    return await work(temp);
  } finally {
    await Promise.all(made.map((path) => rm(path, { force: true })));
  }
}

/**
 * Checks one image by content (check-image.ts: metadata left out, pixels verified) and stores it
 * under a new random key; no row yet. The caller records it and deletes the object again if that
 * fails. The header walk runs first, outside the process's image limit (it decodes nothing), so
 * the decode and the storing wait there with their weight (image-work.ts): a progressive JPEG
 * too large to share the memory runs alone. 429 with `Retry-After` when the queue is full.
 */
export async function putImage(ctx: AppContext, source: Buffer | { path: string }, field = 'file'): Promise<PutImage> {
  if (Buffer.isBuffer(source) && source.length === 0) throw refuseField(field, 'notAnImage');
  const work = imageWork(ctx);
  try {
    return await withTemps(ctx.config.dataDir, async (temp) => {
      let input = 'path' in source ? source.path : '';
      if (Buffer.isBuffer(source)) await writeFile((input = await temp()), source);
      const plan = await planImage(input, field);
      const decode = async (): Promise<PutImage> => {
        const image = await finishImage(input, plan, field, temp);
        const storageKey = `originals/${randomUUID()}.${image.format === 'jpeg' ? 'jpg' : image.format}`;
        const { bytes, crc32 } = await ctx.storage.put(storageKey, createReadStream(image.path));
        return { storageKey, mime: IMAGE_MIME[image.format], bytes, crc32, width: image.width, height: image.height };
      };
      return work.run('upload', decode, work.slotsFor(plan.bufferedBytes));
    });
  } catch (err) {
    throw err instanceof ImageQueueFullError ? busy(err.retryAfterS) : err;
  }
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
