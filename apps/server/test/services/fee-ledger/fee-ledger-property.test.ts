import type { FeeStatus } from '@laurel/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entries, feeDecisions, paymentOrders, paymentRefunds } from '../../../src/db/schema.ts';
import { AppError } from '../../../src/lib/errors.ts';
import { changeFeeStatus } from '../../../src/services/judging/change-fee-status.ts';
import { expireOrder } from '../../../src/services/payments/open-payment-order.ts';
import { payEntryFee } from '../../../src/services/payments/pay-entry-fee.ts';
import { applyPaymentResult } from '../../../src/services/payments/receive-callback.ts';
import { refundExcessPayment } from '../../../src/services/payments/refund-excess-payment.ts';
import { refundPayment } from '../../../src/services/payments/refund-payment.ts';
import { insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/*
 * The fee ledger under random sequences (apps/server/src/services/fee-ledger/README.md#the-fee-ledger): a judge's
 * decisions, payments opened, paid and failed callbacks delivered once or several times and late,
 * orders expiring, partial and full refunds, and the excess-refund job, in any order. After every
 * step: the status the entry shows is the one its orders, refunds and decisions give; no order or
 * refund moves backwards. After the excess payments are refunded: never more kept than is owed
 * through the site (the fee; nothing once it is waived or paid outside it).
 */

let t: TestApp;
let comp: Competition;
let judgeId: number;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  judgeId = (await makeEntrant(t, { identity: 1 })).id;
});
afterAll(() => t?.close());

type Op =
  | { kind: 'decide'; status: FeeStatus }
  | { kind: 'pay' }
  | { kind: 'callback'; pick: number; status: 'paid' | 'failed'; times: number }
  | { kind: 'expire'; pick: number }
  | { kind: 'refund'; pick: number; share: number }
  | { kind: 'excess-job' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('decide' as const), status: fc.constantFrom<FeeStatus>('unpaid', 'pending', 'paid', 'waived', 'refunded') }),
  fc.record({ kind: fc.constant('pay' as const) }),
  fc.record({ kind: fc.constant('callback' as const), pick: fc.nat(), status: fc.constantFrom('paid' as const, 'paid' as const, 'failed' as const), times: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), share: fc.constantFrom(0.25, 0.5, 1) }),
  fc.record({ kind: fc.constant('excess-job' as const) }),
);

/** Order moves the ledger allows: forward only (money that arrives late may reopen a closed order as paid). */
const FORWARD: Record<string, string[]> = {
  pending: ['pending', 'paid', 'failed', 'expired', 'cancelled'],
  failed: ['failed', 'paid'],
  expired: ['expired', 'paid'],
  cancelled: ['cancelled', 'paid'],
  paid: ['paid', 'refunded'],
  refunded: ['refunded'],
};
const REFUND_FORWARD: Record<string, string[]> = {
  requested: ['requested', 'failed', 'pending', 'succeeded'],
  failed: ['failed', 'requested', 'pending', 'succeeded'],
  pending: ['pending', 'succeeded'],
  succeeded: ['succeeded'],
};

/** A refusal the ledger or a service gives on purpose (a 4xx) is a legal outcome of a step. */
async function refusedOr(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (err) {
    if (!(err instanceof AppError) || err.code >= 500) throw err;
  }
}

async function state(entryId: number) {
  const [entry] = await t.ctx.db.select().from(entries).where(eq(entries.id, entryId));
  const orders = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.entryId, entryId)).orderBy(asc(paymentOrders.id));
  const refunds = orders.length
    ? await t.ctx.db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentOrderId, orders.map((o) => o.id)))
    : [];
  const decisions = await t.ctx.db.select().from(feeDecisions).where(eq(feeDecisions.entryId, entryId)).orderBy(asc(feeDecisions.id));
  return { status: entry!.entryFeeStatus as FeeStatus, orders, refunds, decisions };
}

/** What the status must be, read off the facts by rules written here apart from the ledger's code. */
function checkAgrees(s: Awaited<ReturnType<typeof state>>) {
  const standing = s.decisions.at(-1)?.kind;
  const decided = standing === 'waive' || standing === 'paid_offline' ? standing : null;
  const paidOrder = s.orders.some((o) => o.status === 'paid');
  if (decided === 'waive') expect(s.status).toBe('waived');
  else if (decided === 'paid_offline' || paidOrder) expect(s.status).toBe('paid');
  else if (s.orders.some((o) => o.status === 'pending')) expect(s.status).toBe('pending');
  else if (s.orders.some((o) => o.status === 'refunded')) expect(s.status).toBe('refunded');
  else expect(s.status).toBe('unpaid');
  // Never "unpaid" or "pending" while money the fee keeps stands; "refunded" only after a refund.
  if (s.status === 'unpaid' || s.status === 'pending') expect(paidOrder).toBe(false);
  if (s.status === 'refunded') expect(s.refunds.some((r) => r.status === 'succeeded')).toBe(true);
  for (const o of s.orders) expect(o.refundedCents).toBeLessThanOrEqual(o.amountCents);
}

it('keeps every status true to the orders, refunds and decisions, moves nothing backwards and never keeps more than the fee', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
      run += 1;
      const me = await makeEntrant(t);
      const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: new Date() });
      let before = await state(entry.id);
      const due = (await refusedOr(() => payEntryFee(t.ctx, { userId: me.id, entryId: entry.id, provider: 'sandbox' })), (await state(entry.id)).orders[0]?.amountCents);
      before = await state(entry.id);
      for (const [i, step] of ops.entries()) {
        const orders = before.orders;
        const pick = (n: number) => orders[n % Math.max(orders.length, 1)];
        switch (step.kind) {
          case 'decide':
            await refusedOr(() => changeFeeStatus(t.ctx, { actorId: judgeId, entryId: entry.id, feeKind: 'entry', status: step.status, note: `step ${i}` }));
            break;
          case 'pay':
            await refusedOr(() => payEntryFee(t.ctx, { userId: me.id, entryId: entry.id, provider: 'sandbox' }));
            break;
          case 'callback': {
            const o = pick(step.pick);
            if (!o) break;
            const result = { orderNo: o.orderNo, status: step.status, amountCents: o.amountCents, currency: o.currency, providerReference: `SBX-${o.orderNo}` };
            // Deliveries of one message, some at the same moment.
            await Promise.all(Array.from({ length: step.times }, () => refusedOr(() => applyPaymentResult(t.ctx, { provider: 'sandbox', result }))));
            break;
          }
          case 'expire': {
            const o = pick(step.pick);
            if (o) await t.ctx.db.transaction((tx) => expireOrder(tx, o, null));
            break;
          }
          case 'refund': {
            const o = pick(step.pick);
            if (!o) break;
            const cents = Math.max(1, Math.floor((o.amountCents - o.refundedCents) * step.share));
            await refusedOr(() => refundPayment(t.ctx, { actorId: judgeId, orderNo: o.orderNo, refundNo: `P${run}-${i}-${o.id}`, amountCents: cents, reason: 'Property test' }));
            break;
          }
          case 'excess-job':
            for (const o of orders) if (o.excessAt) await refusedOr(() => refundExcessPayment(t.ctx, { orderNo: o.orderNo }));
            break;
        }
        const after = await state(entry.id);
        checkAgrees(after);
        for (const o of after.orders) {
          const was = before.orders.find((b) => b.id === o.id);
          if (was) {
            expect(FORWARD[was.status], `order ${was.status} → ${o.status}`).toContain(o.status);
            expect(o.refundedCents).toBeGreaterThanOrEqual(was.refundedCents);
          }
        }
        for (const r of after.refunds) {
          const was = before.refunds.find((b) => b.id === r.id);
          if (was) expect(REFUND_FORWARD[was.status], `refund ${was.status} → ${r.status}`).toContain(r.status);
        }
        before = after;
      }
      // The excess-refund job has run for every payment the fee did not need (as the queue does).
      for (const o of (await state(entry.id)).orders) if (o.excessAt) await refundExcessPayment(t.ctx, { orderNo: o.orderNo });
      const end = await state(entry.id);
      checkAgrees(end);
      // A fee waived or paid outside the site is owed nothing through it.
      const standing = end.decisions.at(-1)?.kind;
      const owed = standing === 'waive' || standing === 'paid_offline' ? 0 : (due ?? 0);
      const kept = end.orders.reduce((sum, o) => sum + (o.status === 'paid' || o.status === 'refunded' ? o.amountCents - o.refundedCents : 0), 0);
      expect(kept).toBeLessThanOrEqual(owed);
    }),
    { numRuns: 40 },
  );
}, 120_000);
