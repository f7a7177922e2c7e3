import type { JudgeReview, ReviewLevel } from '@laurel/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, reviewConflicts, reviews, seasons, users } from '../../db/schema.ts';
import { conflictReason } from './jury-scope.ts';
import { toReview } from './review-view.ts';

/**
 * Every review of some entries with its reviewer and whether it counts, for the judge; and whether
 * it was scored under criteria its season has changed since (docs/product.md#criteria).
 */
export async function judgeReviews(db: DbLike, entryIds: number[], level?: ReviewLevel): Promise<JudgeReview[]> {
  if (!entryIds.length) return [];
  const rows = await db
    .select({
      review: reviews,
      name: users.name,
      conflict: conflictReason(sql`${reviews.reviewerId}`),
      note: reviewConflicts.reason,
      seasonCriteria: seasons.criteriaVersion,
    })
    .from(reviews)
    .innerJoin(entries, eq(entries.id, reviews.entryId))
    .innerJoin(seasons, eq(seasons.id, entries.seasonId))
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .leftJoin(reviewConflicts, and(eq(reviewConflicts.entryId, reviews.entryId), eq(reviewConflicts.reviewerId, reviews.reviewerId)))
    .where(and(inArray(reviews.entryId, entryIds), level ? eq(reviews.level, level) : undefined))
    .orderBy(asc(reviews.entryId), asc(reviews.level), asc(users.name), asc(reviews.id));
  return rows.map((r) => ({
    ...toReview(r.review),
    reviewer: { id: r.review.reviewerId, name: r.name },
    counts: r.review.status === 'submitted' && r.conflict === null,
    conflict: (r.conflict ?? null) as JudgeReview['conflict'],
    conflictNote: r.note ?? null,
    olderCriteria: r.review.criteriaVersion < r.seasonCriteria,
  }));
}
