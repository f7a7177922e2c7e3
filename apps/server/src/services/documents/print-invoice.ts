import type { FeeKind, LanguageCode } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { findPaidOrder, type DocumentReader } from './find-paid-order.ts';
import { invoicePdf, type PdfFile } from './invoice-pdf.ts';
import { issueInvoice } from './issue-invoice.ts';

/**
 * `printEntryFeeInvoice`, `printWinnerPackageFeeInvoice`, `printAdditionalTrophyFeeInvoice`
 * (apps/server/src/services/documents/README.md#invoices): the invoice of a paid fee, issued on first print with the
 * account's details when the buyer gave none. Only to the entry's owner or a judge; no invoice
 * for a fee not paid.
 */
export async function printInvoice(
  ctx: AppContext,
  opts: { reader: DocumentReader; entryId: number; feeKind: FeeKind; trophyOrderId?: number; language: LanguageCode },
): Promise<PdfFile> {
  const { invoice, order } = await ctx.db.transaction(async (tx) => {
    const order = await findPaidOrder(tx, opts);
    return { order, invoice: await issueInvoice(ctx, tx, { order, actorId: opts.reader.userId }) };
  });
  return invoicePdf(ctx, { invoice, order, language: opts.language });
}
