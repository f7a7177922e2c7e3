import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { Tx } from '../../db/client.ts';
import { invoices, type paymentOrders, type paymentRefunds } from '../../db/schema.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { issueInvoice, splitGross, type InvoiceRow } from './issue-invoice.ts';
import { nextDocumentNumber } from './next-document-number.ts';

/**
 * The credit note of a refund (apps/server/src/services/documents/README.md#invoices): its own number in the `CN` series,
 * referring to the order's invoice (issued first if the payer never asked for it), for the amount
 * given back at the invoice's tax rate. The invoice itself is never changed. Once per refund (a
 * unique index on `refund_id`); the caller holds the refund's change in the same transaction.
 */
export async function issueCreditNote(
  ctx: AppContext,
  tx: Tx,
  opts: { order: typeof paymentOrders.$inferSelect; refund: typeof paymentRefunds.$inferSelect },
): Promise<InvoiceRow> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.refundId, opts.refund.id));
  if (existing) return existing;
  const invoice = await issueInvoice(ctx, tx, { order: opts.order });
  const taxRateBp = invoice.lines[0]?.taxRateBp ?? 0;
  const { netCents, taxCents } = splitGross(opts.refund.amountCents, taxRateBp);
  const issuedAt = new Date();
  const { sequence, number } = await nextDocumentNumber(tx, 'CN', issuedAt.getUTCFullYear());
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      number,
      series: 'CN',
      year: issuedAt.getUTCFullYear(),
      sequence,
      paymentOrderId: opts.order.id,
      refundId: opts.refund.id,
      creditsInvoiceId: invoice.id,
      buyer: invoice.buyer,
      seller: invoice.seller,
      lines: [{ description: `Refund: ${opts.refund.reason}`.slice(0, 300), quantity: 1, unitCents: netCents, taxRateBp, netCents, taxCents }],
      netCents,
      taxCents,
      totalCents: opts.refund.amountCents,
      currency: invoice.currency,
      reverseCharge: invoice.reverseCharge,
      suppliedAt: issuedAt,
      issuedAt,
    })
    .returning();
  await writeAudit(tx, {
    actorId: opts.refund.actorId,
    action: 'credit_note.issued',
    subjectType: 'invoice',
    subjectId: number,
    entryId: opts.order.entryId,
    after: { invoice: invoice.number, refundNo: opts.refund.refundNo, totalCents: opts.refund.amountCents },
  });
  return row!;
}
