import { describe, expect, it } from 'vitest';
import type { Criterion, Review } from '@laurel/contract';
import { draftFromReview, missingForSubmit, reviewBody, sameDraft } from './review-draft.ts';

const criteria: Criterion[] = [
  { key: 'innovation', name: 'Innovation', description: '', weight: 60 },
  { key: 'function', name: 'Function', description: '', weight: 40 },
];

const review = (overrides: Partial<Review> = {}): Review => ({
  applyOrderId: 5,
  level: 'first',
  status: 'draft',
  scores: { innovation: 7 },
  total: null,
  awardChosen: false,
  awardLevelId: null,
  comment: 'Bold.',
  updatedAt: '2027-05-12T10:04:00.000Z',
  submittedAt: null,
  ...overrides,
});

describe('the review form state', () => {
  it('starts from the stored review: "no award" only when one was chosen', () => {
    expect(draftFromReview(null)).toEqual({ scores: {}, award: undefined, comment: '' });
    expect(draftFromReview(review())).toEqual({
      scores: { innovation: 7 },
      award: undefined,
      comment: 'Bold.',
    });
    expect(draftFromReview(review({ awardChosen: true, awardLevelId: null })).award).toBeNull();
    expect(draftFromReview(review({ awardChosen: true, awardLevelId: 3 })).award).toBe(3);
  });

  it('sends the scores in criterion order, a level only once chosen, null for "no award"', () => {
    const draft = {
      scores: { function: 4, innovation: 9, gone: 2 },
      award: undefined,
      comment: 'c',
    };
    expect(reviewBody(5, criteria, draft, false)).toEqual({
      apply_order_id: 5,
      scores: [
        { key: 'innovation', score: 9 },
        { key: 'function', score: 4 },
      ],
      comment: 'c',
      submit: false,
    });
    expect(reviewBody(5, criteria, { ...draft, award: null }, true)).toMatchObject({
      awardLevelId: null,
      submit: true,
    });
    expect(reviewBody(5, criteria, { ...draft, award: 2 }, true)).toMatchObject({
      awardLevelId: 2,
    });
  });

  it('says what stops a submit: unscored criteria in order, then the proposal', () => {
    expect(missingForSubmit(criteria, { scores: {}, award: undefined, comment: '' })).toEqual([
      { kind: 'score', key: 'innovation' },
      { kind: 'score', key: 'function' },
      { kind: 'award' },
    ]);
    expect(
      missingForSubmit(criteria, {
        scores: { innovation: 1, function: 10 },
        award: null,
        comment: '',
      }),
    ).toEqual([]);
  });

  it('compares drafts by value', () => {
    const a = { scores: { innovation: 7 }, award: null, comment: 'x' };
    expect(sameDraft(a, { scores: { innovation: 7 }, award: null, comment: 'x' })).toBe(true);
    expect(sameDraft(a, { ...a, scores: { innovation: 8 } })).toBe(false);
    expect(sameDraft(a, { ...a, award: undefined })).toBe(false);
    expect(sameDraft(a, { ...a, comment: 'y' })).toBe(false);
  });
});
