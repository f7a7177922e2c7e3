import type { FeeKind } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { paymentOrders } from '../../db/schema.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { excessOrders } from '../fee-ledger/fee-state.ts';
import { loadFeeFacts } from '../fee-ledger/settle-fee.ts';
import { refundPayment } from './refund-payment.ts';

/** The refund number of an excess payment's refund: one per order, so a retried job is one refund. */
export const excessRefundNo = (orderNo: string) => `${orderNo}X`;

/**
 * The `payments.refund-excess` job (apps/server/src/services/fee-ledger/README.md#the-fee-ledger): gives back all that is
 * left of a payment that arrived for a fee already settled, through its provider's refund call,
 * with the credit note and the payer's notice of the refund path. Asked again first: if the
 * payment that settled the fee was refunded meanwhile, this one now pays it and is kept. A refusal
 * by the provider throws, so the job is tried again with backoff.
 */
export async function refundExcessPayment(ctx: AppContext, opts: { orderNo: string }): Promise<'refunded' | 'kept' | 'nothing'> {
  const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, opts.orderNo));
  if (!order || order.status !== 'paid' || !order.excessAt) return 'nothing';
  const facts = await loadFeeFacts(ctx.db, { entryId: order.entryId, feeKind: order.feeKind as FeeKind, trophyOrderId: order.trophyOrderId });
  if (!excessOrders(facts.orders, facts.decisions).some((o) => o.id === order.id)) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(paymentOrders).set({ excessAt: null }).where(eq(paymentOrders.id, order.id));
      await writeAudit(tx, {
        actorId: null,
        action: 'payment.excess_kept',
        subjectType: 'payment_order',
        subjectId: order.orderNo,
        entryId: order.entryId,
        before: { excess: true },
        after: { excess: false, reason: 'the payment that settled the fee was refunded; this one pays it' },
      });
    });
    return 'kept';
  }
  await refundPayment(ctx, {
    actorId: null,
    orderNo: order.orderNo,
    refundNo: excessRefundNo(order.orderNo),
    amountCents: order.amountCents - order.refundedCents,
    reason: 'Paid after the fee was already settled.',
  });
  return 'refunded';
}

/**
 * The job's last try failed (the provider kept refusing): the payment stays flagged as excess for
 * the organisers, and the log and audit say a person must refund it by hand.
 */
export async function flagManualRefund(ctx: AppContext, opts: { orderNo: string }): Promise<void> {
  ctx.log.error({ orderNo: opts.orderNo }, 'excess payment not refunded by its provider: refund it by hand');
  const [order] = await ctx.db.select({ entryId: paymentOrders.entryId }).from(paymentOrders).where(eq(paymentOrders.orderNo, opts.orderNo));
  await writeAudit(ctx.db, {
    actorId: null,
    action: 'payment.manual_refund_needed',
    subjectType: 'payment_order',
    subjectId: opts.orderNo,
    entryId: order?.entryId ?? null,
    after: { reason: 'the provider refused the refund of a payment for a fee already settled' },
  });
}
