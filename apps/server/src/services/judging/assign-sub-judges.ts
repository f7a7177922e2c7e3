import type { LanguageCode, SubJudgeOnEntry } from '@laurel/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, reviewAssignments, users } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { enterReview } from '../payments/fee-ledger/move-entry.ts';
import { entrySubJudges } from './entry-sub-judges.ts';
import { NOT_AT_JURY } from './get-entry-sub-judges.ts';
import { conflictReason, reachedJury } from './jury-scope.ts';
import { refreshEntryStats } from './refresh-entry-stats.ts';

const CONFLICT_WORDS: Record<string, string> = {
  declared: 'declared a conflict of interest',
  organisation: 'works for the same organisation as the entrant',
  email_domain: "shares the entrant's e-mail domain",
  same_category: 'has an entry of their own in this category',
};

/**
 * `assignSubJudge` (docs/product.md#assignment): the list replaces the entry's sub-judges. Every
 * id must be a sub-judge without a conflict on the entry (422 naming why); audited with the
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
    if (!entry) throw notFound(NOT_AT_JURY);
    if (opts.subJudgeIds.length) {
      const found = await tx
        .select({ id: users.id, name: users.name, identity: users.identity, conflict: conflictReason(sql`${users.id}`) })
        .from(users)
        .innerJoin(entries, eq(entries.id, entry.id))
        .where(inArray(users.id, opts.subJudgeIds));
      const errors: string[] = [];
      const byId = new Map(found.map((f) => [f.id, f]));
      for (const id of opts.subJudgeIds) {
        const f = byId.get(id);
        if (!f || f.identity !== 2) errors.push(`${id} is not a sub-judge.`);
        else if (f.conflict) errors.push(`${f.name} ${CONFLICT_WORDS[f.conflict]}.`);
      }
      if (errors.length) throw invalid({ subJudgeIds: errors });
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
