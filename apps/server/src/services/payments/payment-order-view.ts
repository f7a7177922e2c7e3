import type { FeeKind, PaymentOrder, PaymentProvider, PaymentStatus } from '@laurel/contract';
import type { paymentOrders } from '../../db/schema.ts';

/** A stored order as the contract's PaymentOrder; payment links only while it can be paid. */
export function paymentOrderView(row: typeof paymentOrders.$inferSelect): PaymentOrder {
  const open = row.status === 'pending';
  return {
    orderNo: row.orderNo,
    applyOrderId: row.entryId,
    feeKind: row.feeKind as FeeKind,
    provider: row.provider as PaymentProvider,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as PaymentStatus,
    qrCodeUrl: open ? row.qrCodeUrl : null,
    checkoutUrl: open ? row.checkoutUrl : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedCents: row.refundedCents,
    createdAt: row.createdAt.toISOString(),
  };
}
