import type { OrderMoreTrophiesRequest, TrophyOrder } from '@laurel/contract';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, trophyOrders } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { settleFee } from '../fee-ledger/settle-fee.ts';
import { lockOwnEntry } from '../entries/lock-own-entry.ts';
import { trophyOrderView } from '../fee-ledger/trophy-order-view.ts';

/** Unpaid trophy orders one entry may hold at once: enough to fix a typo, not to fill a table. */
export const UNPAID_TROPHY_ORDERS_MAX = 5;

type Address = z.output<typeof OrderMoreTrophiesRequest>['address'];

/**
 * `orderMoreTrophies` (docs/product.md#trophy-orders): extra trophies for an awarded entry, at
 * its award level's trophy price × quantity, to one shipping address. The order is then paid
 * with `additionalTrophyFeePayment`; a free trophy (price 0) is waived at once.
 */
export async function orderMoreTrophies(
  ctx: AppContext,
  opts: { userId: number; entryId: number; quantity: number; address: Address },
): Promise<TrophyOrder> {
  const row = await ctx.db.transaction(async (tx) => {
    const { entry } = await lockOwnEntry(tx, opts);
    if (entry.status !== 'awarded' || entry.awardLevelId === null) throw refuse('onlyAwardedTrophies');
    const [level] = await tx
      .select()
      .from(awardLevels)
      // The entry's season's own level: one of another season gives no price here.
      .where(and(eq(awardLevels.id, entry.awardLevelId), eq(awardLevels.seasonId, entry.seasonId)));
    if (!level) throw refuse('onlyAwardedTrophies');
    const [unpaid] = await tx
      .select({ n: count() })
      .from(trophyOrders)
      .where(and(eq(trophyOrders.entryId, entry.id), eq(trophyOrders.feeStatus, 'unpaid')));
    if ((unpaid?.n ?? 0) >= UNPAID_TROPHY_ORDERS_MAX) {
      throw refuse('tooManyUnpaidTrophyOrders', { max: UNPAID_TROPHY_ORDERS_MAX });
    }
    const a = opts.address;
    const [inserted] = await tx
      .insert(trophyOrders)
      .values({
        entryId: entry.id,
        userId: opts.userId,
        quantity: opts.quantity,
        unitFeeCents: level.trophyFeeCents,
        amountCents: opts.quantity * level.trophyFeeCents,
        feeStatus: level.trophyFeeCents === 0 ? 'waived' : 'unpaid',
        address: {
          recipient: a.recipient,
          company: a.company ?? null,
          line1: a.line1,
          line2: a.line2 ?? null,
          city: a.city,
          region: a.region ?? null,
          postalCode: a.postalCode ?? null,
          country: a.country,
          areaCode: a.areaCode,
          phone: a.phone,
        },
      })
      .returning();
    // The entry's summary of its trophy fees now counts this order (unpaid, or waived when free).
    await settleFee(tx, { entryId: entry.id, feeKind: 'additionalTrophy', trophyOrderId: inserted!.id }, { actorId: opts.userId });
    await writeAudit(tx, {
      actorId: opts.userId,
      action: 'trophy_order.created',
      subjectType: 'trophy_order',
      subjectId: inserted!.id,
      entryId: entry.id,
      after: { entryId: entry.id, quantity: inserted!.quantity, amountCents: inserted!.amountCents },
    });
    return inserted!;
  });
  return trophyOrderView(row);
}
