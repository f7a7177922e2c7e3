import type { AnonymousReview, ReviewStats } from '@laurel/contract';
import { createHash } from 'node:crypto';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, reviews } from '../../db/schema.ts';
import type { SeasonRow } from '../competition/current-season.ts';
import { points } from './criteria.ts';
import { hasConflict } from './jury-scope.ts';
import { reviewStats } from './review-stats.ts';
import type { ReviewRow } from './review-view.ts';

/** What a second-level judge may read of one entry's first level. */
export interface FirstLevelView {
  visible: boolean;
  stats: ReviewStats;
  reviews: AnonymousReview[];
}

/**
 * Whether a second-level judge may read the first level's reviews of an entry: once their own
 * review of it is submitted, as HotCRP hides other reviews until yours is in, so that they judge
 * the work before they read what others made of it; earlier when the season allows it
 * (`firstLevelReviewsBeforeOwn`, docs/product.md#reviews).
 */
export const mayReadFirstLevel = (season: Pick<SeasonRow, 'firstLevelReviewsBeforeOwn'>, own: { status: string } | null | undefined): boolean =>
  season.firstLevelReviewsBeforeOwn || own?.status === 'submitted';

/**
 * The order of an entry's reviews: stable (a review keeps its number as others come in or are
 * edited) and telling nothing — not who wrote it (by reviewer), when (by id) or how (by score).
 * The key is a hash of the entry and the review's id, which no reviewer is ever given.
 */
const orderKey = (r: ReviewRow) => createHash('sha256').update(`laurel-review-order:${r.entryId}:${r.id}`).digest('hex');

/**
 * The first level of some entries as a second-level judge reads it: counted reviews only (a
 * submitted one by a reviewer without a conflict), as "Reviewer 1, 2, 3" with their scores,
 * total, proposal and comment. Where `visible` says no, only how many there are.
 */
export async function firstLevelForSecond(db: DbLike, entryIds: number[], visible: (entryId: number) => boolean): Promise<Map<number, FirstLevelView>> {
  const shown = entryIds.filter(visible);
  const stats = await reviewStats(db, entryIds, 'first');
  const rows = shown.length
    ? await db
        .select({ review: reviews })
        .from(reviews)
        .innerJoin(entries, eq(entries.id, reviews.entryId))
        .where(and(inArray(reviews.entryId, shown), eq(reviews.level, 'first'), eq(reviews.status, 'submitted'), not(hasConflict(sql`${reviews.reviewerId}`))))
    : [];
  const out = new Map<number, FirstLevelView>();
  for (const id of entryIds) {
    const s = stats.get(id)!;
    if (!shown.includes(id)) {
      out.set(id, { visible: false, stats: { count: s.count, averageScore: null, olderCriteria: 0, proposals: [] }, reviews: [] });
      continue;
    }
    const own = rows
      .filter((r) => r.review.entryId === id)
      .map((r) => ({ review: r.review, key: orderKey(r.review) }))
      .sort((a, b) => a.key.localeCompare(b.key));
    out.set(id, {
      visible: true,
      stats: s,
      reviews: own.map(({ review }, i) => ({
        reviewer: i + 1,
        scores: review.scores,
        total: points(review.total),
        awardLevelId: review.awardLevelId,
        comment: review.comment,
      })),
    });
  }
  return out;
}
