import type { FeeKind } from '@laurel/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entries, paymentOrders } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';

/** Who is asking for a document: its owner, or a judge, who may read every entry's. */
export interface DocumentReader {
  userId: number;
  isJudge: boolean;
}

/**
 * The paid (or since refunded) order of one fee of an entry, locked for the caller's transaction
 * so two requests do not both issue its invoice. The newest when there are several (trophy orders
 * without `trophyOrderId`). Another user's entry, and a fee not paid, are the same 404: an unpaid
 * order has no invoice.
 */
export async function findPaidOrder(
  tx: Tx,
  opts: { reader: DocumentReader; entryId: number; feeKind: FeeKind; trophyOrderId?: number },
): Promise<typeof paymentOrders.$inferSelect> {
  const [entry] = await tx.select({ userId: entries.userId }).from(entries).where(eq(entries.id, opts.entryId));
  if (!entry || (entry.userId !== opts.reader.userId && !opts.reader.isJudge)) throw refuse('ownEntryNotFound');
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.entryId, opts.entryId),
        eq(paymentOrders.feeKind, opts.feeKind),
        inArray(paymentOrders.status, ['paid', 'refunded']),
        opts.trophyOrderId !== undefined ? eq(paymentOrders.trophyOrderId, opts.trophyOrderId) : undefined,
      ),
    )
    .orderBy(desc(paymentOrders.paidAt), desc(paymentOrders.id))
    .limit(1)
    .for('update');
  if (!order) throw refuse('noInvoiceUnpaid');
  return order;
}
