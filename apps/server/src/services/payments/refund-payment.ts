import type { FeeKind, PaymentOrder } from '@laurel/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { paymentOrders, paymentRefunds } from '../../db/schema.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { issueCreditNote } from '../documents/issue-credit-note.ts';
import { queuePaymentNotice } from './queue-payment-notice.ts';
import { paymentOrderView } from './payment-order-view.ts';
import { settleFee } from '../fee-ledger/settle-fee.ts';

type RefundRow = typeof paymentRefunds.$inferSelect;

/** Orders recorded by the payments desk for money received outside the site (decision 024). */
const OFFLINE = 'offline';

/**
 * `refundPayment` (apps/server/src/services/payments/README.md#refunds): gives back part or all of a paid order through
 * its provider, once per `refundNo`.
 *
 * 1. With the order's row locked: a `refundNo` already used for this order and amount is that
 *    refund (a double click, a retry after a timeout); used otherwise it is a 409. A new one must
 *    fit in what is left of the order after every refund not refused; it is recorded as
 *    `requested` before the provider hears of it, so two refunds cannot both spend the same cents.
 * 2. The provider is asked outside any transaction, with `refundNo` as its idempotency key, so
 *    asking again after a lost answer is the same refund there too. A refusal marks the refund
 *    `failed` (a retry with the same number may send it again) and answers 502.
 * 3. Its acceptance is applied once, by a conditional update from `requested`/`failed`: the
 *    order's `refunded_cents` grows, and once all is back the order is `refunded` and its fee's
 *    status follows; a credit note is issued and the payer is told.
 */
export async function refundPayment(
  ctx: AppContext,
  opts: { actorId: number | null; orderNo: string; refundNo: string; amountCents: number; reason: string; transferReference?: string },
): Promise<PaymentOrder> {
  const { order, refund } = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderNo, opts.orderNo)).for('update');
    if (!order) throw refuse('orderNotFound');
    const [known] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.refundNo, opts.refundNo));
    if (known) {
      if (known.paymentOrderId !== order.id || known.amountCents !== opts.amountCents) {
        throw refuse('refundNumberUsed');
      }
      return { order, refund: known };
    }
    if (order.status !== 'paid') throw refuse('onlyPaidRefunded');
    if (order.provider === OFFLINE && !opts.transferReference?.trim()) throw refuseField('transferReference', 'transferReferenceRequired');
    const [open] = await tx
      .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentOrderId, order.id), eq(paymentRefunds.status, 'requested')));
    const left = order.amountCents - order.refundedCents - (open?.cents ?? 0);
    if (opts.amountCents > left) {
      throw refuseField('amountCents', 'refundTooLarge', { cents: left });
    }
    const [inserted] = await tx
      .insert(paymentRefunds)
      .values({
        refundNo: opts.refundNo,
        paymentOrderId: order.id,
        amountCents: opts.amountCents,
        reason: opts.reason,
        status: 'requested',
        actorId: opts.actorId,
      })
      .returning();
    await writeAudit(tx, {
      actorId: opts.actorId,
      action: 'payment.refund_requested',
      subjectType: 'payment_order',
      subjectId: order.orderNo,
      entryId: order.entryId,
      after: { refundNo: opts.refundNo, amountCents: opts.amountCents, reason: opts.reason },
    });
    return { order, refund: inserted! };
  });
  if (refund.status === 'pending' || refund.status === 'succeeded') return currentView(ctx, order.id);

  if (order.provider === OFFLINE) {
    // Money received by hand goes back by hand: the organiser's outgoing transfer is the refund,
    // recorded with its reference, with the credit note and notice as for any provider's.
    const reference = opts.transferReference?.trim() || refund.providerReference || refund.refundNo;
    await applyRefund(ctx, { refund, actorId: opts.actorId, status: 'succeeded', providerReference: reference });
    return currentView(ctx, order.id);
  }
  const provider = ctx.payments.get(order.provider);
  if (!provider) throw refuse('providerGone');
  let accepted;
  try {
    accepted = await provider.refund({
      orderNo: order.orderNo,
      providerReference: order.providerReference,
      refundNo: refund.refundNo,
      amountCents: refund.amountCents,
      totalCents: order.amountCents,
      currency: order.currency,
      reason: refund.reason,
    });
  } catch (err) {
    await ctx.db.update(paymentRefunds).set({ status: 'failed' }).where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'requested')));
    ctx.log.error({ provider: provider.name, orderNo: order.orderNo, refundNo: refund.refundNo, reason: (err as Error).message }, 'refund refused by the provider');
    throw refuse('refundRefused');
  }
  await applyRefund(ctx, { refund, actorId: opts.actorId, status: accepted.status, providerReference: accepted.refundReference });
  return currentView(ctx, order.id);
}

/** Records the provider's acceptance of a refund once; false when another request already did. */
async function applyRefund(
  ctx: AppContext,
  opts: { refund: RefundRow; actorId: number | null; status: 'pending' | 'succeeded'; providerReference: string },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(paymentRefunds)
      .set({ status: opts.status, providerReference: opts.providerReference })
      .where(and(eq(paymentRefunds.id, opts.refund.id), inArray(paymentRefunds.status, ['requested', 'failed'])))
      .returning();
    if (!moved) return false;
    const [order] = await tx
      .update(paymentOrders)
      .set({
        refundedCents: sql`${paymentOrders.refundedCents} + ${moved.amountCents}`,
        status: sql`case when ${paymentOrders.refundedCents} + ${moved.amountCents} = ${paymentOrders.amountCents} then 'refunded' else ${paymentOrders.status} end`,
      })
      .where(and(eq(paymentOrders.id, moved.paymentOrderId), inArray(paymentOrders.status, ['paid'])))
      .returning();
    if (!order) throw refuse('onlyPaidRefunded');
    await writeAudit(tx, {
      actorId: opts.actorId,
      action: 'payment.refunded',
      subjectType: 'payment_order',
      subjectId: order.orderNo,
      entryId: order.entryId,
      before: { refundedCents: order.refundedCents - moved.amountCents, status: 'paid' },
      after: { refundNo: moved.refundNo, amountCents: moved.amountCents, refundedCents: order.refundedCents, status: order.status, providerStatus: opts.status },
    });
    // All of it back: the fee is no longer paid (unless a decision or another order settles it).
    await settleFee(tx, { entryId: order.entryId, feeKind: order.feeKind as FeeKind, trophyOrderId: order.trophyOrderId }, { actorId: opts.actorId, orderNo: order.orderNo });
    await issueCreditNote(ctx, tx, { order, refund: moved });
    // The payer's refund notice, with the change (services/mail/).
    await queuePaymentNotice(ctx, tx, { orderNo: order.orderNo, event: 'refunded', amountCents: moved.amountCents, refundNo: moved.refundNo });
    return true;
  });
}

async function currentView(ctx: AppContext, orderId: number): Promise<PaymentOrder> {
  const [row] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return paymentOrderView(row!);
}
