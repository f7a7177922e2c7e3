import type { PaymentOrder } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { lockOwnEntry } from '../entries/lock-own-entry.ts';
import { isPayable } from '../fee-ledger/fee-state.ts';
import { openPaymentOrder } from './open-payment-order.ts';
import { paymentOrderView } from './payment-order-view.ts';

/**
 * `winnerPackageFeePayment` (apps/server/src/services/payments/README.md#payments): the order that pays an awarded
 * entry's winner package, at the fee of its award level (public before anyone enters,
 * `awardClassification`). A second click or tab gets the same pending order.
 */
export async function payWinnerPackageFee(
  ctx: AppContext,
  opts: { userId: number; entryId: number; provider: string; now?: Date },
): Promise<PaymentOrder> {
  const row = await openPaymentOrder(ctx, {
    userId: opts.userId,
    provider: opts.provider,
    now: opts.now,
    lockFee: async (tx) => {
      const { entry } = await lockOwnEntry(tx, opts);
      if (entry.status !== 'awarded' || entry.awardLevelId === null) throw refuse('onlyAwardedPackage');
      if (!isPayable(entry.winnerPackageFeeStatus)) throw refuse('packageSettled');
      const [level] = await tx
        .select()
        .from(awardLevels)
        // The entry's season's own level: one of another season gives no price here.
        .where(and(eq(awardLevels.id, entry.awardLevelId), eq(awardLevels.seasonId, entry.seasonId)));
      if (!level || level.winnerPackageFeeCents === 0) throw refuse('noPackageDue');
      return { entryId: entry.id, feeKind: 'winnerPackage', trophyOrderId: null, amountCents: level.winnerPackageFeeCents, currency: 'USD' };
    },
  });
  return paymentOrderView(row);
}
