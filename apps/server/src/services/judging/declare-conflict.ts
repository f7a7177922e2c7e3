import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, reviewAssignments, reviewConflicts } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { reachedJury } from './jury-scope.ts';
import { refreshEntryStats } from './refresh-entry-stats.ts';
import { refreshReviewerStats } from './refresh-reviewer-stats.ts';

/**
 * `/subJudge/declareConflict` (docs/product.md#conflicts-of-interest): a sub-judge says they may
 * not judge an entry assigned to them. The assignment goes, a review they wrote stays but no
 * longer counts (the figures are recomputed), and the declaration is audited with its reason.
 * Declaring again changes nothing.
 */
export async function declareConflict(
  ctx: AppContext,
  opts: { reviewerId: number; entryId: number; reason: string },
): Promise<{ applyOrderId: number; declared: true }> {
  await ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select({ id: entries.id, seasonId: entries.seasonId }).from(entries).where(and(eq(entries.id, opts.entryId), reachedJury())).for('update');
    if (!entry) throw refuse('notInReviewList');
    const [declared] = await tx
      .select({ id: reviewConflicts.id })
      .from(reviewConflicts)
      .where(and(eq(reviewConflicts.entryId, entry.id), eq(reviewConflicts.reviewerId, opts.reviewerId)));
    if (declared) return;
    const removed = await tx
      .delete(reviewAssignments)
      .where(and(eq(reviewAssignments.entryId, entry.id), eq(reviewAssignments.reviewerId, opts.reviewerId)))
      .returning({ id: reviewAssignments.id });
    // Only an entry on the caller's list: anything else is the same 404 as a missing entry.
    if (!removed.length) throw refuse('notInReviewList');
    await tx.insert(reviewConflicts).values({ entryId: entry.id, reviewerId: opts.reviewerId, reason: opts.reason });
    await writeAudit(tx, {
      actorId: opts.reviewerId,
      action: 'conflict.declared',
      subjectType: 'entry',
      subjectId: entry.id,
      before: { assigned: true },
      after: { assigned: false, reason: opts.reason },
    });
    await refreshEntryStats(tx, [entry.id]);
    for (const level of ['first', 'second'] as const) {
      await refreshReviewerStats(tx, { seasonId: entry.seasonId, level, reviewerIds: [opts.reviewerId] });
    }
  });
  return { applyOrderId: opts.entryId, declared: true };
}
