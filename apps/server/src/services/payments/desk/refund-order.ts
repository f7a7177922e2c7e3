import type { DeskOrderDetail } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { refundPayment } from '../refund-payment.ts';
import { readDeskOrder } from './get-payment-order.ts';

/**
 * `/admin/payments/refund` (docs/product.md#payments-desk): the desk's refund goes through
 * `refundPayment`, the one refund path (services/payments/README.md#refunds) — the refund number
 * the dialog chose when it opened is the idempotency key, so a double click or a retry is one
 * refund; the amount is bounded by what is left; an `offline` order's refund is the organiser's
 * own transfer back, recorded with its reference. The credit note and the payer's notice follow.
 */
export async function refundOrder(
  ctx: AppContext,
  opts: { actorId: number; orderNo: string; refundNo: string; amountCents: number; reason: string; transferReference?: string },
): Promise<DeskOrderDetail> {
  await refundPayment(ctx, { ...opts, reason: opts.reason.trim() });
  return readDeskOrder(ctx.db, opts.orderNo);
}
