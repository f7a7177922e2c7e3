import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entries, trophyOrders, type paymentOrders } from '../../db/schema.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { FEE_STATUS_COLUMN } from './fee-status-column.ts';

/**
 * The fee an order paid follows it (docs/architecture.md#payments): the entry's status for that
 * fee, and for trophies the trophy order too. In the transaction that moved the order to `paid`,
 * so both change together or not at all; audited with the order number.
 */
export async function markFeePaid(tx: Tx, order: typeof paymentOrders.$inferSelect): Promise<void> {
  const column = FEE_STATUS_COLUMN[order.feeKind as keyof typeof FEE_STATUS_COLUMN];
  const [entry] = await tx.select().from(entries).where(eq(entries.id, order.entryId)).for('update');
  if (!entry) return;
  if (order.trophyOrderId !== null) {
    await tx.update(trophyOrders).set({ feeStatus: 'paid' }).where(eq(trophyOrders.id, order.trophyOrderId));
    await writeAudit(tx, {
      actorId: null,
      action: 'trophy_order.paid',
      subjectType: 'trophy_order',
      subjectId: order.trophyOrderId,
      after: { feeStatus: 'paid', orderNo: order.orderNo },
    });
  }
  await tx.update(entries).set({ [column]: 'paid' }).where(eq(entries.id, order.entryId));
  await writeAudit(tx, {
    actorId: null,
    action: `entry.${order.feeKind === 'entry' ? 'entry_fee' : order.feeKind === 'winnerPackage' ? 'winner_package_fee' : 'additional_trophy_fee'}_paid`,
    subjectType: 'entry',
    subjectId: order.entryId,
    before: { [column]: entry[column] },
    after: { [column]: 'paid', orderNo: order.orderNo },
  });
}
