import type { FeeKind, Invoice } from '@laurel/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { invoices } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { findPaidOrder } from './find-paid-order.ts';
import { invoiceView } from './invoice-view.ts';
import { issueInvoice, type BuyerInput, type InvoiceRow } from './issue-invoice.ts';
import { nextDocumentNumber } from './next-document-number.ts';

const sameBuyer = (row: InvoiceRow['buyer'], given: BuyerInput) =>
  row.name === (given.name ?? row.name) &&
  row.company === (given.company ?? null) &&
  row.address === (given.address ?? null) &&
  row.country === (given.country ?? null) &&
  row.taxId === (given.taxId ?? null) &&
  row.fapiao === (given.fapiao ?? false);

/**
 * `correctInvoice` (apps/server/src/services/documents/README.md#invoices): an issued invoice is never changed, so new
 * billing details cancel it with a credit note for its whole amount (series `CN`, referring to it)
 * and issue a new invoice with those details, in one transaction with the order's row locked,
 * audited with the details before and after. Only the entry's owner corrects (a judge reads);
 * the same details again, or 20 requests at once, make one correction. With no invoice issued yet
 * it is simply issued with the details.
 */
export async function correctInvoice(
  ctx: AppContext,
  opts: { userId: number; entryId: number; feeKind: FeeKind; trophyOrderId?: number; buyer: BuyerInput },
): Promise<Invoice> {
  const { invoice, order, credited } = await ctx.db.transaction(async (tx) => {
    const order = await findPaidOrder(tx, { reader: { userId: opts.userId, isJudge: false }, entryId: opts.entryId, feeKind: opts.feeKind, trophyOrderId: opts.trophyOrderId });
    if (order.status !== 'paid' || order.refundedCents > 0) {
      throw refuse('invoiceCorrectedByOrganisers');
    }
    const [current] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.paymentOrderId, order.id), eq(invoices.kind, 'invoice'), isNull(invoices.replacedAt)));
    if (!current) return { order, credited: null, invoice: await issueInvoice(ctx, tx, { order, buyer: opts.buyer, actorId: opts.userId }) };
    if (sameBuyer(current.buyer, opts.buyer)) return { order, credited: null, invoice: current };

    const issuedAt = new Date();
    const { sequence, number } = await nextDocumentNumber(tx, 'CN', issuedAt.getUTCFullYear());
    await tx.insert(invoices).values({
      kind: 'credit_note',
      number,
      series: 'CN',
      year: issuedAt.getUTCFullYear(),
      sequence,
      paymentOrderId: order.id,
      creditsInvoiceId: current.id,
      buyer: current.buyer,
      seller: current.seller,
      lines: current.lines.map((l) => ({ ...l, description: `Cancels invoice ${current.number}: ${l.description}`.slice(0, 300) })),
      netCents: current.netCents,
      taxCents: current.taxCents,
      totalCents: current.totalCents,
      currency: current.currency,
      reverseCharge: current.reverseCharge,
      suppliedAt: issuedAt,
      issuedAt,
    });
    await tx.update(invoices).set({ replacedAt: issuedAt }).where(eq(invoices.id, current.id));
    const replacement = await issueInvoice(ctx, tx, { order, buyer: opts.buyer, actorId: opts.userId });
    await writeAudit(tx, {
      actorId: opts.userId,
      action: 'invoice.corrected',
      subjectType: 'invoice',
      subjectId: current.number,
      entryId: order.entryId,
      before: { invoice: current.number, buyer: current.buyer },
      after: { invoice: replacement.number, creditNote: number, buyer: replacement.buyer },
    });
    return { order, credited: current.number, invoice: replacement };
  });
  return invoiceView(invoice, { orderNo: order.orderNo, entryId: order.entryId, feeKind: order.feeKind, creditsInvoiceNumber: credited });
}
