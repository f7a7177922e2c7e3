import { IMAGE_WIDTHS } from '@laurel/contract';
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../core/context.ts';
import { files } from '../../db/schema.ts';
import { ENTRY_FILE_KINDS } from './file-kinds.ts';
import { sizeKey, type ResizedSize } from './make-image-size.ts';
import { incomingDir } from '../../storage/spool.ts';

/** Any constant works; it only has to be the same for every replica (db/migrate.ts uses another). */
const LOCK_ID = 7311044;
/**
 * An object is written before its row, and a temporary upload file lives while the upload is
 * read and checked; anything younger than this may belong to work still under way.
 */
export const STRAY_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

export interface CleanupResult {
  /** False when another replica held the lock and this run did nothing. */
  ran: boolean;
  rows: number;
  objects: number;
  temps: number;
}

const SIZES = Object.keys(IMAGE_WIDTHS) as ResizedSize[];

/**
 * Removes what uploads leave behind (issue 4: no stored file that no entry owns):
 * (a) entry uploads (`entry`, `entry-pdf`) that no entry named within the grace period
 *     (`UPLOADS_UNATTACHED_TTL_HOURS`), with their original and resized copies;
 * (b) objects under `originals/` and `sizes/` that no row owns (a crash between writing the
 *     object and its row, a crash mid-write, a row removed before its objects), once they are
 *     older than an hour, so an upload in flight is never touched;
 * (c) temporary upload files older than an hour (a crash while an upload was read).
 *
 * Rows go first, in one statement that only takes rows still unattached, so an entry that
 * attaches a file at the same moment keeps it; objects go after the commit, so no row ever
 * points at a missing object. Several replicas may run this at once: a transaction-level
 * advisory lock (as in db/migrate.ts) lets one of them do the run and the others skip it, and
 * every step is safe to repeat anyway.
 */
export async function cleanupOrphans(ctx: AppContext, opts: { now?: number } = {}): Promise<CleanupResult> {
  const now = opts.now ?? Date.now();
  const cutoff = new Date(now - ctx.config.uploads.unattachedTtlHours * 3_600_000);
  const removed = await ctx.db.transaction(async (tx) => {
    const [lock] = (await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_ID}) as locked`)).rows as { locked: boolean }[];
    if (!lock?.locked) return null;
    return tx
      .delete(files)
      .where(and(isNull(files.entryId), inArray(files.kind, [...ENTRY_FILE_KINDS]), lt(files.createdAt, cutoff)))
      .returning({ id: files.id, storageKey: files.storageKey });
  });
  if (!removed) return { ran: false, rows: 0, objects: 0, temps: 0 };

  let objects = 0;
  for (const row of removed) {
    await ctx.storage.delete(row.storageKey);
    for (const size of SIZES) await ctx.storage.delete(sizeKey(row.id, size));
  }
  const strayBefore = now - STRAY_MIN_AGE_MS;
  objects += await removeStrays(ctx, 'originals', strayBefore, async (keys) => {
    const owned = await ctx.db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys));
    return new Set(owned.map((r) => r.key));
  });
  objects += await removeStrays(ctx, 'sizes', strayBefore, async (keys) => {
    const ids = [...new Set(keys.map((k) => Number(/^sizes\/(\d{1,10})\//.exec(k)?.[1])).filter((id) => id > 0 && id < 2 ** 31))];
    const rows = ids.length ? await ctx.db.select({ id: files.id }).from(files).where(inArray(files.id, ids)) : [];
    const live = new Set(rows.map((r) => r.id));
    // A leftover temporary name of an interrupted write is never owned.
    return new Set(keys.filter((k) => !k.endsWith('.tmp') && live.has(Number(/^sizes\/(\d+)\//.exec(k)?.[1]))));
  });
  const temps = await removeOldTemps(ctx.config.dataDir, strayBefore);
  const result = { ran: true, rows: removed.length, objects, temps };
  if (removed.length || objects || temps) ctx.log.info(result, 'orphaned uploads removed');
  return result;
}

/** Deletes the objects under `prefix` older than `before` that `owned` does not claim, in batches. */
async function removeStrays(
  ctx: AppContext,
  prefix: string,
  before: number,
  owned: (keys: string[]) => Promise<Set<string>>,
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const keep = await owned(batch);
    for (const key of batch) {
      if (keep.has(key)) continue;
      await ctx.storage.delete(key);
      removed++;
    }
    batch = [];
  };
  for await (const obj of ctx.storage.list(prefix)) {
    if (obj.modifiedAt.getTime() >= before) continue;
    batch.push(obj.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return removed;
}

async function removeOldTemps(dataDir: string, before: number): Promise<number> {
  const dir = incomingDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= before) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
