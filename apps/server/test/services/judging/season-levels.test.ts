import { awardEntry, getReviewCriteria, proposeSubJuryAward } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardLevels, entries, reviewAssignments, reviews, seasons } from '../../../src/db/schema.ts';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { scoresOf, seedJury, type Jury } from './jury-fixtures.ts';

/*
 * Award levels, the score scale and the criteria belong to a season
 * (services/judging/README.md#the-seasons-levels-and-scale): a level of another season is as
 * unknown as a made-up one, a score above the season's scale is refused, and each review records
 * the criteria version it was scored under.
 */

let t: TestApp;
let j: Jury;
let pastLevel: number;
beforeAll(async () => {
  t = await createTestApp();
  j = await seedJury(t);
  const [level] = await t.ctx.db
    .insert(awardLevels)
    .values({ seasonId: j.comp.seasons.past, name: 'Old Gold', rank: 1, winnerPackageFeeCents: 100 })
    .returning({ id: awardLevels.id });
  pastLevel = level!.id;
  await t.ctx.db.insert(reviewAssignments).values(j.entries.slice(0, 3).map((e) => ({ entryId: e.id, reviewerId: j.sub2.id })));
});
afterAll(() => t?.close());

const propose = (entry: number, body: Record<string, unknown>) =>
  call(t, proposeSubJuryAward, { token: j.sub2.token, body: { apply_order_id: entry, ...body } });

describe("a season's award levels, scale and criteria at the jury", () => {
  it("lists only the current season's levels and its score scale on the review form", async () => {
    await t.ctx.db.update(seasons).set({ scoreMax: 7 }).where(eq(seasons.id, j.comp.seasons.current));
    const res = await call(t, getReviewCriteria, { token: j.sub2.token });
    expect(res.status).toBe(200);
    expect(res.data.scoreMax).toBe(7);
    expect(res.data.awardLevels.map((l: { id: number }) => l.id)).toEqual([j.comp.levels.gold, j.comp.levels.silver]);
  });

  it("refuses a score above the season's scale, saving nothing", async () => {
    await t.ctx.db.update(seasons).set({ scoreMax: 7 }).where(eq(seasons.id, j.comp.seasons.current));
    const entry = j.entries[0]!.id;
    const res = await propose(entry, { scores: scoresOf(8), awardLevelId: null, submit: false });
    expect(res.status).toBe(422);
    expect(res.msg).toEqual({ scores: ['Scores go from 1 to 7 this season.'] });
    expect(await t.ctx.db.select().from(reviews).where(eq(reviews.entryId, entry))).toEqual([]);
    expect((await propose(entry, { scores: scoresOf(7), awardLevelId: null, submit: false })).status).toBe(200);
  });

  it('records the criteria version the review was scored under', async () => {
    await t.ctx.db.update(seasons).set({ scoreMax: 10, criteriaVersion: 3 }).where(eq(seasons.id, j.comp.seasons.current));
    const entry = j.entries[1]!.id;
    expect((await propose(entry, { scores: scoresOf(9), awardLevelId: j.comp.levels.gold, submit: true })).status).toBe(200);
    const [row] = await t.ctx.db.select().from(reviews).where(and(eq(reviews.entryId, entry), eq(reviews.reviewerId, j.sub2.id)));
    expect(row!.criteriaVersion).toBe(3);
  });

  it("refuses a reviewer's level of another season as unknown", async () => {
    const entry = j.entries[2]!.id;
    const res = await propose(entry, { scores: scoresOf(6), awardLevelId: pastLevel, submit: false });
    expect(res.status).toBe(422);
    expect(res.msg).toEqual({ awardLevelId: ['This award level does not exist.'] });
    expect(await t.ctx.db.select().from(reviews).where(eq(reviews.entryId, entry))).toEqual([]);
  });

  it("refuses the judge's award of another season's level, leaving the entry as it was", async () => {
    const entry = j.entries[3]!;
    const res = await call(t, awardEntry, { token: j.judge.token, body: { apply_order_id: entry.id, awardLevelId: pastLevel } });
    expect(res.status).toBe(422);
    expect(res.msg).toEqual({ awardLevelId: ['This award level does not exist.'] });
    const [after] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect({ status: after!.status, awardLevelId: after!.awardLevelId }).toEqual({ status: entry.status, awardLevelId: null });
    expect((await call(t, awardEntry, { token: j.judge.token, body: { apply_order_id: entry.id, awardLevelId: j.comp.levels.gold } })).status).toBe(200);
  });
});
