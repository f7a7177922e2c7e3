import { changeEntryFeeStatus, payEntryFee } from '@laurel/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, feeDecisions, mailOutbox, paymentOrders, paymentRefunds } from '../../../src/db/schema.ts';
import { expireOrder } from '../../../src/services/payments/open-payment-order.ts';
import { refundExcessPayment } from '../../../src/services/payments/refund-excess-payment.ts';
import { refundPayment } from '../../../src/services/payments/refund-payment.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { sandboxCallback } from '../../helpers/sandbox-callback.ts';

/*
 * The fee ledger (apps/server/src/services/fee-ledger/README.md#the-fee-ledger): a fee's status follows from its orders,
 * refunds and recorded decisions; a decision the ledger contradicts is a 409; money that arrives
 * for a fee already settled is kept on record, refunded and the payer told.
 */

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
const entryRow = async (id: number) => (await t.ctx.db.select().from(entries).where(eq(entries.id, id)))[0]!;
const ordersOf = (entryId: number) => t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.entryId, entryId)).orderBy(asc(paymentOrders.id));
const pay = (token: string, entryId: number) => call(t, payEntryFee, { token, body: { apply_order_id: entryId, provider: 'sandbox' } });
const judgeSets = (entryId: number, status: string, note = 'A reason') =>
  call(t, changeEntryFeeStatus, { token: judge.token, body: { apply_order_id: entryId, status, note } });

const callback = (orderNo: string, amountCents: number, status: 'paid' | 'failed' = 'paid') => sandboxCallback(t, orderNo, amountCents, status);

describe('decisions the ledger contradicts', () => {
  it('refuses "unpaid" while a paid order stands, so the entrant is never charged twice (the finding: 49,800 cents for a 24,900-cent fee)', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    await callback(order.orderNo, order.amountCents);
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('paid');

    const back = await judgeSets(entry.id, 'unpaid', 'Mistake');
    expect(back.status).toBe(409);
    expect(back.msg).toMatch(/paid through the site/);
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('paid');
    // And the entrant's pay button finds nothing to pay.
    expect((await pay(me.token, entry.id)).status).toBe(409);
    const orders = await ordersOf(entry.id);
    expect(orders.map((o) => o.status)).toEqual(['paid']);
    expect(await t.ctx.db.select().from(feeDecisions).where(eq(feeDecisions.entryId, entry.id))).toEqual([]);
  });

  it('refuses "refunded" without a refund and "pending" without an order, changing nothing', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    for (const status of ['refunded', 'pending']) {
      const res = await judgeSets(entry.id, status);
      expect(res.status).toBe(409);
    }
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('unpaid');
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'entry'), eq(auditLog.subjectId, String(entry.id))));
    expect(audit).toEqual([]);
  });

  it('refuses to waive a fee paid through the site, and to undo what was never decided', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    expect((await judgeSets(entry.id, 'unpaid')).status).toBe(409);
    const { data: order } = await pay(me.token, entry.id);
    await callback(order.orderNo, order.amountCents);
    expect((await judgeSets(entry.id, 'waived')).status).toBe(409);
    expect((await judgeSets(entry.id, 'paid')).status).toBe(409);
  });

  it('records a transfer marked by hand as a decision, which can be undone so the entrant pays through the site', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    expect((await judgeSets(entry.id, 'paid', 'Transfer 0042')).data.entryFeeStatus).toBe('paid');
    expect((await judgeSets(entry.id, 'paid', 'Again')).status).toBe(409);
    expect((await judgeSets(entry.id, 'unpaid', 'The transfer was for another entry')).data.entryFeeStatus).toBe('unpaid');
    const decisions = await t.ctx.db.select().from(feeDecisions).where(eq(feeDecisions.entryId, entry.id)).orderBy(asc(feeDecisions.id));
    expect(decisions.map((d) => [d.kind, d.reason, d.actorId])).toEqual([
      ['paid_offline', 'Transfer 0042', judge.id],
      ['reopen', 'The transfer was for another entry', judge.id],
    ]);
    const { data: order } = await pay(me.token, entry.id);
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('pending');
    await callback(order.orderNo, order.amountCents);
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('paid');
  });
});

describe('statuses that follow the orders', () => {
  it('is pending while an order is open, unpaid again when it expires or fails, refunded only once all the money is back', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: first } = await pay(me.token, entry.id);
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('pending');
    const [row] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, first.orderNo));
    await t.ctx.db.transaction((tx) => expireOrder(tx, row!, null));
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('unpaid');
    const { data: second } = await pay(me.token, entry.id);
    await callback(second.orderNo, second.amountCents, 'failed');
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('unpaid');
    const { data: third } = await pay(me.token, entry.id);
    await callback(third.orderNo, third.amountCents);
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('paid');

    const part = Math.floor(third.amountCents / 3);
    await refundPayment(t.ctx, { actorId: judge.id, orderNo: third.orderNo, refundNo: `R1-${third.orderNo}`, amountCents: part, reason: 'Partly' });
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('paid');
    await refundPayment(t.ctx, { actorId: judge.id, orderNo: third.orderNo, refundNo: `R2-${third.orderNo}`, amountCents: third.amountCents - part, reason: 'The rest' });
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('refunded');
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'entry'), eq(auditLog.subjectId, String(entry.id)))).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['entry.entry_fee_pending', { entryFeeStatus: 'unpaid' }, { entryFeeStatus: 'pending', orderNo: first.orderNo }],
      ['entry.entry_fee_unpaid', { entryFeeStatus: 'pending' }, { entryFeeStatus: 'unpaid', orderNo: first.orderNo }],
      ['entry.entry_fee_pending', { entryFeeStatus: 'unpaid' }, { entryFeeStatus: 'pending', orderNo: second.orderNo }],
      ['entry.entry_fee_unpaid', { entryFeeStatus: 'pending' }, { entryFeeStatus: 'unpaid', orderNo: second.orderNo }],
      ['entry.entry_fee_pending', { entryFeeStatus: 'unpaid' }, { entryFeeStatus: 'pending', orderNo: third.orderNo }],
      ['entry.entry_fee_paid', { entryFeeStatus: 'pending' }, { entryFeeStatus: 'paid', orderNo: third.orderNo }],
      ['entry.entry_fee_refunded', { entryFeeStatus: 'paid' }, { entryFeeStatus: 'refunded', orderNo: third.orderNo }],
    ]);
  });
});

describe('money that arrives for a fee already settled', () => {
  it('after a waiver: the payment is kept on record, refunded through the provider, the fee stays waived and the payer is told', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    expect((await judgeSets(entry.id, 'waived', 'Sponsor’s waiver')).data.entryFeeStatus).toBe('waived');
    expect((await ordersOf(entry.id)).map((o) => o.status)).toEqual(['cancelled']);

    // The entrant had the checkout open and paid anyway.
    await callback(order.orderNo, order.amountCents);
    const [late] = await ordersOf(entry.id);
    expect(late).toMatchObject({ status: 'paid' });
    expect(late!.excessAt).toBeInstanceOf(Date);
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('waived');

    // The refund job (worked by this app) gives it back.
    await expect.poll(async () => (await ordersOf(entry.id))[0]!.status, { timeout: 10_000 }).toBe('refunded');
    const refunds = await t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentOrderId, late!.id));
    expect(refunds.map((r) => [r.amountCents, r.status, r.actorId])).toEqual([[order.amountCents, 'succeeded', null]]);
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('waived');
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, order.orderNo)).orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(['payment.created', 'payment.cancelled', 'payment.paid_late', 'payment.excess', 'payment.refund_requested', 'payment.refunded']);
    await t.settleMail();
    const mails = await t.ctx.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.toAddress, me.email)).orderBy(asc(mailOutbox.id));
    expect(mails.map((m) => m.kind)).toEqual(['payment.excess', 'payment.refunded']);
    // A repeat of the job finds nothing left to do.
    expect(await refundExcessPayment(t.ctx, { orderNo: order.orderNo })).toBe('nothing');
  });

  it('an expired order paid after a newer one: the newer one counts, the late one is refunded', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: first } = await pay(me.token, entry.id);
    const [row] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, first.orderNo));
    await t.ctx.db.transaction((tx) => expireOrder(tx, row!, null));
    const { data: second } = await pay(me.token, entry.id);
    await callback(second.orderNo, second.amountCents);
    await callback(first.orderNo, first.amountCents);
    // Delivered again: applied once.
    await callback(first.orderNo, first.amountCents);
    await expect.poll(async () => (await ordersOf(entry.id)).map((o) => o.status), { timeout: 10_000 }).toEqual(['refunded', 'paid']);
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('paid');
    const kept = (await ordersOf(entry.id)).reduce((sum, o) => sum + (o.status === 'paid' || o.status === 'refunded' ? o.amountCents - o.refundedCents : 0), 0);
    expect(kept).toBe(second.amountCents);
  });

  it('an expired order paid while nothing else settled the fee pays it, and nothing is refunded', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: first } = await pay(me.token, entry.id);
    const [row] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, first.orderNo));
    await t.ctx.db.transaction((tx) => expireOrder(tx, row!, null));
    await callback(first.orderNo, first.amountCents);
    const [paid] = await ordersOf(entry.id);
    expect(paid).toMatchObject({ status: 'paid', excessAt: null });
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('paid');
  });
});
