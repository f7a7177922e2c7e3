import type { Criterion, Review, ReviewRequest } from '@laurel/contract';
import type { Scores } from './weighted-total.ts';

/**
 * What the review form holds for one entry. `award`: undefined while nothing is chosen, null for
 * "No award", else the proposed level's id (docs/product.md#reviews).
 */
export interface ReviewDraft {
  scores: Scores;
  award: number | null | undefined;
  comment: string;
}

export const emptyDraft: ReviewDraft = { scores: {}, award: undefined, comment: '' };

/** The form's starting point: the reviewer's stored review of the entry, if any. */
export function draftFromReview(review: Review | null | undefined): ReviewDraft {
  if (!review) return emptyDraft;
  return {
    scores: { ...review.scores },
    award: review.awardChosen ? review.awardLevelId : undefined,
    comment: review.comment,
  };
}

/**
 * The body of `POST /subJudge/award` and `/subjudges/awarded`. Scores of criteria the season no
 * longer has are left out; a level is sent only once chosen (null is an explicit "No award").
 */
export function reviewBody(
  entryId: number,
  criteria: readonly Criterion[],
  draft: ReviewDraft,
  submit: boolean,
): ReviewRequest {
  const scores = criteria
    .filter((c) => draft.scores[c.key] !== undefined)
    .map((c) => ({ key: c.key, score: draft.scores[c.key]! }));
  return {
    apply_order_id: entryId,
    scores,
    ...(draft.award !== undefined ? { awardLevelId: draft.award } : {}),
    comment: draft.comment,
    submit,
  };
}

export type MissingPart = { kind: 'score'; key: string } | { kind: 'award' };

/** What still stops a submit: unscored criteria first, in order, then the award proposal. */
export function missingForSubmit(
  criteria: readonly Criterion[],
  draft: ReviewDraft,
): MissingPart[] {
  const missing: MissingPart[] = criteria
    .filter((c) => draft.scores[c.key] === undefined)
    .map((c) => ({ kind: 'score', key: c.key }));
  if (draft.award === undefined) missing.push({ kind: 'award' });
  return missing;
}

export const sameDraft = (a: ReviewDraft, b: ReviewDraft): boolean =>
  a.award === b.award &&
  a.comment === b.comment &&
  Object.keys(a.scores).length === Object.keys(b.scores).length &&
  Object.entries(a.scores).every(([k, v]) => b.scores[k] === v);
