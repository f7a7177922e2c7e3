import { describe, expect, it } from 'vitest';
import {
  listSecondLevelAwards,
  listSubJuryAwards,
  proposeSecondLevelAward,
  proposeSubJuryAward,
  type Review,
} from '../src/index.ts';
import { INVALID_TYPE, REQUIRED, fieldErrors } from './helpers.ts';

describe('sub-judge calls', () => {
  it('a proposal is a level or none, a score of 1–10 and a comment', () => {
    const ok = { apply_order_id: 5, awardLevelId: 2, score: 8, comment: 'Strong detailing.' };
    expect(proposeSubJuryAward.body.parse(ok)).toEqual(ok);
    expect(proposeSecondLevelAward.body.parse({ ...ok, awardLevelId: null })).toMatchObject({
      awardLevelId: null,
    });
    expect(fieldErrors(proposeSubJuryAward.body, { apply_order_id: 5 })).toEqual({
      awardLevelId: [REQUIRED],
      score: [REQUIRED],
    });
    expect(fieldErrors(proposeSubJuryAward.body, { ...ok, score: 11 })).toEqual({
      score: [INVALID_TYPE],
    });
    expect(fieldErrors(proposeSubJuryAward.body, { ...ok, score: 0 })).toEqual({
      score: [INVALID_TYPE],
    });
    expect(fieldErrors(proposeSubJuryAward.body, { ...ok, comment: 'x'.repeat(2001) })).toEqual({
      comment: ['Must be at most 2000 characters'],
    });
  });

  it('the answer is the review as stored', () => {
    const review: Review = {
      applyOrderId: 5,
      level: 'first',
      awardLevelId: null,
      score: 3,
      comment: '',
      updatedAt: '2026-05-01T10:00:00.000Z',
    };
    expect(proposeSubJuryAward.response.parse(review)).toEqual(review);
    expect(proposeSubJuryAward.response.safeParse({ ...review, score: 12 }).success).toBe(false);
  });

  it('worklists page and filter by reviewed', () => {
    expect(listSubJuryAwards.query.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(listSecondLevelAwards.query.parse({ reviewed: 'true' })).toMatchObject({
      reviewed: true,
    });
    expect(fieldErrors(listSubJuryAwards.query, { reviewed: 'soon' })).toEqual({
      reviewed: [INVALID_TYPE],
    });
  });

  it('worklist rows are blind: no entrant, credits or codes', () => {
    const item = {
      id: 5,
      seasonYear: 2026,
      title: 'Fold chair',
      category: { id: 4, name: 'Furniture', groupName: 'Product Design' },
      description: 'A chair that folds flat.',
      coverUrl: null,
      images: [],
      videoUrl: null,
      pdf: null,
      submittedAt: null,
      myReview: null,
    };
    const page = {
      list: [{ ...item, entrant: { name: 'Ada' }, credits: 'Ada' }],
      total: 1,
      page: 1,
      pageSize: 20,
    };
    const parsed = listSubJuryAwards.response.parse(page);
    expect(parsed.list[0]).toEqual(item);
  });
});
