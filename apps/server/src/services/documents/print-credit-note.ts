import type { LanguageCode } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, invoices, paymentOrders } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import type { DocumentReader } from './find-paid-order.ts';
import { invoicePdf, type PdfFile } from './invoice-pdf.ts';

/**
 * `printCreditNote` (apps/server/src/services/documents/README.md#invoices): a credit note of one of the entry's refunds,
 * by its number, to the entry's owner or a judge. Another user's is the 404 of a missing one.
 */
export async function printCreditNote(
  ctx: AppContext,
  opts: { reader: DocumentReader; entryId: number; number: string; language: LanguageCode },
): Promise<PdfFile> {
  const [row] = await ctx.db
    .select({ invoice: invoices, order: paymentOrders, ownerId: entries.userId })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId))
    .innerJoin(entries, eq(entries.id, paymentOrders.entryId))
    .where(and(eq(invoices.number, opts.number), eq(invoices.kind, 'credit_note'), eq(paymentOrders.entryId, opts.entryId)));
  if (!row || (row.ownerId !== opts.reader.userId && !opts.reader.isJudge)) throw refuse('creditNoteNotFound');
  return invoicePdf(ctx, { invoice: row.invoice, order: row.order, language: opts.language });
}
