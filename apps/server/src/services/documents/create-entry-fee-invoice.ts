import type { Invoice } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { findPaidOrder, type DocumentReader } from './find-paid-order.ts';
import { issueInvoice, type BuyerInput } from './issue-invoice.ts';
import { invoiceView } from './invoice-view.ts';

/**
 * `createEntryFeeInvoice` (docs/architecture.md#invoices): issues the entry fee's invoice with the
 * billing details given. Once issued it is what it is: asking again returns the same invoice,
 * whatever details come with the request.
 */
export async function createEntryFeeInvoice(
  ctx: AppContext,
  opts: { reader: DocumentReader; entryId: number; buyer: BuyerInput },
): Promise<Invoice> {
  const { invoice, order } = await ctx.db.transaction(async (tx) => {
    const order = await findPaidOrder(tx, { reader: opts.reader, entryId: opts.entryId, feeKind: 'entry' });
    return { order, invoice: await issueInvoice(ctx, tx, { order, buyer: opts.buyer, actorId: opts.reader.userId }) };
  });
  return invoiceView(invoice, { orderNo: order.orderNo, entryId: order.entryId, feeKind: order.feeKind, creditsInvoiceNumber: null });
}
