import type { LanguageCode } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { invoices, type paymentOrders } from '../../db/schema.ts';
import type { InvoiceRow } from './issue-invoice.ts';
import { renderInvoicePdf } from './render-invoice.ts';

/** A PDF to send: its bytes and the file name it is saved under. */
export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * Draws a stored invoice or credit note exactly as it was issued (apps/server/src/services/documents/README.md#invoices):
 * every printed fact comes from its row, none from today's settings.
 */
export async function invoicePdf(
  ctx: AppContext,
  opts: { invoice: InvoiceRow; order: typeof paymentOrders.$inferSelect; language: LanguageCode },
): Promise<PdfFile> {
  const { invoice, order } = opts;
  let creditsInvoiceNumber: string | null = null;
  if (invoice.creditsInvoiceId !== null) {
    const [credited] = await ctx.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.creditsInvoiceId));
    creditsInvoiceNumber = credited?.number ?? null;
  }
  const pdf = await renderInvoicePdf({
    kind: invoice.kind as 'invoice' | 'credit_note',
    number: invoice.number,
    creditsInvoiceNumber,
    issuedAt: invoice.issuedAt,
    suppliedAt: invoice.suppliedAt,
    seller: { ...invoice.seller, email: ctx.config.contactEmail },
    buyer: invoice.buyer,
    lines: invoice.lines,
    netCents: invoice.netCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    currency: 'USD',
    reverseCharge: invoice.reverseCharge,
    paymentReference: [order.orderNo, order.providerReference].filter(Boolean).join(' / '),
    // The mark says money moved: paid for an invoice, given back for a refund's credit note. A
    // correction's credit note gave nothing back (the new invoice stands for the same payment).
    paidAt: invoice.kind === 'invoice' ? order.paidAt : invoice.refundId !== null ? invoice.issuedAt : null,
    test: order.provider === 'sandbox',
    siteName: ctx.config.siteName,
    locale: opts.language === 'zh-CN' ? 'zh' : 'en',
  });
  return { fileName: `${invoice.number}.pdf`, pdf };
}
