import type { FeeKind, Invoice } from '@laurel/contract';
import type { InvoiceRow } from './issue-invoice.ts';

/** A stored invoice or credit note as the contract's Invoice. */
export function invoiceView(
  row: InvoiceRow,
  order: { orderNo: string; entryId: number; feeKind: string; creditsInvoiceNumber: string | null },
): Invoice {
  return {
    id: row.id,
    kind: row.kind as Invoice['kind'],
    number: row.number,
    creditsInvoiceNumber: order.creditsInvoiceNumber,
    applyOrderId: order.entryId,
    orderNo: order.orderNo,
    feeKind: order.feeKind as FeeKind,
    amountCents: row.totalCents,
    currency: row.currency,
    billingName: row.buyer.name,
    billingCompany: row.buyer.company,
    billingAddress: row.buyer.address,
    country: row.buyer.country,
    taxId: row.buyer.taxId,
    fapiao: row.buyer.fapiao,
    issuedAt: row.issuedAt.toISOString(),
  };
}
