import type { PaymentOrder } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { getEntryFee } from './get-entry-fee.ts';
import { isPayable } from '../fee-ledger/fee-state.ts';
import { openPaymentOrder } from './open-payment-order.ts';
import { paymentOrderView } from './payment-order-view.ts';

/**
 * `entryFeePayment` (apps/server/src/services/payments/README.md#payments): the order that pays the entry fee of the
 * caller's submitted entry at one provider, for the amount `getEntryFee` quotes. A second click or
 * tab gets the same pending order (open-payment-order.ts).
 */
export async function payEntryFee(
  ctx: AppContext,
  opts: { userId: number; entryId: number; provider: string; now?: Date },
): Promise<PaymentOrder> {

  // Checks ownership, category and the code's discount as the quote page shows it.
  const quote = await getEntryFee(ctx, { userId: opts.userId, entryId: opts.entryId, now: opts.now });

  const row = await openPaymentOrder(ctx, {
    userId: opts.userId,
    provider: opts.provider,
    now: opts.now,
    lockFee: async (tx) => {
      const [entry] = await tx
        .select()
        .from(entries)
        .where(and(eq(entries.id, opts.entryId), eq(entries.userId, opts.userId)))
        .for('update');
      if (!entry) throw refuse('ownEntryNotFound');
      if (entry.status !== 'submitted') throw refuse('onlySubmittedPaid');
      if (!isPayable(entry.entryFeeStatus)) throw refuse('entryFeeSettled');
      if (quote.amountCents === 0) throw refuse('noEntryFeeDue');
      return { entryId: entry.id, feeKind: 'entry', trophyOrderId: null, amountCents: quote.amountCents, currency: quote.currency };
    },
  });
  return paymentOrderView(row);
}
