import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { paymentOrders } from '../../db/schema.ts';
import { reconcileOrder } from './reconcile-order.ts';

/** How often one pending order is asked about at most, by the job and the pages together. */
export const ORDER_CHECK_INTERVAL_MS = 60_000;
const BATCH = 50;

/**
 * One round of the background check of pending orders (apps/server/src/services/payments/README.md#payments): claims up
 * to BATCH orders not asked about for ORDER_CHECK_INTERVAL_MS — in one statement, skipping rows
 * another process has locked, and moving their `checked_at` so no other process claims them this
 * round — then asks each one's provider. With several server processes each order is asked about
 * by exactly one of them per interval; the results are applied by conditional updates anyway.
 */
export async function reconcilePendingOrders(ctx: AppContext, opts: { now?: Date } = {}): Promise<{ checked: number }> {
  const now = opts.now ?? new Date();
  const before = new Date(now.getTime() - ORDER_CHECK_INTERVAL_MS);
  const claimed = await ctx.db
    .update(paymentOrders)
    .set({ checkedAt: now })
    .where(
      sql`${paymentOrders.id} in (
        select ${paymentOrders.id} from ${paymentOrders}
        where ${paymentOrders.status} = 'pending'
          and (${paymentOrders.checkedAt} is null or ${paymentOrders.checkedAt} < ${before.toISOString()})
        order by ${paymentOrders.checkedAt} nulls first, ${paymentOrders.id}
        limit ${BATCH}
        for update skip locked)`,
    )
    .returning();
  for (const order of claimed) await reconcileOrder(ctx, order, now);
  return { checked: claimed.length };
}

/**
 * The `payments.check-pending` job (every minute, app/background.ts): rounds until a batch comes
 * back short, so a backlog after downtime drains in one go.
 */
export async function checkPendingOrders(ctx: AppContext): Promise<void> {
  while ((await reconcilePendingOrders(ctx)).checked === BATCH);
}
