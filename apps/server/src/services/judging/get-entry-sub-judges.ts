import type { SubJudgeOnEntry } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { currentSeasonRow } from '../competition/current-season.ts';
import { entrySubJudges } from './entry-sub-judges.ts';
import { reachedJury } from './jury-scope.ts';
import { reviewerEntries } from './reviewer-scope.ts';
import { NOT_IN_LIST } from './save-review.ts';

export const NOT_AT_JURY = 'This entry does not exist or has not reached the jury.';

/** `/judge/getSubJudges`: every sub-judge from the entry's point of view. */
export async function getEntrySubJudges(ctx: AppContext, opts: { entryId: number }): Promise<SubJudgeOnEntry[]> {
  const [entry] = await ctx.db.select({ id: entries.id, seasonId: entries.seasonId }).from(entries).where(and(eq(entries.id, opts.entryId), reachedJury()));
  if (!entry) throw notFound(NOT_AT_JURY);
  return entrySubJudges(ctx.db, { entryId: entry.id, seasonId: entry.seasonId });
}

/**
 * `/subjudges/getSubJudges`: a second-level judge reads who reviewed an entry on their list at the
 * first level and how; sub-judges who were never involved are left out.
 */
export async function getSecondLevelEntrySubJudges(ctx: AppContext, opts: { reviewerId: number; entryId: number }): Promise<SubJudgeOnEntry[]> {
  const season = await currentSeasonRow(ctx.db);
  const [entry] = season
    ? await ctx.db
        .select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.id, opts.entryId), reviewerEntries({ reviewerId: opts.reviewerId, level: 'second', seasonId: season.id })))
    : [];
  if (!season || !entry) throw notFound(NOT_IN_LIST);
  const list = await entrySubJudges(ctx.db, { entryId: entry.id, seasonId: season.id, onlyInvolved: true });
  // A draft is its writer's alone.
  return list.map((s) => ({ ...s, review: s.review?.status === 'submitted' ? s.review : null }));
}
