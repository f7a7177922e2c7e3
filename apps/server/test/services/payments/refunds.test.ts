import { getEntryInfo, payEntryFee, refundPayment } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, invoices, paymentOrders, paymentRefunds } from '../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { sandboxCallback } from '../../helpers/sandbox-callback.ts';

/*
 * Refunds (apps/server/src/services/payments/README.md#refunds): by a judge, partial or whole, once per refund number,
 * each with a credit note referring to the order's invoice, audited and mailed.
 */

let t: TestApp;
let comp: Competition;
let judge: Awaited<ReturnType<typeof makeEntrant>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://laurel.test' } });
  comp = await seedCompetition(t);
  judge = await makeEntrant(t, { identity: 1 });
});
afterAll(() => t?.close());

/** A submitted entry whose entry fee (299.00) was paid in the sandbox. */
async function paidOrder() {
  const me = await makeEntrant(t);
  const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: new Date() });
  const { data: order } = await call(t, payEntryFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'sandbox' } });
  await sandboxCallback(t, order.orderNo, 29_900);
  return { me, entry, orderNo: order.orderNo as string };
}

const refund = (orderNo: string, refundNo: string, amountCents: number, token = judge.token) =>
  call(t, refundPayment, { token, body: { orderNo, refundNo, amountCents, reason: 'Entered twice by mistake' } });

async function mailsTo(email: string, subject: RegExp) {
  for (;;) {
    const found = t.mails.filter((m) => m.to.includes(email) && subject.test(m.subject));
    if (found.length) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('POST /judge/refundPayment', () => {
  it('refunds part, then the rest, each once, with a credit note for each', async () => {
    const { me, entry, orderNo } = await paidOrder();
    const part = await refund(orderNo, 'REFUND-PART-0001', 10_000);
    expect(part.status).toBe(200);
    expect(part.data).toMatchObject({ status: 'paid', refundedCents: 10_000 });
    const rest = await refund(orderNo, 'REFUND-REST-0001', 19_900);
    expect(rest.data).toMatchObject({ status: 'refunded', refundedCents: 29_900 });
    const [row] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row!.entryFeeStatus).toBe('refunded');

    const docs = await t.ctx.db.select().from(invoices).innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId)).where(eq(paymentOrders.orderNo, orderNo));
    const kinds = docs.map((d) => d.invoices).sort((a, b) => a.id - b.id);
    expect(kinds.map((d) => [d.kind, d.totalCents])).toEqual([
      ['invoice', 29_900],
      ['credit_note', 10_000],
      ['credit_note', 19_900],
    ]);
    const invoice = kinds[0]!;
    expect(kinds.slice(1).every((c) => c.creditsInvoiceId === invoice.id && /^CN-\d{4}-\d{6}$/.test(c.number))).toBe(true);
    const info = await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: entry.id } });
    expect(info.data.creditNotes.map((c: { totalCents: number }) => c.totalCents)).toEqual([10_000, 19_900]);
    await mailsTo(me.email, /^\[TEST\] Refund of \$100\.00/);
    await mailsTo(me.email, /^\[TEST\] Refund of \$199\.00/);
  });

  it('makes one refund of the same request sent twice, and 20 times at once', async () => {
    const { orderNo } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(orderNo, 'REFUND-DOUBLE-01', 5_000)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await refund(orderNo, 'REFUND-DOUBLE-01', 5_000)).data.refundedCents).toBe(5_000);
    const [order] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    expect(order!.refundedCents).toBe(5_000);
    expect(await t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentOrderId, order!.id))).toHaveLength(1);
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'payment_order'), eq(auditLog.subjectId, orderNo)));
    expect(audit.filter((a) => a.action === 'payment.refunded')).toHaveLength(1);
    // The same number for another amount is another refund: refused.
    expect((await refund(orderNo, 'REFUND-DOUBLE-01', 6_000)).status).toBe(409);
  });

  it('refuses more than is left, an unpaid order, an unknown one, and anyone but a judge', async () => {
    const { me, orderNo } = await paidOrder();
    const over = await refund(orderNo, 'REFUND-OVER-0001', 29_901);
    expect(over.status).toBe(422);
    expect(over.body.msg.amountCents[0]).toMatch(/At most 29900 cents/);
    expect((await refund(orderNo, 'REFUND-MINE-0001', 100, me.token)).status).toBe(403);
    const subJudge = await makeEntrant(t, { identity: 2 });
    expect((await refund(orderNo, 'REFUND-SUBJ-0001', 100, subJudge.token)).status).toBe(403);
    expect((await refund('E20260101NOSUCHORDER0000', 'REFUND-NONE-0001', 100)).status).toBe(404);
    const pending = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.lighting, status: 'submitted' });
    const { data: open } = await call(t, payEntryFee, { token: me.token, body: { apply_order_id: pending.id, provider: 'sandbox' } });
    expect((await refund(open.orderNo, 'REFUND-OPEN-0001', 100)).status).toBe(409);
    expect(await t.ctx.db.select().from(paymentRefunds).innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.paymentOrderId)).where(eq(paymentOrders.orderNo, orderNo))).toEqual([]);
  });
});
