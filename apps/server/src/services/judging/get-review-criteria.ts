import { REVIEW_SCORE_MAX, REVIEW_SCORE_MIN, type LanguageCode, type ReviewCriteria } from '@laurel/contract';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { localize } from '../../lib/localize.ts';
import { currentSeasonRow } from '../competition/current-season.ts';
import { seasonCriteria, toCriterion } from './criteria.ts';

/** `/subjudges/reviewCriteria`: what the review form asks, for the current season. */
export async function getReviewCriteria(ctx: AppContext, opts: { language: LanguageCode }): Promise<ReviewCriteria> {
  const season = await currentSeasonRow(ctx.db);
  if (!season) throw refuse('noCurrentSeason');
  const levels = await ctx.db.select().from(awardLevels).orderBy(asc(awardLevels.rank), asc(awardLevels.id));
  return {
    seasonYear: season.year,
    criteria: seasonCriteria(season).map((c) => toCriterion(c, opts.language)),
    scoreMin: REVIEW_SCORE_MIN,
    scoreMax: REVIEW_SCORE_MAX,
    awardLevels: levels.map((l) => ({ id: l.id, name: localize(opts.language, l.name, l.nameZh), rank: l.rank })),
    firstReviewEndsAt: season.firstReviewEndsAt.toISOString(),
    secondReviewEndsAt: season.secondReviewEndsAt.toISOString(),
  };
}
