import { UPLOADS_IN_FLIGHT_MAX, type UploadedFile, type UploadKind } from '@laurel/contract';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { ENTRY_FILE_KINDS } from './file-kinds.ts';
import { imageWork } from './image-work.ts';
import { putImage } from './store-image.ts';
import { putPdf } from './store-pdf.ts';

/** Advisory-lock class of "one user's uploads" (the second key is the user id). */
const UPLOAD_LOCK_CLASS = 7311043;

export interface UploadFileOptions {
  userId: number;
  kind: UploadKind;
  /** The upload, already spooled to a temporary file within the kind's byte limit. */
  path: string;
  /** The name the browser sent (shown back, never used as a storage name). */
  name: string;
}

/** Uploads of `userId` that no entry names yet. */
async function unattachedCount(db: DbLike, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.userId, userId), isNull(files.entryId), inArray(files.kind, [...ENTRY_FILE_KINDS])));
  return row?.n ?? 0;
}

const tooManyWaiting = (max: number) =>
  refuse('tooManyWaitingUploads', { max });

/** Refuses early, before a large body is read, when the caller already holds the most uploads. */
export async function assertUploadRoom(ctx: AppContext, userId: number): Promise<void> {
  const max = ctx.config.uploads.unattachedMax;
  if ((await unattachedCount(ctx.db, userId)) >= max) throw tooManyWaiting(max);
}

/** Uploads in flight per user, in this process (a replica bounds its own memory and disk). */
const inFlightByContext = new WeakMap<AppContext, Map<number, number>>();

/**
 * Counts one upload of `userId` as in flight until the returned function is called, so one user
 * cannot take the whole image queue (services/files/image-work.ts) or fill the disk with parallel
 * bodies: beyond UPLOADS_IN_FLIGHT_MAX the answer is 429, before anything is read.
 */
export function startUpload(ctx: AppContext, userId: number): () => void {
  let counts = inFlightByContext.get(ctx);
  if (!counts) inFlightByContext.set(ctx, (counts = new Map()));
  const running = counts.get(userId) ?? 0;
  if (running >= UPLOADS_IN_FLIGHT_MAX) {
    const retryAfterS = imageWork(ctx).retryAfterS();
    throw refuse('uploadsInFlight', { max: UPLOADS_IN_FLIGHT_MAX }, { 'retry-after': String(retryAfterS) });
  }
  counts.set(userId, running + 1);
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    const left = (counts.get(userId) ?? 1) - 1;
    if (left > 0) counts.set(userId, left);
    else counts.delete(userId);
  };
}

/** A file name fit to show: no folders, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'file';
}

/**
 * Stores one checked upload for the caller, attached to no entry (the entry calls attach it by
 * setting `entryId`). The object is written first; the row is inserted under a per-user lock
 * that also enforces the cap on waiting uploads, so concurrent uploads cannot pass it. If the
 * row is refused the object is removed again; a crash in between leaves an object no row owns,
 * which cleanup-orphans.ts removes.
 */
export async function uploadFile(ctx: AppContext, opts: UploadFileOptions): Promise<UploadedFile> {
  const put = opts.kind === 'image' ? await putImage(ctx, { path: opts.path }) : { ...(await putPdf(ctx, { path: opts.path })), width: null, height: null };
  const max = ctx.config.uploads.unattachedMax;
  let row;
  try {
    row = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}, ${opts.userId})`);
      if ((await unattachedCount(tx, opts.userId)) >= max) throw tooManyWaiting(max);
      const [inserted] = await tx
        .insert(files)
        .values({ ...put, name: cleanFileName(opts.name), kind: opts.kind === 'image' ? 'entry' : 'entry-pdf', userId: opts.userId, entryId: null })
        .returning();
      return inserted!;
    });
  } catch (err) {
    await ctx.storage.delete(put.storageKey);
    throw err;
  }
  const url = ctx.files.url(row.id, 'original');
  return {
    fileId: row.id,
    kind: opts.kind,
    url,
    thumbUrl: opts.kind === 'image' ? ctx.files.url(row.id, 'thumb') : url,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    name: row.name,
  };
}

/** GET /api/apply/uploadLimits: the numbers the form checks before it sends anything. */
export function getUploadLimits(ctx: AppContext) {
  const u = ctx.config.uploads;
  return { imageMaxBytes: u.imageMaxBytes, imagesPerEntryMax: u.imagesPerEntryMax, pdfMaxBytes: u.pdfMaxBytes, imageMinLongEdge: u.imageMinLongEdge };
}
