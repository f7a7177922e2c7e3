import type { ConflictReason, LanguageCode, RefusalCode, SubJudgeOnEntry } from '@laurel/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, reviewAssignments, users } from '../../db/schema.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { enterReview } from '../fee-ledger/move-entry.ts';
import { entrySubJudges } from './entry-sub-judges.ts';
import { conflictReason, reachedJury } from './jury-scope.ts';
import { refreshEntryStats } from './refresh-entry-stats.ts';

/** The refusal naming a sub-judge with a conflict on the entry, by its kind. */
export const CONFLICT_REFUSALS: Record<ConflictReason, RefusalCode> = {
  declared: 'subJudgeDeclaredConflict',
  organisation: 'subJudgeSameOrganisation',
  email_domain: 'subJudgeSameEmailDomain',
  same_category: 'subJudgeSameCategory',
};

/**
 * `assignSubJudge` (docs/product.md#assignment): the list replaces the entry's sub-judges. Every
 * id must be a sub-judge without a conflict on the entry (422 naming the first that is not, by
 * its code); audited with the
 * lists before and after; the entry's figures are recomputed and a submitted entry with
 * sub-judges is `in_review`.
 */
export async function assignSubJudges(
  ctx: AppContext,
  opts: { actorId: number; entryId: number; subJudgeIds: number[]; language: LanguageCode },
): Promise<SubJudgeOnEntry[]> {
  const seasonId = await ctx.db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: entries.id, seasonId: entries.seasonId })
      .from(entries)
      .where(and(eq(entries.id, opts.entryId), reachedJury()))
      .for('update');
    if (!entry) throw refuse('entryNotAtJury');
    if (opts.subJudgeIds.length) {
      const found = await tx
        .select({ id: users.id, name: users.name, identity: users.identity, conflict: conflictReason(sql`${users.id}`) })
        .from(users)
        .innerJoin(entries, eq(entries.id, entry.id))
        .where(inArray(users.id, opts.subJudgeIds));
      const byId = new Map(found.map((f) => [f.id, f]));
      // The first id refused, by its code.
      for (const id of opts.subJudgeIds) {
        const f = byId.get(id);
        if (!f || f.identity !== 2) throw refuseField('subJudgeIds', 'notASubJudge', { id });
        if (f.conflict) throw refuseField('subJudgeIds', CONFLICT_REFUSALS[f.conflict as ConflictReason], { name: f.name });
      }
    }
    const before = await tx.select({ id: reviewAssignments.reviewerId }).from(reviewAssignments).where(eq(reviewAssignments.entryId, entry.id));
    const beforeIds = before.map((b) => b.id).sort((a, b) => a - b);
    await tx
      .delete(reviewAssignments)
      .where(and(eq(reviewAssignments.entryId, entry.id), opts.subJudgeIds.length ? notInArray(reviewAssignments.reviewerId, opts.subJudgeIds) : undefined));
    if (opts.subJudgeIds.length) {
      await tx
        .insert(reviewAssignments)
        .values(opts.subJudgeIds.map((reviewerId) => ({ entryId: entry.id, reviewerId, assignedBy: opts.actorId })))
        .onConflictDoNothing();
    }
    const afterIds = [...opts.subJudgeIds].sort((a, b) => a - b);
    if (JSON.stringify(beforeIds) !== JSON.stringify(afterIds)) {
      await writeAudit(tx, { actorId: opts.actorId, action: 'entry.assigned', subjectType: 'entry', subjectId: entry.id, before: { subJudgeIds: beforeIds }, after: { subJudgeIds: afterIds } });
    }
    await refreshEntryStats(tx, [entry.id]);
    await enterReview(tx, [entry.id]);
    return entry.seasonId;
  });
  return entrySubJudges(ctx.db, { entryId: opts.entryId, seasonId });
}
