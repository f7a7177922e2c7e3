import type { LanguageCode } from '@laurel/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { invoices, paymentOrders } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { invoicePdf, type PdfFile } from '../../documents/invoice-pdf.ts';
import { issueInvoice } from '../../documents/issue-invoice.ts';

/**
 * `/admin/payments/document` (docs/product.md#payments-desk): an order's invoice — issued on first
 * print with the account's details, as the entrant's own first print does — or one of its credit
 * notes by number. An order not paid has no invoice (404, nothing issued).
 */
export async function printPaymentDocument(
  ctx: AppContext,
  opts: { actorId: number; orderNo: string; number?: string; language: LanguageCode },
): Promise<PdfFile> {
  if (opts.number) {
    const [row] = await ctx.db
      .select({ invoice: invoices, order: paymentOrders })
      .from(invoices)
      .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId))
      .where(and(eq(invoices.number, opts.number), eq(paymentOrders.orderNo, opts.orderNo)));
    if (!row) throw refuse('creditNoteNotFound');
    return invoicePdf(ctx, { invoice: row.invoice, order: row.order, language: opts.language });
  }
  const { invoice, order } = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.orderNo, opts.orderNo), inArray(paymentOrders.status, ['paid', 'refunded'])))
      .for('update');
    if (!order) throw refuse('noInvoiceUnpaid');
    return { order, invoice: await issueInvoice(ctx, tx, { order, actorId: opts.actorId }) };
  });
  return invoicePdf(ctx, { invoice, order, language: opts.language });
}
