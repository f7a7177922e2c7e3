import {
  applyAutoAssignment,
  assignSubJudge,
  awardEntry,
  createEntry,
  batchShowEntries,
  declareConflict,
  exportReviewsCsv,
  getCalibration,
  getEntrySubJudges,
  getJudgeEntryDetail,
  getReviewCriteria,
  getReviewProgress,
  getSubjudgesSubJudges,
  listJudgeEntries,
  listJudgeSecondLevelAwards,
  listSecondLevelAwards,
  listSubJuryAwards,
  previewAssignment,
  proposeSecondLevelAward,
  proposeSubJuryAward,
  setEntryShow,
} from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, reviews } from '../../../src/db/schema.ts';
import { call, makeEntrant, seedCompetition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { scoresOf, seedJury, type Jury } from './jury-fixtures.ts';

/*
 * The jury's work end to end through the API (docs/product.md#jury-journey): criteria, automatic
 * assignment with conflicts, blind worklists, drafts and submissions, a declared conflict, the
 * second level, the judge's table, calibration, awards and publication.
 */

let t: TestApp;
let j: Jury;
beforeAll(async () => {
  t = await createTestApp();
  j = await seedJury(t);
});
afterAll(() => t?.close());

const id = (i: number) => j.entries[i]!.id;
const propose = (token: string, entry: number, body: Record<string, unknown>) =>
  call(t, proposeSubJuryAward, { token, body: { apply_order_id: entry, ...body } });

describe('the jury journey', () => {
  it('keeps the jury out of the season it judges', async () => {
    const t2 = await createTestApp();
    try {
      const c = await seedCompetition(t2, 'open');
      for (const identity of [1, 2, 3] as const) {
        const member = await makeEntrant(t2, { identity });
        const res = await call(t2, createEntry, { token: member.token, body: { categoryId: c.cats.furniture, title: 'Mine' } });
        expect(res.status).toBe(403);
      }
      const entrant = await makeEntrant(t2);
      expect((await call(t2, createEntry, { token: entrant.token, body: { categoryId: c.cats.furniture, title: 'Mine' } })).status).toBe(200);
    } finally {
      await t2.close();
    }
    // One made before its author joined the jury stays out of every list.
    const all = await call(t, listJudgeEntries, { token: j.judge.token, query: { pageSize: 100 } });
    expect(all.data.list.map((e: { id: number }) => e.id)).not.toContain(j.outside.jurors.id);
  });

  it('tells reviewers the season’s criteria, weights and levels, in their language', async () => {
    const res = await call(t, getReviewCriteria, { token: j.sub1.token, language: 'zh-CN' });
    expect(res.status).toBe(200);
    expect(res.data.criteria.map((c: { key: string; weight: number }) => [c.key, c.weight])).toEqual([
      ['innovation', 30],
      ['aesthetics', 30],
      ['function', 25],
      ['responsibility', 15],
    ]);
    expect(res.data.criteria[0].name).toBe('创新');
    expect(res.data.awardLevels.map((l: { id: number }) => l.id)).toEqual([j.comp.levels.gold, j.comp.levels.silver]);
  });

  it('previews an automatic assignment that respects every conflict, then applies exactly it', async () => {
    const preview = await call(t, previewAssignment, { token: j.judge.token, query: { perEntry: 2 } });
    expect(preview.status).toBe(200);
    const plan = preview.data;
    expect(plan.entries).toBe(6);
    const pairs = new Map(plan.assignments.map((a: { applyOrderId: number; subJudgeIds: number[] }) => [a.applyOrderId, a.subJudgeIds]));
    // Sub One has an entry of their own in Lighting; Sub Three works where the first entrant works.
    for (const [entry, subs] of pairs) {
      const e = j.entries.find((x) => x.id === entry)!;
      if (e.categoryId === j.comp.cats.lighting) expect(subs).not.toContain(j.sub1.id);
      if (e.userId === j.entrants[0]!.id) expect(subs).not.toContain(j.sub3.id);
      expect(subs).toHaveLength(e.id === id(3) ? 1 : 2);
    }
    expect(plan.unfilled).toEqual([{ applyOrderId: id(3), missing: 1, reason: expect.stringMatching(/conflict/) }]);
    const loads = plan.subJudges.map((s: { after: number }) => s.after);
    expect(loads.reduce((a: number, b: number) => a + b, 0)).toBe(11);
    // The same data gives the same plan.
    expect((await call(t, previewAssignment, { token: j.judge.token, query: { perEntry: 2 } })).data.planId).toBe(plan.planId);

    const stale = await call(t, applyAutoAssignment, { token: j.judge.token, body: { perEntry: 3, planId: plan.planId } });
    expect(stale.status).toBe(409);
    const applied = await call(t, applyAutoAssignment, { token: j.judge.token, body: { perEntry: 2, planId: plan.planId } });
    expect(applied.status).toBe(200);
    expect(applied.data.assignments).toEqual(plan.assignments);
    const rows = await t.ctx.db.select().from(entries).where(eq(entries.id, id(0)));
    expect(rows[0]).toMatchObject({ status: 'in_review', assignedCount: 2 });
    // Applying again finds the plan changed: nothing is assigned twice.
    expect((await call(t, applyAutoAssignment, { token: j.judge.token, body: { perEntry: 2, planId: plan.planId } })).status).toBe(409);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'entry.assigned'));
    expect(audits).toHaveLength(6);
  });

  it('refuses by hand a pair with a conflict, naming why, and changes nothing', async () => {
    const res = await call(t, assignSubJudge, { token: j.judge.token, body: { apply_order_id: id(3), subJudgeIds: [j.sub2.id, j.sub3.id] } });
    expect(res.status).toBe(422);
    expect(res.msg.subJudgeIds).toEqual([expect.stringMatching(/same organisation/)]);
    const list = await call(t, getEntrySubJudges, { token: j.judge.token, query: { apply_order_id: id(3) } });
    expect(list.data.filter((s: { assigned: boolean }) => s.assigned).map((s: { id: number }) => s.id)).toEqual([j.sub2.id]);
    expect(list.data.find((s: { id: number }) => s.id === j.sub1.id).conflict).toBe('same_category');
  });

  it('gives a sub-judge their entries only, blind, with drafts kept apart from submissions', async () => {
    const list = await call(t, listSubJuryAwards, { token: j.sub2.token });
    expect(list.status).toBe(200);
    const mine = list.data.list.map((e: { id: number }) => e.id);
    expect(mine).toEqual(j.entries.map((e) => e.id).filter((x) => list.data.list.some((e: { id: number }) => e.id === x)));
    expect(mine).toContain(id(3));
    expect(JSON.stringify(list.data)).not.toMatch(/Quillfeather|Vexmoor|Pemberly|quillfeather|gmail/);

    const draft = await propose(j.sub2.token, id(3), { scores: [{ key: 'innovation', score: 9 }], submit: false });
    expect(draft.status).toBe(200);
    expect(draft.data).toMatchObject({ status: 'draft', total: null, awardChosen: false });
    expect((await t.ctx.db.select().from(entries).where(eq(entries.id, id(3))))[0]!.firstReviewCount).toBe(0);

    const incomplete = await propose(j.sub2.token, id(3), { scores: [{ key: 'innovation', score: 9 }], awardLevelId: null, submit: true });
    expect(incomplete.status).toBe(422);
    expect(incomplete.msg.scores).toBeDefined();
    const unknown = await propose(j.sub2.token, id(3), { scores: [...scoresOf(5), { key: 'charm', score: 3 }], awardLevelId: null, submit: true });
    expect(unknown.status).toBe(422);

    const done = await propose(j.sub2.token, id(3), { scores: scoresOf(8, { innovation: 10 }), awardLevelId: j.comp.levels.gold, comment: 'Bold.', submit: true });
    expect(done.status).toBe(200);
    // (10·30 + 8·30 + 8·25 + 8·15) / 100 = 8.6
    expect(done.data).toMatchObject({ status: 'submitted', total: 8.6, awardChosen: true, awardLevelId: j.comp.levels.gold });
    expect(done.data.nextApplyOrderId).not.toBe(id(3));
    expect(mine).toContain(done.data.nextApplyOrderId);
    // An autosave after submitting keeps it submitted.
    const again = await propose(j.sub2.token, id(3), { scores: scoresOf(8, { innovation: 10 }), awardLevelId: j.comp.levels.gold, comment: 'Bold, and clear.', submit: false });
    expect(again.data.status).toBe('submitted');
    expect((await t.ctx.db.select().from(entries).where(eq(entries.id, id(3))))[0]).toMatchObject({ firstReviewCount: 1, firstAverage: 860 });
  });

  it('never lets a sub-judge review an entry that is not on their list', async () => {
    const notMine = j.entries.find((e) => e.categoryId === j.comp.cats.lighting)!;
    const res = await propose(j.sub1.token, notMine.id, { scores: scoresOf(9), awardLevelId: null, submit: true });
    expect(res.status).toBe(404);
    expect((await propose(j.sub1.token, j.outside.unpaid.id, { scores: scoresOf(9), awardLevelId: null, submit: true })).status).toBe(404);
  });

  it('takes a declared conflict: the entry leaves the list and the review stops counting', async () => {
    const list = await call(t, listSubJuryAwards, { token: j.sub2.token });
    const target = list.data.list.find((e: { id: number }) => e.id !== id(3) && e.id !== id(0)).id;
    await propose(j.sub2.token, target, { scores: scoresOf(2), awardLevelId: null, submit: true });
    expect((await t.ctx.db.select().from(entries).where(eq(entries.id, target)))[0]!.firstReviewCount).toBe(1);
    const res = await call(t, declareConflict, { token: j.sub2.token, body: { apply_order_id: target, reason: 'I mentored the designer.' } });
    expect(res.status).toBe(200);
    const after = await call(t, listSubJuryAwards, { token: j.sub2.token });
    expect(after.data.list.map((e: { id: number }) => e.id)).not.toContain(target);
    const row = (await t.ctx.db.select().from(entries).where(eq(entries.id, target)))[0]!;
    expect(row).toMatchObject({ firstReviewCount: 0, firstAverage: null });
    // Kept, never counted.
    const kept = await t.ctx.db.select().from(reviews).where(and(eq(reviews.entryId, target), eq(reviews.reviewerId, j.sub2.id)));
    expect(kept).toHaveLength(1);
    const detail = await call(t, getJudgeEntryDetail, { token: j.judge.token, query: { apply_order_id: target } });
    expect(detail.data.reviews.find((r: { reviewer: { id: number } }) => r.reviewer.id === j.sub2.id)).toMatchObject({
      counts: false,
      conflict: 'declared',
      conflictNote: 'I mentored the designer.',
    });
    expect((await propose(j.sub2.token, target, { scores: scoresOf(9), awardLevelId: null, submit: true })).status).toBe(404);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'conflict.declared'));
    expect(audit.map((a) => a.after)).toEqual([{ assigned: false, reason: 'I mentored the designer.' }]);
  });

  it('sends entries with enough award proposals to the second level, blind, with the first level beside them', async () => {
    // Entry 0: both of its sub-judges propose an award.
    const subs = (await call(t, getEntrySubJudges, { token: j.judge.token, query: { apply_order_id: id(0) } })).data.filter((s: { assigned: boolean }) => s.assigned);
    const tokens = new Map([[j.sub1.id, j.sub1.token], [j.sub2.id, j.sub2.token], [j.sub3.id, j.sub3.token]]);
    for (const [i, s] of subs.entries()) {
      const res = await propose(tokens.get(s.id)!, id(0), { scores: scoresOf(7 + i), awardLevelId: j.comp.levels.silver, submit: true });
      expect(res.status).toBe(200);
    }
    const list = await call(t, listSecondLevelAwards, { token: j.second.token });
    expect(list.status).toBe(200);
    const ids = list.data.list.map((e: { id: number }) => e.id);
    expect(ids).toContain(id(0));
    const row = list.data.list.find((e: { id: number }) => e.id === id(0));
    // Their own judgement first: the first level's figures and reviews wait for it (docs/product.md#reviews).
    expect(row.firstLevel).toMatchObject({ count: 2, averageScore: null, proposals: [] });
    expect(row).toMatchObject({ firstLevelVisible: false, firstLevelReviews: [] });
    expect(JSON.stringify(list.data)).not.toMatch(/Quillfeather|Vexmoor|Pemberly|Sub One|Sub Two|Sub Three/);
    expect((await call(t, getSubjudgesSubJudges, { token: j.second.token, query: { apply_order_id: id(0) } })).data).toEqual({ visible: false, reviews: [] });

    const res = await call(t, proposeSecondLevelAward, { token: j.second.token, body: { apply_order_id: id(0), scores: scoresOf(9), awardLevelId: j.comp.levels.gold, submit: true } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ level: 'second', total: 9 });
    const after = (await call(t, listSecondLevelAwards, { token: j.second.token })).data.list.find((e: { id: number }) => e.id === id(0));
    expect(after.firstLevel).toMatchObject({ count: 2, averageScore: 7.5 });
    expect(after.firstLevelReviews.map((r: { reviewer: number }) => r.reviewer)).toEqual([1, 2]);
    const who = await call(t, getSubjudgesSubJudges, { token: j.second.token, query: { apply_order_id: id(0) } });
    expect(who.data).toEqual({ visible: true, reviews: after.firstLevelReviews });
    expect(JSON.stringify(who.data)).not.toMatch(/Sub One|Sub Two|Sub Three|@/);
    // An entry that did not reach the second level is not theirs to review.
    const notThere = j.entries.find((e) => !ids.includes(e.id))!;
    expect((await call(t, proposeSecondLevelAward, { token: j.second.token, body: { apply_order_id: notThere.id, scores: scoresOf(9), awardLevelId: null, submit: true } })).status).toBe(404);
    const judgeView = await call(t, listJudgeSecondLevelAwards, { token: j.judge.token });
    expect(judgeView.data.list[0].id).toBe(id(0));
    expect(judgeView.data.list[0].secondLevelReviews[0].reviewer.id).toBe(j.second.id);
  });

  it('gives the judge the table with filters, sorts, progress and calibration', async () => {
    const all = await call(t, listJudgeEntries, { token: j.judge.token });
    // Every submitted entry, the unpaid one too (its fee can be set by hand); never a draft or a juror's.
    expect(all.data.total).toBe(7);
    const listed = all.data.list.map((e: { id: number }) => e.id);
    expect(listed).toContain(j.outside.unpaid.id);
    expect(listed).not.toContain(j.outside.jurors.id);
    expect(listed).not.toContain(j.outside.draft.id);
    expect((await call(t, listJudgeEntries, { token: j.judge.token, query: { entryFeeStatus: 'unpaid' } })).data.list.map((e: { id: number }) => e.id)).toEqual([j.outside.unpaid.id]);
    const byScore = await call(t, listJudgeEntries, { token: j.judge.token, query: { sort: 'score' } });
    const averages = byScore.data.list.map((e: { firstLevel: { averageScore: number | null } }) => e.firstLevel.averageScore);
    expect(averages.slice(0, 2)).toEqual([8.6, 7.5]);
    const norm = await call(t, listJudgeEntries, { token: j.judge.token, query: { sort: 'normalised' } });
    expect(norm.data.list[0].normalisedScore).not.toBeNull();
    const complete = await call(t, listJudgeEntries, { token: j.judge.token, query: { progress: 'complete' } });
    expect(complete.data.list.map((e: { id: number }) => e.id)).toContain(id(0));
    const kw = await call(t, listJudgeEntries, { token: j.judge.token, query: { keyword: j.entrants[1]!.name } });
    expect(kw.data.list.every((e: { entrant: { id: number } }) => e.entrant.id === j.entrants[1]!.id)).toBe(true);
    expect((await call(t, listJudgeEntries, { token: j.judge.token, query: { keyword: '%' } })).data.total).toBe(0);
    const progress = await call(t, getReviewProgress, { token: j.judge.token });
    expect(progress.data.bySubJudge.find((s: { id: number }) => s.id === j.sub2.id).submitted).toBeGreaterThanOrEqual(2);
    const cal = await call(t, getCalibration, { token: j.judge.token });
    expect(cal.data.frozenAt).toBeNull();
    expect(cal.data.panel.count).toBeGreaterThanOrEqual(3);
    const csv = await t.app.inject({ method: 'GET', url: `/api${exportReviewsCsv.path}`, headers: { token: j.judge.token } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Innovation (×30)');
    expect(csv.body).toContain(j.entrants[0]!.email);
  });

  it('awards and shows, freezing calibration so later reviews do not move it', async () => {
    expect((await call(t, awardEntry, { token: j.judge.token, body: { apply_order_id: id(0), awardLevelId: j.comp.levels.gold } })).status).toBe(200);
    const notAwarded = await call(t, setEntryShow, { token: j.judge.token, body: { apply_order_id: id(1), isShow: true } });
    expect(notAwarded.status).toBe(409);
    const batch = await call(t, batchShowEntries, { token: j.judge.token, body: { apply_order_ids: [id(0), id(1)], isShow: true } });
    expect(batch.data).toEqual({ updated: 1, skipped: [id(1)] });
    const frozen = await call(t, getCalibration, { token: j.judge.token });
    expect(frozen.data.frozenAt).not.toBeNull();
    await propose(j.sub2.token, (await call(t, listSubJuryAwards, { token: j.sub2.token, query: { reviewed: 'false' } })).data.list[0].id, { scores: scoresOf(1), awardLevelId: null, submit: true });
    expect((await call(t, getCalibration, { token: j.judge.token })).data).toEqual(frozen.data);
    // Shown, and ready: the season's results date is ahead, so no public list has it yet
    // (docs/product.md#publishing-winners; test/services/winners/results-embargo.test.ts).
    const winners = await t.app.inject({ method: 'GET', url: '/api/index/winnerList' });
    expect(winners.json().data.list.map((w: { id: number }) => w.id)).not.toContain(id(0));
  });
});
