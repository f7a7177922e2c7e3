import type { PaymentChannel, PaymentProvider } from '@laurel/contract';

/*
 * The payment providers as the context hands them to the services: the port core declares and
 * services/payments/providers/ implements, a folder per provider (apps/server/src/services/payments/README.md#payments).
 * The adapters' errors (BadCallback, ProviderError) are theirs: providers/provider.ts.
 */

/** The providers this process can pay through, built once at start (app/create-context.ts). */
export interface PaymentProviders {
  /** The enabled provider of that name, or null. */
  get(name: string): PaymentProviderAdapter | null;
  /** The enabled channels, in the order they are offered. */
  channels(): PaymentChannel[];
  sandbox: SandboxProviderAdapter | null;
}

/**
 * What every payment provider offers behind one interface (apps/server/src/services/payments/README.md#payments), so
 * orders, callbacks, queries, refunds and the audit log are one code path whichever provider is
 * paid through. Adapters speak the provider's real protocol over `fetch` and `node:crypto`; each
 * is tested against a local fake server that signs and verifies as the provider does.
 */
export interface PaymentProviderAdapter {
  name: PaymentProvider;
  channel: PaymentChannel;
  /**
   * Opens the payment at the provider: what the payer is shown (a QR code or a checkout page).
   * Called outside any database transaction: it is a network call.
   */
  create(order: NewPayment): Promise<CreatedPayment>;
  /** The provider's answer about an order; null while it has no final result. */
  query(orderNo: string): Promise<PaymentResult | null>;
  /**
   * Checks a callback's signature (and, where the protocol has one, its age) over the raw body and
   * reads it. Throws `BadCallback` when the signature, the age or the body is wrong: nothing may
   * be applied from it. Null for a genuine message that carries no final payment result (a refund
   * notice, a "still processing").
   */
  parseCallback(callback: { headers: CallbackHeaders; rawBody: Buffer }): PaymentResult | null;
  /** The answer the provider's documentation asks for, for an accepted or a refused callback. */
  callbackReply(accepted: boolean): CallbackReply;
  /**
   * Refunds part or all of a paid order. `refundNo` is sent as the provider's idempotency key
   * (out-refund-no, refund request id…), so asking twice makes one refund.
   */
  refund(refund: RefundRequest): Promise<RefundResult>;
  /** Closes a pending order at the provider so it can no longer be paid (on expiry); optional. */
  close?(orderNo: string): Promise<void>;
}

export interface NewPayment {
  orderNo: string;
  amountCents: number;
  /** ISO 4217, upper case; always `USD` today (apps/server/src/services/payments/README.md#payments). */
  currency: string;
  /** Shown to the payer by the provider; plain ASCII-safe text under 120 characters. */
  description: string;
  /** The absolute address the provider posts its callback to: `{PUBLIC_URL}/api/notify/{provider}`. */
  notifyUrl: string;
  /** The absolute address a redirect checkout sends the payer back to (`/pay-result?order_no=…`). */
  returnUrl: string;
  /** When the order stops being payable; the provider is told where its protocol allows it. */
  expiresAt: Date;
}

export interface CreatedPayment {
  providerReference: string | null;
  /** What the payer's phone scans (WeChat's `code_url`), for `qr` channels. */
  qrCodeUrl: string | null;
  /** Where the browser is sent, for `redirect` channels. */
  checkoutUrl: string | null;
}

/** A final result as the provider states it; applied to the order only if it matches it. */
export interface PaymentResult {
  orderNo: string;
  status: 'paid' | 'failed';
  amountCents: number;
  currency: string;
  providerReference: string | null;
}

export interface RefundRequest {
  orderNo: string;
  /** The provider's id of the payment (`providerReference`), which some protocols refund by. */
  providerReference: string | null;
  /** Unique per refund and stable across retries. */
  refundNo: string;
  amountCents: number;
  /** What the order was paid in total; some protocols ask for it beside the refund. */
  totalCents: number;
  currency: string;
  reason: string;
}

export interface RefundResult {
  refundReference: string;
  /** `succeeded` once the money is on its way back; `pending` while the provider processes it. */
  status: 'succeeded' | 'pending';
}

export interface CallbackReply {
  statusCode: number;
  contentType: string;
  body: string;
}

/**
 * A callback's headers as the notify route hands them over: by name, each with every value it
 * arrived with (signature-headers.ts reads the ones a signature depends on).
 */
export type CallbackHeaders = Record<string, string | string[] | undefined>;

/** The sandbox provider (services/payments/providers/sandbox/): a test checkout the app serves. */
export interface SandboxProviderAdapter extends PaymentProviderAdapter {
  signCallback(result: PaymentResult): { rawBody: string; signature: string };
  /** Whether `key` opens the checkout of `orderNo` (the key its payer was given). */
  checkoutKeyFits(orderNo: string, key: unknown): boolean;
}
