import type { PaymentOrder } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { paymentOrders } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { ORDER_NOT_FOUND, paymentOrderView } from './payment-order-view.ts';

/**
 * `checkOrderStatus` (docs/architecture.md#payments): one of the caller's orders. Another user's
 * order is the 404 of a missing one, so order numbers cannot be probed.
 */
export async function checkOrderStatus(ctx: AppContext, opts: { userId: number; orderNo: string }): Promise<PaymentOrder> {
  const [row] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orderNo, opts.orderNo), eq(paymentOrders.userId, opts.userId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return paymentOrderView(row);
}
