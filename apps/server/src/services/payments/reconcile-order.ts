import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { paymentOrders } from '../../db/schema.ts';
import { expireOrder } from './open-payment-order.ts';
import { queuePaymentNotice } from './queue-payment-notice.ts';
import { applyPaymentResult } from './receive-callback.ts';

type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * Takes the right to ask the provider about one pending order now: a conditional UPDATE of
 * `checked_at`, so of the background job on several processes and a payer's page polling, one
 * asks per `minIntervalMs` and the rest do nothing. Returns the order when the caller won.
 */
export async function claimOrderCheck(ctx: AppContext, orderId: number, now: Date, minIntervalMs: number): Promise<OrderRow | null> {
  const [claimed] = await ctx.db
    .update(paymentOrders)
    .set({ checkedAt: now })
    .where(
      and(
        eq(paymentOrders.id, orderId),
        eq(paymentOrders.status, 'pending'),
        or(isNull(paymentOrders.checkedAt), lt(paymentOrders.checkedAt, new Date(now.getTime() - minIntervalMs))),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * Settles a pending order whose callback may have been lost (apps/server/src/services/payments/README.md#payments): asks
 * the provider and applies a final answer once, as a callback would be. An order past its time is
 * asked one last time (it may have been paid in its last minute), closed at the provider so it
 * can no longer be paid, and expired. Every step is conditional on the order still being pending,
 * so a callback arriving meanwhile wins cleanly. Provider errors are logged and left for the next
 * round.
 */
export async function reconcileOrder(ctx: AppContext, order: OrderRow, now: Date): Promise<void> {
  const provider = ctx.payments.get(order.provider);
  if (!provider) return;
  if (!order.qrCodeUrl && !order.checkoutUrl) {
    // Never opened at the provider (it was down, open-payment-order.ts): the payer was shown no
    // way to pay, so there is nothing to ask about; past its time it simply expires, unannounced.
    if (order.expiresAt && order.expiresAt <= now) await ctx.db.transaction((tx) => expireOrder(tx, order, null));
    return;
  }
  try {
    const result = await provider.query(order.orderNo);
    if (result) {
      await applyPaymentResult(ctx, { provider: provider.name, result: { ...result, orderNo: order.orderNo } });
      return;
    }
    if (!order.expiresAt || order.expiresAt > now) return;
    await provider.close?.(order.orderNo);
  } catch (err) {
    ctx.log.warn({ provider: provider.name, orderNo: order.orderNo, reason: (err as Error).message }, 'payment order check failed; retried later');
    return;
  }
  // Its owner is told once, with the change.
  await ctx.db.transaction(async (tx) => {
    if (await expireOrder(tx, order, null)) await queuePaymentNotice(ctx, tx, { orderNo: order.orderNo, event: 'expired' });
  });
}
