import type { PaymentChannel, PaymentProvider } from '@laurel/contract';

/**
 * What every payment provider offers behind one interface (docs/architecture.md#payments), so
 * orders, callbacks and the audit log are one code path whichever provider is paid through.
 */
export interface PaymentProviderAdapter {
  name: PaymentProvider;
  channel: PaymentChannel;
  /** Opens the payment at the provider: what the payer is shown (a QR code or a checkout page). */
  create(order: NewPayment): Promise<CreatedPayment>;
  /** The provider's answer about an order; null while it has no final result. */
  query(orderNo: string): Promise<PaymentResult | null>;
  /**
   * Checks a callback's signature over the raw body and reads it. Throws `BadCallback` when the
   * signature or the body is wrong: nothing may be applied from it.
   */
  parseCallback(callback: { headers: Record<string, string | string[] | undefined>; rawBody: Buffer }): PaymentResult;
  /** Refunds part or all of a paid order; `refundNo` makes a repeated request the same refund. */
  refund(refund: { orderNo: string; refundNo: string; amountCents: number }): Promise<{ refundReference: string }>;
}

export interface NewPayment {
  orderNo: string;
  amountCents: number;
  currency: string;
  description: string;
}

export interface CreatedPayment {
  providerReference: string | null;
  qrCodeUrl: string | null;
  checkoutUrl: string | null;
  expiresAt: Date | null;
}

/** A final result as the provider states it; applied to the order only if it matches it. */
export interface PaymentResult {
  orderNo: string;
  status: 'paid' | 'failed';
  amountCents: number;
  currency: string;
  providerReference: string | null;
}

/** A callback that is not signed by the provider or cannot be read. */
export class BadCallback extends Error {}
