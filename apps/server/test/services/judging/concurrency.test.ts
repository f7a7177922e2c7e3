import { applyAutoAssignment, declareConflict, previewAssignment, proposeSubJuryAward } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, reviewAssignments, reviewConflicts, reviews } from '../../../src/db/schema.ts';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { scoresOf, seedJury, type Jury } from './jury-fixtures.ts';

/* The same jury request 20 times at once changes things once. */

let t: TestApp;
let j: Jury;
beforeAll(async () => {
  t = await createTestApp();
  j = await seedJury(t);
});
afterAll(() => t?.close());

const times = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f));

describe('the jury under concurrent requests', () => {
  it('applies one automatic assignment when twenty judges press Apply at once', async () => {
    const plan = (await call(t, previewAssignment, { token: j.judge.token, query: { perEntry: 2 } })).data;
    const results = await times(20, () => call(t, applyAutoAssignment, { token: j.judge.token, body: { perEntry: 2, planId: plan.planId } }));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const pairs = await t.ctx.db.select().from(reviewAssignments);
    expect(pairs).toHaveLength(plan.assignments.reduce((n: number, a: { subJudgeIds: number[] }) => n + a.subJudgeIds.length, 0));
  });

  it('keeps one review and one count when a submission arrives twenty times', async () => {
    const entry = j.entries[1]!.id;
    const results = await times(20, () =>
      call(t, proposeSubJuryAward, { token: j.sub2.token, body: { apply_order_id: entry, scores: scoresOf(6), awardLevelId: null, submit: true } }),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]));
    expect(await t.ctx.db.select().from(reviews).where(eq(reviews.entryId, entry))).toHaveLength(1);
    expect((await t.ctx.db.select().from(entries).where(eq(entries.id, entry)))[0]).toMatchObject({ firstReviewCount: 1, firstAverage: 600 });
    // One audit row for the change; the 19 repeats changed nothing.
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'review.submitted'), eq(auditLog.subjectId, String(entry))));
    expect(audit).toHaveLength(1);
  });

  it('records one conflict when it is declared twenty times at once', async () => {
    const [mine] = await t.ctx.db.select().from(reviewAssignments).where(eq(reviewAssignments.reviewerId, j.sub2.id)).orderBy(reviewAssignments.entryId);
    const entry = mine!.entryId;
    const results = await times(20, () => call(t, declareConflict, { token: j.sub2.token, body: { apply_order_id: entry, reason: 'My cousin.' } }));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]));
    expect(await t.ctx.db.select().from(reviewConflicts).where(eq(reviewConflicts.entryId, entry))).toHaveLength(1);
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'conflict.declared'), eq(auditLog.subjectId, String(entry))))).toHaveLength(1);
  });
});
