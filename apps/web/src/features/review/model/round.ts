import type { ReviewCriteria, ReviewLevel } from '@laurel/contract';

/** When the reviewer's round ends (docs/product.md#reviews: a review may change until then). */
export const roundEndsAt = (setup: ReviewCriteria, level: ReviewLevel): string =>
  level === 'first' ? setup.firstReviewEndsAt : setup.secondReviewEndsAt;

export const roundClosed = (setup: ReviewCriteria, level: ReviewLevel, now = Date.now()): boolean =>
  now > Date.parse(roundEndsAt(setup, level));
