import type { FeeStatus, TrophyOrder } from '@laurel/contract';
import type { trophyOrders } from '../../db/schema.ts';

/** A stored trophy order as the contract's TrophyOrder. */
export function trophyOrderView(row: typeof trophyOrders.$inferSelect): TrophyOrder {
  return {
    id: row.id,
    applyOrderId: row.entryId,
    quantity: row.quantity,
    unitFeeCents: row.unitFeeCents,
    amountCents: row.amountCents,
    feeStatus: row.feeStatus as FeeStatus,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}
