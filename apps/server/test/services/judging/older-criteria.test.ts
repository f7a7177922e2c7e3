import { getJudgeEntryDetail, listJudgeEntries, proposeSubJuryAward, saveCriteria } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAssignments } from '../../../src/db/schema.ts';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { CRITERIA, scoresOf, seedJury, type Jury } from './jury-fixtures.ts';

/*
 * A criteria change after reviews (docs/product.md#criteria): the judge sees which reviews were
 * scored under the weights the season had before.
 */

let t: TestApp;
let j: Jury;
beforeAll(async () => {
  t = await createTestApp();
  j = await seedJury(t);
  // A furniture entry: Sub One has an entry in lighting, so may not judge that category.
  await t.ctx.db.insert(reviewAssignments).values([j.sub1, j.sub2].map((r) => ({ entryId: j.entries[0]!.id, reviewerId: r.id })));
});
afterAll(() => t?.close());

const review = (token: string, score: number) =>
  call(t, proposeSubJuryAward, {
    token,
    body: { apply_order_id: j.entries[0]!.id, scores: scoresOf(score), awardLevelId: null, submit: true },
  });

describe('reviews scored under older criteria', () => {
  it('marks, for the judge, the review submitted before a confirmed change and not the one after', async () => {
    expect((await review(j.sub2.token, 8)).status).toBe(200);
    const before = await call(t, getJudgeEntryDetail, { token: j.judge.token, query: { apply_order_id: j.entries[0]!.id } });
    expect(before.data.reviews.map((r: { olderCriteria: boolean }) => r.olderCriteria)).toEqual([false]);

    const reweighed = CRITERIA.map((c) => ({ key: c.key, name: c.name, nameZh: c.nameZh, description: '', descriptionZh: '', weight: 25 }));
    const changed = await call(t, saveCriteria, {
      token: j.admin.token,
      body: { seasonId: j.comp.seasons.current, criteria: reweighed, scoreMax: 10, confirmChange: 1 },
    });
    expect(changed.status).toBe(200);
    expect(changed.data.version).toBe(2);
    expect((await review(j.sub1.token, 6)).status).toBe(200);

    const after = await call(t, getJudgeEntryDetail, { token: j.judge.token, query: { apply_order_id: j.entries[0]!.id } });
    expect(after.status).toBe(200);
    const byReviewer = Object.fromEntries(
      after.data.reviews.map((r: { reviewer: { id: number }; olderCriteria: boolean }) => [r.reviewer.id, r.olderCriteria]),
    );
    expect(byReviewer).toEqual({ [j.sub2.id]: true, [j.sub1.id]: false });

    // The judge's table says it too: one of the entry's two counted reviews used the old weights.
    const list = await call(t, listJudgeEntries, { token: j.judge.token, query: { page: 1, pageSize: 50 } });
    expect(list.status).toBe(200);
    const row = list.data.list.find((e: { id: number }) => e.id === j.entries[0]!.id);
    expect(row.firstLevel).toMatchObject({ count: 2, olderCriteria: 1 });
    expect(list.data.list.filter((e: { id: number }) => e.id !== j.entries[0]!.id).every((e: { firstLevel: { olderCriteria: number } }) => e.firstLevel.olderCriteria === 0)).toBe(true);
  });
});
