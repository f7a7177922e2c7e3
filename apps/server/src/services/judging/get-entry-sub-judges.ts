import type { FirstLevelReviews, SubJudgeOnEntry } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, reviews } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { currentSeasonRow } from '../competition/current-season.ts';
import { entrySubJudges } from './entry-sub-judges.ts';
import { firstLevelForSecond, mayReadFirstLevel } from './first-level-for-second.ts';
import { reachedJury } from './jury-scope.ts';
import { reviewerEntries } from './reviewer-scope.ts';

/** `/judge/getSubJudges`: every sub-judge from the entry's point of view. */
export async function getEntrySubJudges(ctx: AppContext, opts: { entryId: number }): Promise<SubJudgeOnEntry[]> {
  const [entry] = await ctx.db.select({ id: entries.id, seasonId: entries.seasonId }).from(entries).where(and(eq(entries.id, opts.entryId), reachedJury()));
  if (!entry) throw refuse('entryNotAtJury');
  return entrySubJudges(ctx.db, { entryId: entry.id, seasonId: entry.seasonId });
}

/**
 * `/subjudges/getSubJudges`: the first level's reviews of an entry on the caller's second-level
 * list, as "Reviewer 1, 2, 3" and only once the caller may read them (first-level-for-second.ts):
 * no sub-judge's name, address, load or conflict, which are the judge's alone.
 */
export async function getSecondLevelEntrySubJudges(ctx: AppContext, opts: { reviewerId: number; entryId: number }): Promise<FirstLevelReviews> {
  const season = await currentSeasonRow(ctx.db);
  const [entry] = season
    ? await ctx.db
        .select({ id: entries.id, own: reviews.status })
        .from(entries)
        .leftJoin(reviews, and(eq(reviews.entryId, entries.id), eq(reviews.reviewerId, opts.reviewerId), eq(reviews.level, 'second')))
        .where(and(eq(entries.id, opts.entryId), reviewerEntries({ reviewerId: opts.reviewerId, level: 'second', seasonId: season.id })))
    : [];
  if (!season || !entry) throw refuse('notInReviewList');
  const visible = mayReadFirstLevel(season, entry.own === null ? null : { status: entry.own });
  const first = (await firstLevelForSecond(ctx.db, [entry.id], () => visible)).get(entry.id)!;
  return { visible: first.visible, reviews: first.reviews };
}
