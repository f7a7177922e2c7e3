import { REVIEW_SCORE_MIN, type LanguageCode, type ReviewCriteria } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { refuse } from '../../lib/errors.ts';
import { localize } from '../../lib/localize.ts';
import { currentSeasonRow } from '../competition/current-season.ts';
import { seasonAwardLevels } from '../competition/list-award-levels.ts';
import { seasonCriteria, toCriterion } from './criteria.ts';

/**
 * `/subjudges/reviewCriteria`: what the review form asks, for the current season: its criteria,
 * its score scale (`scoreMax`, set per season) and its award levels.
 */
export async function getReviewCriteria(ctx: AppContext, opts: { language: LanguageCode }): Promise<ReviewCriteria> {
  const season = await currentSeasonRow(ctx.db);
  if (!season) throw refuse('noCurrentSeason');
  const levels = await seasonAwardLevels(ctx.db, season.id);
  return {
    seasonYear: season.year,
    criteria: seasonCriteria(season).map((c) => toCriterion(c, opts.language)),
    scoreMin: REVIEW_SCORE_MIN,
    scoreMax: season.scoreMax,
    awardLevels: levels.map((l) => ({ id: l.id, name: localize(opts.language, l.name, l.nameZh), rank: l.rank })),
    firstReviewEndsAt: season.firstReviewEndsAt.toISOString(),
    secondReviewEndsAt: season.secondReviewEndsAt.toISOString(),
  };
}
