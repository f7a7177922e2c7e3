import { changeAdditionalTrophyFeeStatus, changeEntryFeeStatus, orderMoreTrophies, payEntryFee } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentOrders, trophyOrders } from '../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/* Fee statuses set by hand: decisions of the fee ledger (apps/server/src/services/fee-ledger/README.md#the-fee-ledger). */

let t: TestApp;
let comp: Competition;
let judge: Awaited<ReturnType<typeof makeEntrant>>;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  judge = await makeEntrant(t, { identity: 1 });
});
afterAll(() => t?.close());

const submitted = (userId: number) =>
  insertEntry(t, { userId, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: new Date() });

describe('POST /judge/change…FeeStatus', () => {
  it('sets a fee paid by hand with the reason, cancels its pending order, and can be reversed', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await call(t, payEntryFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'sandbox' } });
    const res = await call(t, changeEntryFeeStatus, { token: judge.token, body: { apply_order_id: entry.id, status: 'paid', note: 'Bank transfer received 3 March' } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: entry.id, entryFeeStatus: 'paid', winnerPackageFeeStatus: 'unpaid', additionalTrophyFeeStatus: 'unpaid' });
    const [cancelled] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, order.orderNo));
    expect(cancelled!.status).toBe('cancelled');
    // Settled by hand: the site does not take the money a second time.
    expect((await call(t, payEntryFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'sandbox' } })).status).toBe(409);

    const back = await call(t, changeEntryFeeStatus, { token: judge.token, body: { apply_order_id: entry.id, status: 'unpaid', note: 'The transfer was for another entry' } });
    expect(back.data.entryFeeStatus).toBe('unpaid');
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'entry'), eq(auditLog.subjectId, String(entry.id))));
    // The order in progress made the fee pending; each decision is one row with before and after.
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['entry.entry_fee_pending', { entryFeeStatus: 'unpaid' }, { entryFeeStatus: 'pending', orderNo: order.orderNo }],
      ['entry.fee_status_set', { entryFeeStatus: 'pending' }, { entryFeeStatus: 'paid', decision: 'paid_offline', note: 'Bank transfer received 3 March' }],
      ['entry.fee_status_set', { entryFeeStatus: 'paid' }, { entryFeeStatus: 'unpaid', decision: 'reopen', note: 'The transfer was for another entry' }],
    ]);
    // Open again: a new order can be paid.
    expect((await call(t, payEntryFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'sandbox' } })).status).toBe(200);
  });

  it('waives extra trophies with their unpaid trophy orders', async () => {
    const me = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'awarded', awardLevelId: comp.levels.gold, entryFeeStatus: 'paid' });
    const address = { recipient: 'Mia Chen', line1: '1 Harbour Road', city: 'Hong Kong', country: 'HK', areaCode: '+852', phone: '21234567' };
    await call(t, orderMoreTrophies, { token: me.token, body: { apply_order_id: entry.id, quantity: 2, address } });
    const res = await call(t, changeAdditionalTrophyFeeStatus, { token: judge.token, body: { apply_order_id: entry.id, status: 'waived', note: 'Sponsor covers the trophies' } });
    expect(res.data.additionalTrophyFeeStatus).toBe('waived');
    expect((await t.ctx.db.select().from(trophyOrders).where(eq(trophyOrders.entryId, entry.id))).map((o) => o.feeStatus)).toEqual(['waived']);
  });

  it('refuses a change without a reason, for an unknown entry, and from anyone but a judge, changing nothing', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const bare = await call(t, changeEntryFeeStatus, { token: judge.token, body: { apply_order_id: entry.id, status: 'waived' } });
    expect(bare.status).toBe(422);
    expect(bare.body.msg).toEqual({ note: ['Say why the status changes: it goes into the audit log.'] });
    expect((await call(t, changeEntryFeeStatus, { token: judge.token, body: { apply_order_id: entry.id, status: 'waived', note: '   ' } })).status).toBe(422);
    expect((await call(t, changeEntryFeeStatus, { token: judge.token, body: { apply_order_id: 999_999, status: 'paid', note: 'x' } })).status).toBe(404);
    expect((await call(t, changeEntryFeeStatus, { token: me.token, body: { apply_order_id: entry.id, status: 'paid', note: 'mine' } })).status).toBe(403);
    const subJudge = await makeEntrant(t, { identity: 2 });
    expect((await call(t, changeEntryFeeStatus, { token: subJudge.token, body: { apply_order_id: entry.id, status: 'paid', note: 'x' } })).status).toBe(403);
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'entry'), eq(auditLog.subjectId, String(entry.id))));
    expect(audit).toEqual([]);
  });
});
