import { getBulkJob, listBulkJobs, previewBulk, startBulk, type BulkJob, type BulkPreview, type BulkPreviewRequest } from '@laurel/contract';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bulkJobs, entries, mailOutbox, reviewConflicts, users } from '../../../src/db/schema.ts';
import { runBulkJob } from '../../../src/services/bulk/run-bulk-job.ts';
import { call, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';
import { insertEntries } from './bulk-fixtures.ts';

/*
 * Bulk actions over entries (docs/product.md#bulk-actions): a preview that says what the action
 * would change, leave or refuse; a start that fixes the previewed set as a job, refused when the
 * set has changed and idempotent by its key; a job of 1 000 entries followed while it runs; a
 * retry after a crash that moves no entry twice and mails nobody twice; and every refusal a 4xx
 * that changes nothing. Each test works on entries of its own.
 */

let t: TestApp;
let comp: Competition;
let admin: { id: number; token: string };
let finance: { id: number; token: string };
let viewer: { id: number; token: string };
let owners: number[];
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  admin = await makeStaff(t, 'administrator');
  finance = await makeStaff(t, 'finance');
  viewer = await makeStaff(t, 'viewer');
  owners = [];
  for (let i = 0; i < 5; i++) owners.push((await makeEntrant(t, { language: i % 2 ? 'zh-CN' : 'en', name: `Owner ${i}` })).id);
});
afterAll(() => t?.close());

let seq = 0;
const key = () => `k${process.pid}x${++seq}x${Date.now() % 1e6}`;
const some = (n: number, values: Partial<Parameters<typeof insertEntries>[1]> = {}) =>
  insertEntries(t, { n, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, owners, tag: `T${++seq}`, ...values });

async function preview(body: BulkPreviewRequest, token = viewer.token): Promise<BulkPreview> {
  const res = await call(t, previewBulk, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as BulkPreview;
}
/** Previews, then starts what was previewed. */
async function run(body: BulkPreviewRequest, token = admin.token) {
  const p = await preview(body, token);
  return call(t, startBulk, { token, body: { ...body, hash: p.hash, key: key() } });
}
const jobsCount = async () => (await t.ctx.db.select({ n: count() }).from(bulkJobs))[0]!.n;
const auditCount = async () => (await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
const statuses = async (ids: number[]) => (await t.ctx.db.select({ id: entries.id, status: entries.status }).from(entries).where(inArray(entries.id, ids))).map((r) => r.status);

describe('the preview', () => {
  it('says how many entries of the filter or the ids the action would change, leave, or refuse and why', async () => {
    const submitted = await some(3);
    const unpaid = await some(2, { entryFeeStatus: 'unpaid' });
    const already = await some(1, { status: 'not_awarded' });
    const ids = [...submitted, ...unpaid, ...already];
    const p = await preview({ selection: { seasonId: comp.seasons.current, ids }, action: { kind: 'status', to: 'not_awarded' } });
    expect(p).toMatchObject({ seasonId: comp.seasons.current, total: 6, ids: [...ids].sort((a, b) => a - b), change: 3, same: 1 });
    expect(p.refused).toEqual([{ code: 'entryFeeNotSettled', count: 2, ids: unpaid }]);
    expect(p.sample).toHaveLength(6);

    // The table's filter: the same entries by their titles' tag, here the unpaid ones only.
    const tag = (await t.ctx.db.select({ title: entries.title }).from(entries).where(eq(entries.id, unpaid[0]!)))[0]!.title.split(' ')[0]!;
    const byFilter = await preview({ selection: { filter: { seasonId: comp.seasons.current, q: `${tag} `, entryFeeStatus: 'unpaid' } }, action: { kind: 'show', show: true } });
    expect(byFilter.ids).toEqual(unpaid);
    expect(byFilter.refused).toEqual([{ code: 'onlyAwardedShown', count: 2, ids: unpaid }]);
    // Hiding what is not shown is nothing to do, awarded or not.
    const hide = await preview({ selection: { seasonId: comp.seasons.current, ids: unpaid }, action: { kind: 'show', show: false } });
    expect(hide).toMatchObject({ change: 0, same: 2, refused: [] });
  });

  it('counts one mail per entrant, and sub-judges with a conflict as refusals', async () => {
    const ids = await some(10);
    const p = await preview({ selection: { seasonId: comp.seasons.current, ids }, action: { kind: 'message', subject: { en: 'Hi', 'zh-CN': '你好' }, body: { en: 'Dear {{entrant.name}}', 'zh-CN': '{{entrant.name}}' } } });
    expect(p).toMatchObject({ total: 10, change: owners.length, same: 10 - owners.length });

    const judge = await makeEntrant(t, { identity: 2, name: 'Sub Judge' });
    await t.ctx.db.insert(reviewConflicts).values({ entryId: ids[0]!, reviewerId: judge.id, reason: 'knows them' });
    const a = await preview({ selection: { seasonId: comp.seasons.current, ids: ids.slice(0, 3) }, action: { kind: 'assign', subJudgeIds: [judge.id] } });
    expect(a).toMatchObject({ change: 2, same: 0, refused: [{ code: 'subJudgeDeclaredConflict', count: 1, ids: [ids[0]] }] });
  });
});

describe('a start', () => {
  it('runs a small action in the request: every entry changed, audited with the job named', async () => {
    const ids = await some(5);
    const res = await run({ selection: { seasonId: comp.seasons.current, ids }, action: { kind: 'fee', feeKind: 'winnerPackage', decision: 'waive', reason: 'Sponsor covers it' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = res.data as BulkJob;
    expect(job).toMatchObject({ status: 'done', total: 5, done: 5, failed: 0, kind: 'fee', actor: { id: admin.id } });
    expect(job.params).toMatchObject({ feeKind: 'winnerPackage', decision: 'waive', reason: 'Sponsor covers it' });
    const rows = await t.ctx.db.select().from(entries).where(inArray(entries.id, ids));
    expect(rows.map((r) => r.winnerPackageFeeStatus)).toEqual(Array(5).fill('waived'));
    const audits = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'entry.fee_status_set'), inArray(auditLog.entryId, ids)));
    expect(audits).toHaveLength(5);
    expect(audits[0]!.before).toEqual({ winnerPackageFeeStatus: 'unpaid' });
    expect(audits[0]!.after).toMatchObject({ winnerPackageFeeStatus: 'waived', bulkJobId: job.id });
    const started = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'bulk_job'), eq(auditLog.subjectId, String(job.id))));
    expect(started.map((a) => a.action).sort()).toEqual(['bulk.finished', 'bulk.started']);
  });

  it('is idempotent: the same start sent 20 times at once makes one job', async () => {
    const ids = await some(4, { status: 'awarded', awardLevelId: comp.levels.gold });
    const body = { selection: { seasonId: comp.seasons.current, ids }, action: { kind: 'show' as const, show: true } };
    const p = await preview(body);
    const k = key();
    const before = await jobsCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t, startBulk, { token: admin.token, body: { ...body, hash: p.hash, key: k } })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => (a.data as BulkJob).id)).size).toBe(1);
    expect(await jobsCount()).toBe(before + 1);
    const shown = await t.ctx.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, 'entry.shown'), inArray(auditLog.entryId, ids)));
    expect(shown[0]!.n).toBe(4);
  });

  it('mails each entrant once, in their language, and a retried job queues no mail twice', async () => {
    const ids = await some(7);
    const message = { subject: { en: 'News for {{entrant.name}}', 'zh-CN': '给{{entrant.name}}的消息' }, body: { en: 'First line.\n\nSecond paragraph.', 'zh-CN': '第一段。\n\n第二段。' } };
    const res = await run({ selection: { seasonId: comp.seasons.current, ids }, action: { kind: 'message', ...message } }, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = res.data as BulkJob;
    const mails = await t.ctx.db.select().from(mailOutbox).where(like(mailOutbox.key, `bulk:${job.id}:%`));
    expect(mails).toHaveLength(owners.length);
    const zh = mails.find((m) => m.subject.startsWith('给'))!;
    expect(zh.subject).toMatch(/^给Owner \d的消息$/);
    expect(zh.html).toContain('第一段。');
    expect(mails.find((m) => m.subject.startsWith('News'))!.html).toMatch(/<p[^>]*>First line\.<\/p><p[^>]*>Second paragraph\.<\/p>/);

    // As if the process died after the mails were queued: the job is run again from the start.
    await t.ctx.db.update(bulkJobs).set({ status: 'running', done: 0, failed: 0 }).where(eq(bulkJobs.id, job.id));
    await runBulkJob(t.ctx, { jobId: job.id });
    expect(await t.ctx.db.select({ n: count() }).from(mailOutbox).where(like(mailOutbox.key, `bulk:${job.id}:%`))).toEqual([{ n: owners.length }]);
  });

  it('refuses, changing nothing: a changed selection, another season, unknown ids, bad parameters, a forbidden role', async () => {
    const ids = await some(3);
    const body = { selection: { seasonId: comp.seasons.current, ids }, action: { kind: 'status' as const, to: 'not_awarded' as const } };
    const p = await preview(body);
    const [past] = await insertEntries(t, { n: 1, seasonId: comp.seasons.past, categoryId: comp.cats.furniture, owners, tag: 'past' });
    const jobs = await jobsCount();
    const audits = await auditCount();
    const refusals: [unknown, string, number, string?][] = [
      // The filter's set grew since the preview.
      [{ selection: { filter: { seasonId: comp.seasons.current, status: 'submitted' } }, action: body.action, hash: p.hash, key: key() }, admin.token, 409, 'bulkSelectionChanged'],
      [{ ...body, hash: 'x'.repeat(43), key: key() }, admin.token, 409, 'bulkSelectionChanged'],
      [{ ...body, selection: { seasonId: comp.seasons.current, ids: [...ids, past] }, hash: p.hash, key: key() }, admin.token, 422, 'bulkIdsOtherSeason'],
      [{ ...body, selection: { seasonId: comp.seasons.current, ids: [...ids, 2_000_000_000] }, hash: p.hash, key: key() }, admin.token, 422, 'bulkIdsUnknown'],
      [{ ...body, selection: { seasonId: 999_999, ids }, hash: p.hash, key: key() }, admin.token, 404, 'seasonNotFound'],
      [{ ...body, action: { kind: 'status', to: 'awarded' }, hash: p.hash, key: key() }, admin.token, 422, 'awardLevelUnknown'],
      [{ ...body, action: { kind: 'status', to: 'withdrawn' }, hash: p.hash, key: key() }, admin.token, 422],
      [{ ...body, action: { kind: 'assign', subJudgeIds: [admin.id] }, hash: p.hash, key: key() }, admin.token, 422, 'notASubJudge'],
      [{ ...body, action: { kind: 'fee', feeKind: 'entry', decision: 'waive', reason: '  ' }, hash: p.hash, key: key() }, admin.token, 422],
      [{ ...body, action: { kind: 'message', subject: { en: 'x', 'zh-CN': 'x' }, body: { en: '{{entry.secret}}', 'zh-CN': 'x' } }, hash: p.hash, key: key() }, admin.token, 422, 'mailFieldUnknown'],
      [{ ...body, hash: p.hash, key: 'short' }, admin.token, 422],
      [{ ...body, selection: { seasonId: comp.seasons.current, ids: [] }, hash: p.hash, key: key() }, admin.token, 422],
      [{ ...body, selection: { seasonId: comp.seasons.current, ids: [ids[0], ids[0]] }, hash: p.hash, key: key() }, admin.token, 422],
      [{ ...body, selection: { filter: { seasonId: comp.seasons.current }, ids }, hash: p.hash, key: key() }, admin.token, 422],
      [{ ...body, action: { kind: 'status', to: 'not_awarded', $where: '1=1' }, selection: { seasonId: "1; drop table entries", ids }, hash: p.hash, key: key() }, admin.token, 422],
      // Finance decides fees, not statuses; a viewer starts nothing.
      [{ ...body, hash: p.hash, key: key() }, finance.token, 403, 'notAllowed'],
      [{ ...body, hash: p.hash, key: key() }, viewer.token, 403, 'notAllowed'],
      [{ ...body, action: { kind: 'show', show: true }, hash: p.hash, key: key() }, viewer.token, 403, 'notAllowed'],
      [{ ...body, action: { kind: 'fee', feeKind: 'entry', decision: 'waive', reason: 'r' }, hash: p.hash, key: key() }, viewer.token, 403, 'notAllowed'],
      [{ ...body, action: { kind: 'message', subject: { en: 'x', 'zh-CN': 'x' }, body: { en: 'x', 'zh-CN': 'x' } }, hash: p.hash, key: key() }, finance.token, 403, 'notAllowed'],
    ];
    await some(1); // the filter's set is no longer the one previewed
    for (const [start, token, status, reason] of refusals) {
      const res = await call(t, startBulk, { token, body: start });
      expect(res.status, JSON.stringify([start, res.body])).toBe(status);
      if (reason) expect(res.body.reason, JSON.stringify(res.body)).toBe(reason);
    }
    expect(await jobsCount()).toBe(jobs);
    expect(await auditCount()).toBe(audits);
    expect(await statuses(ids)).toEqual(['submitted', 'submitted', 'submitted']);

    // Finance may decide the fees of the same entries; a used key with another set is refused.
    const fee = { ...body, action: { kind: 'fee' as const, feeKind: 'entry' as const, decision: 'reopen' as const, reason: 'Bank returned it' } };
    const pf = await preview(fee, finance.token);
    const k = key();
    expect((await call(t, startBulk, { token: finance.token, body: { ...fee, hash: pf.hash, key: k } })).status).toBe(200);
    const again = await call(t, startBulk, { token: finance.token, body: { ...body, hash: p.hash, key: k } });
    expect([again.status, again.body.reason]).toEqual([403, 'notAllowed']);
    const reused = await call(t, startBulk, { token: finance.token, body: { ...fee, action: { ...fee.action, reason: 'Other' }, hash: 'y'.repeat(43), key: k } });
    expect([reused.status, reused.body.reason]).toEqual([409, 'bulkKeyReused']);
  });
});

describe('a job over 1 000 entries', () => {
  it('runs in batches with its progress rising, then every entry is changed and audited', async () => {
    const ids = await some(1000);
    const res = await run({ selection: { seasonId: comp.seasons.current, ids }, action: { kind: 'status', to: 'not_awarded' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const jobId = (res.data as BulkJob).id;
    expect((res.data as BulkJob).total).toBe(1000);

    // An entry in the middle held by another transaction: the job must stop there with part done.
    const seen: number[] = [];
    const read = async () => {
      const r = await call(t, getBulkJob, { token: viewer.token, query: { id: jobId } });
      expect(r.status).toBe(200);
      return r.data as BulkJob;
    };
    await t.ctx.db.transaction(async (tx) => {
      await tx.select({ id: entries.id }).from(entries).where(eq(entries.id, ids[650]!)).for('update');
      for (;;) {
        const job = await read();
        seen.push(job.done);
        if (job.done >= 600) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await read()).status).toBe('running');
    });
    for (;;) {
      const job = await read();
      seen.push(job.done);
      if (job.status === 'done') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.some((d) => d > 0 && d < 1000)).toBe(true);
    const job = await read();
    expect(job).toMatchObject({ status: 'done', done: 1000, failed: 0, failures: [] });
    expect(new Set(await statuses(ids))).toEqual(new Set(['not_awarded']));
    const audited = await t.ctx.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, 'entry.awarded'), inArray(auditLog.entryId, ids)));
    expect(audited[0]!.n).toBe(1000);

    const list = await call(t, listBulkJobs, { token: viewer.token, query: { pageSize: 5 } });
    expect(list.data.list[0]).toMatchObject({ id: jobId, kind: 'status', done: 1000, total: 1000, status: 'done' });
  }, 60_000);

  it('goes on after a crash in the middle of a batch: no entry moved twice, the failures kept with their reasons', async () => {
    const ids = await some(300);
    await t.ctx.db.update(entries).set({ entryFeeStatus: 'unpaid' }).where(inArray(entries.id, ids.slice(0, 3)));
    // A job as a start leaves it, but queued nowhere: this test is the worker.
    const [job] = await t.ctx.db
      .insert(bulkJobs)
      .values({ kind: 'status', actorId: admin.id, seasonId: comp.seasons.current, params: { kind: 'status', to: 'in_review' }, entryIds: ids, total: ids.length })
      .returning();
    // The process "dies" in the middle of the second batch: its transaction never commits.
    const victim = ids[150]!;
    await t.ctx.db.execute(sql.raw(`create function bulk_crash() returns trigger language plpgsql as $$ begin if new.id = ${victim} and new.status = 'in_review' then raise exception 'killed'; end if; return new; end $$`));
    await t.ctx.db.execute(sql`create trigger bulk_crash before update on entries for each row execute function bulk_crash()`);
    await expect(runBulkJob(t.ctx, { jobId: job!.id })).rejects.toThrow();
    const [mid] = await t.ctx.db.select().from(bulkJobs).where(eq(bulkJobs.id, job!.id));
    expect(mid).toMatchObject({ status: 'running', done: 97, failed: 3 });
    expect(await statuses(ids.slice(100, 200))).toEqual(Array(100).fill('submitted'));
    await t.ctx.db.execute(sql`drop trigger bulk_crash on entries; drop function bulk_crash()`);

    await runBulkJob(t.ctx, { jobId: job!.id });
    const [end] = await t.ctx.db.select().from(bulkJobs).where(eq(bulkJobs.id, job!.id));
    expect(end).toMatchObject({ status: 'done', done: 297, failed: 3 });
    expect(end!.failures).toEqual(ids.slice(0, 3).map((entryId) => ({ entryId, code: 'entryFeeNotSettled' })));
    const moves = await t.ctx.db
      .select({ entryId: auditLog.entryId, n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'entry.moved'), inArray(auditLog.entryId, ids)))
      .groupBy(auditLog.entryId);
    expect(moves).toHaveLength(297);
    expect(moves.every((m) => m.n === 1)).toBe(true);
    // Run again once done: nothing happens.
    await runBulkJob(t.ctx, { jobId: job!.id });
    expect((await t.ctx.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, 'entry.moved'), inArray(auditLog.entryId, ids))))[0]!.n).toBe(297);
    // The accounts stay untouched by a bulk status change.
    expect((await t.ctx.db.select({ n: count() }).from(users).where(inArray(users.id, owners)))[0]!.n).toBe(owners.length);
  });
});
