import type { Invoice } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { findPaidOrder, type DocumentReader } from './find-paid-order.ts';
import { issueInvoice, type BuyerInput } from './issue-invoice.ts';
import { invoiceView } from './invoice-view.ts';

/**
 * `createEntryFeeInvoice` (apps/server/src/services/documents/README.md#invoices): issues the entry fee's invoice with the
 * billing details given. Only the entry's owner names who is billed; a judge reads invoices but
 * sets no one's billing details (403). Once issued it is what it is: asking again returns the
 * same invoice, whatever details come with the request.
 */
export async function createEntryFeeInvoice(
  ctx: AppContext,
  opts: { reader: DocumentReader; entryId: number; buyer: BuyerInput },
): Promise<Invoice> {
  const { invoice, order } = await ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select({ userId: entries.userId }).from(entries).where(eq(entries.id, opts.entryId));
    if (entry && entry.userId !== opts.reader.userId && opts.reader.isJudge) {
      throw refuse('onlyOwnerBilling');
    }
    const order = await findPaidOrder(tx, { reader: opts.reader, entryId: opts.entryId, feeKind: 'entry' });
    return { order, invoice: await issueInvoice(ctx, tx, { order, buyer: opts.buyer, actorId: opts.reader.userId }) };
  });
  return invoiceView(invoice, { orderNo: order.orderNo, entryId: order.entryId, feeKind: order.feeKind, creditsInvoiceNumber: null });
}
