import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { paymentOrders } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';

/**
 * A sandbox order as its checkout page shows it. The page is the provider's, so it knows the
 * order by number alone, as a real provider's page does; only sandbox orders are shown.
 */
export async function findSandboxOrder(
  ctx: AppContext,
  orderNo: string,
): Promise<{ orderNo: string; amountCents: number; currency: string; status: string }> {
  const [row] = await ctx.db
    .select({ orderNo: paymentOrders.orderNo, amountCents: paymentOrders.amountCents, currency: paymentOrders.currency, status: paymentOrders.status })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.provider, 'sandbox')));
  if (!row) throw refuse('orderNotFound');
  return row;
}
