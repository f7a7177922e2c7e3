import type { PaymentOrder } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { paymentOrders } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { paymentOrderView } from './payment-order-view.ts';
import { claimOrderCheck, reconcileOrder } from './reconcile-order.ts';

/** A page asks the provider about one order at most this often; polls in between read the row. */
export const PAGE_CHECK_INTERVAL_MS = 5_000;

/**
 * `checkOrderStatus` and the providers' `queryOrder` calls (apps/server/src/services/payments/README.md#payments): one
 * of the caller's orders, asked about at its provider first while it is pending, so a page
 * waiting on a lost callback settles by itself. Another user's order is the 404 of a missing one,
 * so order numbers cannot be probed; `provider` limits a provider's own call to its orders.
 */
export async function queryOrder(
  ctx: AppContext,
  opts: { userId: number; orderNo: string; provider?: string; now?: Date },
): Promise<PaymentOrder> {
  const now = opts.now ?? new Date();
  const mine = and(
    eq(paymentOrders.orderNo, opts.orderNo),
    eq(paymentOrders.userId, opts.userId),
    opts.provider ? eq(paymentOrders.provider, opts.provider) : undefined,
  );
  const [row] = await ctx.db.select().from(paymentOrders).where(mine);
  if (!row) throw refuse('orderNotFound');
  if (row.status !== 'pending') return paymentOrderView(row);
  const claimed = await claimOrderCheck(ctx, row.id, now, PAGE_CHECK_INTERVAL_MS);
  if (claimed) await reconcileOrder(ctx, claimed, now);
  const [after] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, row.id));
  return paymentOrderView(after!);
}
