import { RECHECK_AFTER_MINUTES, RECHECK_MAX, type PaymentStatus, type RecheckResult } from '@laurel/contract';
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { entries, paymentOrders } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { claimOrderCheck, reconcileOrder } from '../reconcile-order.ts';
import { askEach } from './provider-questions.ts';

/** The desk asks about one order at most this often, whoever clicks (the background job aside). */
const DESK_CHECK_INTERVAL_MS = 5_000;

/**
 * `/admin/payments/recheck` (docs/product.md#payments-desk): pending orders older than
 * RECHECK_AFTER_MINUTES — one, or up to RECHECK_MAX of a season's — asked about again at their
 * providers through the background check's own path (`claimOrderCheck`, `reconcileOrder`), so a
 * final answer is applied exactly as a callback would be, and a desk click racing the job or a
 * callback changes nothing twice. Answers what moved.
 */
export async function recheckPayments(ctx: AppContext, opts: { orderNo?: string; seasonId?: number; now?: Date }): Promise<RecheckResult> {
  const now = opts.now ?? new Date();
  const oldEnough = new Date(now.getTime() - RECHECK_AFTER_MINUTES * 60_000);
  let candidates: { id: number; orderNo: string; status: string }[];
  if (opts.orderNo) {
    const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, opts.orderNo));
    if (!order) throw refuse('orderNotFound');
    if (order.status !== 'pending') return { asked: 0, changed: [] };
    if (order.createdAt > oldEnough) throw refuse('recheckTooEarly', { minutes: RECHECK_AFTER_MINUTES });
    candidates = [order];
  } else {
    candidates = await ctx.db
      .select({ id: paymentOrders.id, orderNo: paymentOrders.orderNo, status: paymentOrders.status })
      .from(paymentOrders)
      .innerJoin(entries, eq(entries.id, paymentOrders.entryId))
      .where(and(eq(entries.seasonId, opts.seasonId!), eq(paymentOrders.status, 'pending'), ne(paymentOrders.provider, 'offline'), lte(paymentOrders.createdAt, oldEnough)))
      .orderBy(asc(paymentOrders.id))
      .limit(RECHECK_MAX);
  }
  let asked = 0;
  // Each order is claimed before it is asked about, so the orders asked at once never overlap.
  await askEach(candidates, async (c) => {
    const claimed = await claimOrderCheck(ctx, c.id, now, DESK_CHECK_INTERVAL_MS);
    if (!claimed) return;
    asked += 1;
    await reconcileOrder(ctx, claimed, now);
  });
  if (candidates.length === 0) return { asked, changed: [] };
  const after = await ctx.db
    .select({ orderNo: paymentOrders.orderNo, status: paymentOrders.status })
    .from(paymentOrders)
    .where(inArray(paymentOrders.id, candidates.map((c) => c.id)));
  const changed = after
    .filter((a) => a.status !== 'pending')
    .map((a) => ({ orderNo: a.orderNo, before: 'pending' as PaymentStatus, after: a.status as PaymentStatus }));
  return { asked, changed };
}
