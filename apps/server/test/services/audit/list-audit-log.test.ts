import { listAuditLog, type AuditPage } from '@laurel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../../src/services/audit/write-audit.ts';
import { call, insertEntry, makeEntrant, seedCompetition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';

/*
 * `/admin/audit` (docs/product.md#audit-log): newest first, keyset-paged by id, each filter on its
 * own and together, the actor's name and address and the entry's title joined in; hostile filters
 * are a 422; only the console reads it.
 */
let t: TestApp;
let viewer: { id: number; token: string };
let finance: { id: number; token: string };
let actor: { id: number; email: string; token: string };
let entryId: number;
beforeAll(async () => {
  t = await createTestApp();
  const comp = await seedCompetition(t);
  viewer = await makeStaff(t, 'viewer');
  finance = await makeStaff(t, 'finance');
  actor = await makeEntrant(t, { name: 'Audrey Actor' });
  entryId = (await insertEntry(t, { userId: actor.id, seasonId: comp.seasons.current, title: 'Fold chair' })).id;
  const db = t.ctx.db;
  // 250 old rows by nobody, every 15 minutes from 2026-01-01, then the ones the filters find.
  await db.execute(sql`insert into audit_log (actor_id, action, subject_type, subject_id, created_at)
    select null, 'season.update', 'season', '1', timestamptz '2026-01-01T00:00:00Z' + ((g - 1) * interval '15 minutes')
    from generate_series(1, 250) g`);
  await writeAudit(db, { actorId: actor.id, action: 'payment.created', subjectType: 'payment_order', subjectId: 'E2026X1', entryId, after: { amountCents: 29_900 } });
  await writeAudit(db, { actorId: null, action: 'payment.paid', subjectType: 'payment_order', subjectId: 'E2026X1', entryId, before: { status: 'pending' }, after: { status: 'paid' } });
  await writeAudit(db, { actorId: actor.id, action: 'entry.submit', subjectType: 'entry', subjectId: entryId, before: { status: 'draft' }, after: { status: 'submitted' } });
  await writeAudit(db, { actorId: viewer.id, action: 'payment_x', subjectType: 'user', subjectId: viewer.id });
});
afterAll(() => t?.close());

const list = async (query: Record<string, unknown>, token = viewer.token) => {
  const res = await call(t, listAuditLog, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as AuditPage;
};
const actions = (page: AuditPage) => page.list.map((r) => r.action);

describe('the audit log in the console', () => {
  it('lists newest first with the actor and the entry named', async () => {
    const page = await list({ limit: 4 });
    expect(actions(page)).toEqual(['payment_x', 'entry.submit', 'payment.paid', 'payment.created']);
    expect(page.list[1]).toMatchObject({
      subjectType: 'entry',
      subjectId: String(entryId),
      actor: { id: actor.id, name: 'Audrey Actor', email: actor.email },
      entry: { id: entryId, title: 'Fold chair' },
      before: { status: 'draft' },
      after: { status: 'submitted' },
    });
    // A change by the system (a provider's callback) has no actor; its entry is the order's.
    expect(page.list[2]).toMatchObject({ actor: null, entry: { id: entryId, title: 'Fold chair' } });
    expect(page.list[0]).toMatchObject({ entry: null, before: null, after: null });
  });

  it('pages by the last id seen, through every row exactly once', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const page: AuditPage = await list({ limit: 100, ...(before ? { before } : {}) });
      seen.push(...page.list.map((r) => r.id));
      before = page.nextBefore;
      pages++;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(254);
    expect(new Set(seen).size).toBe(254);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    // A row written meanwhile does not shift the page after a cursor.
    const first = await list({ limit: 10 });
    await writeAudit(t.ctx.db, { actorId: null, action: 'season.update', subjectType: 'season', subjectId: '9' });
    const next = await list({ limit: 10, before: first.nextBefore });
    expect(next.list[0]!.id).toBe(first.list[9]!.id - 1);
  });

  it('filters by actor, entry, subject, action or its prefix, and day', async () => {
    expect(actions(await list({ actorId: actor.id }))).toEqual(['entry.submit', 'payment.created']);
    expect(actions(await list({ entryId }))).toEqual(['entry.submit', 'payment.paid', 'payment.created']);
    expect(actions(await list({ subjectType: 'payment_order', subjectId: 'E2026X1' }))).toEqual(['payment.paid', 'payment.created']);
    // A prefix ends in a dot; `payment_x` is not under it (`_` is no wildcard).
    expect(actions(await list({ action: 'payment.' }))).toEqual(['payment.paid', 'payment.created']);
    expect(actions(await list({ action: 'payment.paid' }))).toEqual(['payment.paid']);
    expect(actions(await list({ action: 'payment' }))).toEqual([]);
    const day = await list({ from: '2026-01-02', to: '2026-01-02', limit: 100 });
    expect(day.list).toHaveLength(96);
    expect(day.list.every((r) => r.at.startsWith('2026-01-02'))).toBe(true);
    expect((await list({ from: '2026-01-03', limit: 100 })).list.filter((r) => r.action === 'season.update' && r.subjectId === '1')).toHaveLength(250 - 192);
    expect((await list({ from: '2026-01-03', to: '2026-01-01' })).list).toEqual([]);
    expect(actions(await list({ actorId: actor.id, action: 'payment.', entryId }))).toEqual(['payment.created']);
  });

  it('refuses hostile filters with 422', async () => {
    const bad: Record<string, unknown>[] = [
      { actorId: 'x' },
      { entryId: -1 },
      { before: '1 or 1=1' },
      { limit: 101 },
      { limit: 0 },
      { from: '2026-02-30' },
      { to: '2026-13-01' },
      { from: "2026-01-01'; drop table audit_log; --" },
      { action: "payment.' or 1=1" },
      { action: 'payment%' },
      { subjectType: 'entry; delete' },
      { subjectId: 'x'.repeat(65) },
      { subjectId: 'a\u0000b' },
    ];
    for (const query of bad) {
      const res = await call(t, listAuditLog, { token: viewer.token, query });
      expect(res.status, JSON.stringify(query)).toBe(422);
    }
    expect((await list({ limit: 100 })).list).toHaveLength(100);
  });

  it('is read by any console role and nobody else', async () => {
    expect((await list({ limit: 1 }, finance.token)).list).toHaveLength(1);
    expect((await call(t, listAuditLog, { token: actor.token, query: {} })).status).toBe(403);
    expect((await call(t, listAuditLog, { query: {} })).status).toBe(401);
  });
});
