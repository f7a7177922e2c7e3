import type { Review, ReviewLevel } from '@laurel/contract';
import type { reviews } from '../../db/schema.ts';
import { points } from './criteria.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** A stored review as the API gives it (contract models/review.ts `Review`). */
export const toReview = (r: ReviewRow): Review => ({
  applyOrderId: r.entryId,
  level: r.level as ReviewLevel,
  status: r.status as Review['status'],
  scores: r.scores,
  total: points(r.total),
  awardChosen: r.awardChosen,
  awardLevelId: r.awardLevelId,
  comment: r.comment,
  updatedAt: r.updatedAt.toISOString(),
  submittedAt: r.submittedAt?.toISOString() ?? null,
});
