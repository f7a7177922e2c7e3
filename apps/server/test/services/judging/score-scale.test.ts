import { getCalibration, listJudgeEntries, proposeSubJuryAward } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAssignments, seasons } from '../../../src/db/schema.ts';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { scoresOf, seedJury, type Jury } from './jury-fixtures.ts';

/*
 * The judge's figures on a season scored from 1 to 5 (services/judging/README.md#the-seasons-levels-and-scale,
 * docs/product.md#calibration): the top of the scale and the normalised scores' ceiling are the
 * season's, not the widest scale's.
 */

let t: TestApp;
let j: Jury;
beforeAll(async () => {
  t = await createTestApp();
  j = await seedJury(t);
  await t.ctx.db.update(seasons).set({ scoreMax: 5 }).where(eq(seasons.id, j.comp.seasons.current));
  // The furniture entries: Sub One has an entry in lighting, so may not judge that category.
  const three = [j.entries[0]!, j.entries[2]!, j.entries[4]!];
  await t.ctx.db
    .insert(reviewAssignments)
    .values([j.sub1, j.sub2].flatMap((r) => three.map((e) => ({ entryId: e.id, reviewerId: r.id }))));
  // Sub One scores low but for one entry, which it gives the top score; Sub Two gives 5 throughout.
  for (const [i, e] of three.entries()) {
    for (const [reviewer, score] of [
      [j.sub1, i === 2 ? 5 : 1],
      [j.sub2, 5],
    ] as const) {
      const res = await call(t, proposeSubJuryAward, {
        token: reviewer.token,
        body: { apply_order_id: e.id, scores: scoresOf(score), awardLevelId: null, submit: true },
      });
      expect(res.status).toBe(200);
    }
  }
});
afterAll(() => t?.close());

describe("the judge's figures on the season's scale", () => {
  it('counts a 4 or a 5 out of 5 as the top of the scale', async () => {
    const cal = await call(t, getCalibration, { token: j.judge.token });
    expect(cal.status).toBe(200);
    const share = (id: number) => cal.data.judges.find((x: { id: number }) => x.id === id).topShare;
    expect([share(j.sub1.id), share(j.sub2.id)]).toEqual([0.33, 1]);
  });

  it('keeps every normalised score within the season’s scale', async () => {
    const res = await call(t, listJudgeEntries, { token: j.judge.token, query: { sort: 'normalised' } });
    expect(res.status).toBe(200);
    const scores = res.data.list.map((e: { normalisedScore: number | null }) => e.normalisedScore).filter((s: number | null) => s !== null);
    expect(scores).toHaveLength(3);
    expect(Math.max(...scores)).toBeLessThanOrEqual(5);
    // Sub One's 5 maps to 6.33 on the panel's mean (3.67) and spread and is held at 5; Sub Two's
    // constant 5s keep the panel's mean: (5 + 3.67) / 2.
    const top = res.data.list.find((e: { id: number }) => e.id === j.entries[4]!.id);
    expect(top.normalisedScore).toBe(4.33);
  });
});
