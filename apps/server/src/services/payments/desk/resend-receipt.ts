import { randomUUID } from 'node:crypto';
import type { DeskOrderDetail } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { paymentOrders } from '../../../db/schema.ts';
import { refuse, tooManyRequests } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { queuePaymentNotice } from '../queue-payment-notice.ts';
import { readDeskOrder } from './get-payment-order.ts';

/** Enough for "I never got it" twice over; too few to bombard a payer. */
const PER_ORDER_PER_HOUR = 3;

/**
 * `/admin/payments/resendReceipt` (docs/product.md#payments-desk): the paid notice of an order
 * (paid, or refunded in part or whole since) again through the outbox, under a key of its own so
 * it is really sent, at most PER_ORDER_PER_HOUR times an hour per order, audited.
 */
export async function resendReceipt(ctx: AppContext, opts: { actorId: number; orderNo: string }): Promise<DeskOrderDetail> {
  const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, opts.orderNo));
  if (!order) throw refuse('orderNotFound');
  if (order.status !== 'paid' && order.status !== 'refunded') throw refuse('onlyPaidReceipt');
  const limit = await ctx.limiter.hit(`receipt-resend:${order.orderNo}`, PER_ORDER_PER_HOUR, 3600);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterS);
  await ctx.db.transaction(async (tx) => {
    const resend = randomUUID();
    await queuePaymentNotice(ctx, tx, { orderNo: order.orderNo, event: 'paid', resend });
    await writeAudit(tx, {
      actorId: opts.actorId,
      action: 'payment.receipt_resent',
      subjectType: 'payment_order',
      subjectId: order.orderNo,
      entryId: order.entryId,
      after: { resend },
    });
  });
  return readDeskOrder(ctx.db, order.orderNo);
}
