import type { FeeKind, Invoice } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { findPaidOrder, type DocumentReader } from './find-paid-order.ts';
import { invoiceView } from './invoice-view.ts';
import { issueInvoice } from './issue-invoice.ts';

/**
 * `getFeeInvoice` (apps/server/src/services/documents/README.md#invoices): the invoice in force of one paid fee, which a
 * correction starts from. Not issued yet, it is issued now with the account's details, as the
 * first print would, so every reader sees one and the same invoice. Only to the entry's owner or
 * a judge; no invoice for a fee not paid.
 */
export async function getFeeInvoice(
  ctx: AppContext,
  opts: { reader: DocumentReader; entryId: number; feeKind: FeeKind; trophyOrderId?: number },
): Promise<Invoice> {
  const { invoice, order } = await ctx.db.transaction(async (tx) => {
    const order = await findPaidOrder(tx, opts);
    return { order, invoice: await issueInvoice(ctx, tx, { order, actorId: opts.reader.userId }) };
  });
  return invoiceView(invoice, { orderNo: order.orderNo, entryId: order.entryId, feeKind: order.feeKind, creditsInvoiceNumber: null });
}
