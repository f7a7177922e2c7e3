import { describe, expect, it } from 'vitest';
import {
  listSecondLevelAwards,
  listSubJuryAwards,
  proposeSecondLevelAward,
  proposeSubJuryAward,
  type ReviewSaved,
} from '../src/index.ts';
import { INVALID_FORMAT, INVALID_TYPE, REQUIRED, fieldErrors } from './helpers.ts';

describe('sub-judge calls', () => {
  it('a proposal is a score per criterion, a level or none, a comment, and draft or submitted', () => {
    const ok = {
      apply_order_id: 5,
      scores: [
        { key: 'innovation', score: 8 },
        { key: 'aesthetics', score: 10 },
      ],
      awardLevelId: 2,
      comment: 'Strong detailing.',
      submit: true,
    };
    expect(proposeSubJuryAward.body.parse(ok)).toEqual(ok);
    expect(proposeSecondLevelAward.body.parse({ ...ok, awardLevelId: null })).toMatchObject({
      awardLevelId: null,
    });
    // A draft may leave the award open.
    const { awardLevelId: _, ...draft } = { ...ok, submit: false };
    expect(proposeSubJuryAward.body.parse(draft)).toEqual(draft);
    expect(fieldErrors(proposeSubJuryAward.body, { apply_order_id: 5 })).toEqual({
      scores: [REQUIRED],
      submit: [REQUIRED],
    });
    const scored = (score: number) => ({ ...ok, scores: [{ key: 'innovation', score }] });
    expect(fieldErrors(proposeSubJuryAward.body, scored(11))).toEqual({ 'scores.0.score': [INVALID_TYPE] });
    expect(fieldErrors(proposeSubJuryAward.body, scored(0))).toEqual({ 'scores.0.score': [INVALID_TYPE] });
    const twice = { ...ok, scores: [{ key: 'innovation', score: 3 }, { key: 'innovation', score: 4 }] };
    expect(fieldErrors(proposeSubJuryAward.body, twice)).toEqual({ scores: [INVALID_TYPE] });
    expect(fieldErrors(proposeSubJuryAward.body, { ...ok, scores: [{ key: 'Bad Key', score: 3 }] })).toEqual({
      'scores.0.key': [INVALID_FORMAT],
    });
    expect(fieldErrors(proposeSubJuryAward.body, { ...ok, comment: 'x'.repeat(2001) })).toEqual({
      comment: ['Must be at most 2000 characters'],
    });
  });

  it('the answer is the review as stored, with where "save and next" goes', () => {
    const review: ReviewSaved = {
      applyOrderId: 5,
      level: 'first',
      status: 'submitted',
      scores: { innovation: 3, aesthetics: 4 },
      total: 3.5,
      awardChosen: true,
      awardLevelId: null,
      comment: '',
      updatedAt: '2026-05-01T10:00:00.000Z',
      submittedAt: '2026-05-01T10:00:00.000Z',
      nextApplyOrderId: 7,
    };
    expect(proposeSubJuryAward.response.parse(review)).toEqual(review);
    const bad = { ...review, scores: { innovation: 12 } };
    expect(proposeSubJuryAward.response.safeParse(bad).success).toBe(false);
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
      fields: [{ key: 'stage', label: 'Stage', labelZh: '阶段', value: 'Concept', valueZh: '概念' }],
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
