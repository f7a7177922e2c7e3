import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { BadCallback } from '../provider.ts';
import type { SandboxProviderAdapter } from '../../../../core/payment-providers.ts';
import { signatureHeader } from '../signature-headers.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const SandboxCallback = z.object({
  orderNo: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  amountCents: z.number().int().min(0),
  currency: z.string().min(3).max(3),
  reference: z.string().max(64),
});

/**
 * The sandbox provider, the default while no real provider has credentials
 * (apps/server/src/services/payments/README.md#payments): a QR code and a checkout page the app serves (the code is the
 * page's address, for a phone), where a tester chooses success or failure, and its result arrives as a signed callback on `/api/notify/sandbox` like a
 * real provider's. The signature is HMAC-SHA256 over the raw body under a key derived from the
 * server's secret key, so nobody without that key can mark an order paid by posting a callback.
 */
export function sandboxProvider(opts: { secretKey: string }): SandboxProviderAdapter {
  // A key of its own: a sandbox signature is worth nothing as a signed file address, and back.
  const key = createHmac('sha256', opts.secretKey).update('laurel/payments/sandbox').digest();
  const sign = (body: Buffer | string) => createHmac('sha256', key).update(body).digest('hex');

  const checkoutKey = (orderNo: string) => createHmac('sha256', key).update(`checkout:${orderNo}`).digest('hex').slice(0, 32);

  return {
    name: 'sandbox',
    checkoutKeyFits(orderNo, given) {
      if (typeof given !== 'string' || !/^[0-9a-f]{32}$/.test(given)) return false;
      return timingSafeEqual(Buffer.from(given), Buffer.from(checkoutKey(orderNo)));
    },
    channel: {
      provider: 'sandbox',
      name: 'Sandbox',
      description: 'A test payment: choose success or failure, no money moves.',
      // A QR code like a wallet's, whose page also opens on this device: both paths are tried.
      flow: 'qr',
      iconUrl: null,
    },
    async create(order) {
      // Like a real provider's checkout session, the page opens with a key only its payer is
      // given (in the answer to their own pay call): an order number alone opens nothing.
      const page = `/sandbox/checkout/${encodeURIComponent(order.orderNo)}?key=${checkoutKey(order.orderNo)}`;
      // The code a phone scans must be absolute: the site's address, as the return address has it.
      return { providerReference: null, qrCodeUrl: `${new URL(order.returnUrl).origin}${page}`, checkoutUrl: page };
    },
    // The sandbox keeps no state of its own: its results come only through callbacks.
    async query() {
      return null;
    },
    parseCallback({ headers, rawBody }) {
      const given = signatureHeader(headers, SANDBOX_SIGNATURE_HEADER);
      if (!/^[0-9a-f]{64}$/.test(given)) throw new BadCallback('malformed signature');
      if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(sign(rawBody), 'hex'))) throw new BadCallback('wrong signature');
      let parsed: z.infer<typeof SandboxCallback>;
      try {
        parsed = SandboxCallback.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new BadCallback('unreadable body');
      }
      return {
        orderNo: parsed.orderNo,
        status: parsed.status,
        amountCents: parsed.amountCents,
        currency: parsed.currency,
        providerReference: parsed.reference,
      };
    },
    callbackReply(accepted) {
      return {
        statusCode: accepted ? 200 : 400,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ ok: accepted }),
      };
    },
    // No money moved, so none goes back: the refund is final at once, and the same for a retry.
    async refund({ refundNo }) {
      return { refundReference: `sandbox-refund-${refundNo}`, status: 'succeeded' };
    },
    signCallback(result) {
      const rawBody = JSON.stringify({
        orderNo: result.orderNo,
        status: result.status,
        amountCents: result.amountCents,
        currency: result.currency,
        reference: result.providerReference ?? '',
      });
      return { rawBody, signature: sign(rawBody) };
    },
  };
}
