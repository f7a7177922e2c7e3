import type { BatchShowResponse } from '@laurel/contract';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { auditLog, entries, seasons } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { freezeCalibration } from './calibration.ts';

/**
 * `isShow` and `batchShow` (docs/product.md#judge-calls): shows or hides awarded entries among
 * the public winners. An entry that is not awarded is skipped (the single call answers 409).
 * Each change is audited; publishing a season's first winner freezes its calibration
 * (docs/product.md#calibration); the public winners' caches are dropped after the commit.
 */
export async function setEntriesShow(
  ctx: AppContext,
  opts: { actorId: number; entryIds: number[]; isShow: boolean },
): Promise<BatchShowResponse & { changed: number[] }> {
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: entries.id, status: entries.status, isShow: entries.isShow, awardLevelId: entries.awardLevelId, seasonId: entries.seasonId })
      .from(entries)
      .where(inArray(entries.id, opts.entryIds))
      .orderBy(entries.id)
      .for('update');
    const awarded = rows.filter((r) => r.status === 'awarded' && r.awardLevelId !== null);
    const awardedIds = new Set(awarded.map((r) => r.id));
    const skipped = opts.entryIds.filter((id) => !awardedIds.has(id));
    const changed = awarded.filter((r) => r.isShow !== opts.isShow).map((r) => r.id);
    if (changed.length) {
      await tx.update(entries).set({ isShow: opts.isShow }).where(inArray(entries.id, changed));
      await tx.insert(auditLog).values(
        changed.map((id) => ({ actorId: opts.actorId, action: 'entry.shown', subjectType: 'entry', subjectId: String(id), entryId: id, before: { isShow: !opts.isShow }, after: { isShow: opts.isShow } })),
      );
      if (opts.isShow) {
        for (const seasonId of new Set(awarded.filter((r) => changed.includes(r.id)).map((r) => r.seasonId))) {
          const [season] = await tx.select().from(seasons).where(eq(seasons.id, seasonId));
          await freezeCalibration(tx, season!);
        }
      }
    }
    return { updated: awarded.length, skipped, changed, found: rows.length };
  });
  if (result.changed.length) await ctx.cache.invalidate('winners');
  return { updated: result.updated, skipped: result.skipped, changed: result.changed };
}

/** `isShow` for one entry: 404 when it does not exist, 409 when it is not awarded. */
export async function setEntryShow(ctx: AppContext, opts: { actorId: number; entryId: number; isShow: boolean }): Promise<{ id: number; isShow: boolean }> {
  const [row] = await ctx.db.select({ id: entries.id }).from(entries).where(eq(entries.id, opts.entryId));
  if (!row) throw refuse('entryNotFound');
  const result = await setEntriesShow(ctx, { actorId: opts.actorId, entryIds: [opts.entryId], isShow: opts.isShow });
  if (result.skipped.length) throw refuse('onlyAwardedShown');
  return { id: opts.entryId, isShow: opts.isShow };
}
