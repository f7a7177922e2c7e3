import type { PaymentOrder } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { trophyOrders } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { lockOwnEntry } from '../entries/lock-own-entry.ts';
import { isPayable } from '../fee-ledger/fee-state.ts';
import { openPaymentOrder } from './open-payment-order.ts';
import { paymentOrderView } from './payment-order-view.ts';

/**
 * `additionalTrophyFeePayment` (apps/server/src/services/payments/README.md#payments): the order that pays one trophy
 * order, for the amount fixed when the trophies were ordered. One pending order per trophy order
 * and provider.
 */
export async function payTrophyFee(
  ctx: AppContext,
  opts: { userId: number; entryId: number; trophyOrderId: number; provider: string; now?: Date },
): Promise<PaymentOrder> {
  const row = await openPaymentOrder(ctx, {
    userId: opts.userId,
    provider: opts.provider,
    now: opts.now,
    lockFee: async (tx) => {
      const { entry } = await lockOwnEntry(tx, opts);
      const [trophies] = await tx
        .select()
        .from(trophyOrders)
        .where(and(eq(trophyOrders.id, opts.trophyOrderId), eq(trophyOrders.entryId, entry.id)));
      if (!trophies) throw refuse('trophyOrderNotFound');
      if (!isPayable(trophies.feeStatus)) throw refuse('trophyOrderSettled');
      return { entryId: entry.id, feeKind: 'additionalTrophy', trophyOrderId: trophies.id, amountCents: trophies.amountCents, currency: 'USD' };
    },
  });
  return paymentOrderView(row);
}
