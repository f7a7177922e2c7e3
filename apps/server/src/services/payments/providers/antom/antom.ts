import { z } from 'zod';
import { AntomAmount, antomClient, describeResult, type AntomResult } from './antom-client.ts';
import { antomNotificationReply, parseAntomNotification } from './antom-notification.ts';
import { antomPrivateKey, antomPublicKey } from './antom-signature.ts';
import { ProviderError } from '../provider.ts';
import type { PaymentProviderAdapter } from '../../../../core/payment-providers.ts';

export interface AntomOptions {
  clientId: string;
  /** The merchant's RSA private key (PEM, or the bare base64 Antom's dashboard shows). */
  merchantPrivateKey: string;
  /** Antom's RSA public key, which signs its answers and notifications. */
  antomPublicKey: string;
  /** The version of the merchant key registered with Antom; `1` unless it was rotated. */
  keyVersion?: string;
  /** Antom's gateway for the merchant's region; Asia's by default. */
  baseUrl?: string;
  /** The path of the notify URL given to Antom, which its notification signature covers. */
  notifyPath?: string;
  now?: () => Date;
  timeoutMs?: number;
}

/** inquiryPayment's final states; the others (PROCESSING, PENDING) have no result yet. */
const FINAL_STATUS = { SUCCESS: 'paid', FAIL: 'failed', CANCELLED: 'failed' } as const;

const InquiredPayment = z.object({
  paymentRequestId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  paymentAmount: AntomAmount,
});

const cents = (amountCents: number, currency: string) => ({ currency, value: String(amountCents) });

/** ISO 8601 to the second with an explicit offset, the form Antom's examples use. */
const antomTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/**
 * Antom (Ant International) card payments on its hosted Checkout Page
 * (apps/server/src/services/payments/README.md#payments): `createPaymentSession` in the Checkout Page scene answers a
 * `normalUrl`, the page the payer is sent to, so card details are typed at Antom and never reach
 * this server. Results come by the signed `notifyPayment` notification and by `inquiryPayment`;
 * the payment request id is the order number throughout, so asking twice opens one payment.
 *
 * Cards are authorised, then captured by Antom on its own (its default, which the contract must
 * keep): a successful payment result is taken as paid.
 */
export function antomProvider(opts: AntomOptions): PaymentProviderAdapter {
  const now = opts.now ?? (() => new Date());
  const publicKey = antomPublicKey(opts.antomPublicKey);
  const notifyPath = opts.notifyPath ?? '/api/notify/antom';
  const call = antomClient({
    clientId: opts.clientId,
    privateKey: antomPrivateKey(opts.merchantPrivateKey),
    publicKey,
    keyVersion: opts.keyVersion ?? '1',
    baseUrl: opts.baseUrl ?? 'https://open-sea-global.alipay.com',
    now,
    timeoutMs: opts.timeoutMs ?? 15_000,
  });
  const refused = (endpoint: string, result: AntomResult) =>
    new ProviderError(`Antom ${endpoint} refused: ${describeResult(result)}`);

  async function inquire(orderNo: string) {
    const { result, answer } = await call('inquiryPayment', { paymentRequestId: orderNo });
    // No payment at Antom under that number (the payer never paid, or it was never opened): no result yet.
    if (result.resultStatus === 'F' && result.resultCode === 'ORDER_NOT_EXIST') return null;
    if (result.resultStatus !== 'S') throw refused('inquiryPayment', result);
    return answer;
  }

  return {
    name: 'antom',
    channel: {
      provider: 'antom',
      name: 'Card (Antom)',
      description: 'Visa, Mastercard and other cards, on Antom’s secure payment page.',
      flow: 'redirect',
      iconUrl: null,
    },

    async create(order) {
      const amount = cents(order.amountCents, order.currency);
      const { result, answer } = await call('createPaymentSession', {
        productCode: 'CASHIER_PAYMENT',
        productScene: 'CHECKOUT_PAYMENT',
        paymentRequestId: order.orderNo,
        order: {
          referenceOrderId: order.orderNo,
          orderDescription: order.description,
          orderAmount: amount,
        },
        paymentAmount: amount,
        paymentRedirectUrl: order.returnUrl,
        paymentNotifyUrl: order.notifyUrl,
        paymentExpiryTime: antomTime(order.expiresAt),
        // The Checkout Page offers every method the contract has; this order is paid by card.
        availablePaymentMethod: { paymentMethodTypeList: [{ paymentMethodType: 'CARD' }] },
        env: { terminalType: 'WEB' },
      });
      if (result.resultStatus !== 'S') throw refused('createPaymentSession', result);
      const normalUrl = typeof answer.normalUrl === 'string' ? answer.normalUrl : '';
      if (!URL.canParse(normalUrl) || !['https:', 'http:'].includes(new URL(normalUrl).protocol)) {
        throw new ProviderError(
          'Antom createPaymentSession: no checkout page address in the answer',
        );
      }
      // The session id is no payment id: Antom's paymentId comes with the result, and refunds use it.
      return { providerReference: null, qrCodeUrl: null, checkoutUrl: normalUrl };
    },

    async query(orderNo) {
      const answer = await inquire(orderNo);
      if (!answer) return null;
      const status = FINAL_STATUS[answer.paymentStatus as keyof typeof FINAL_STATUS];
      if (!status) return null;
      const parsed = InquiredPayment.safeParse(answer);
      if (!parsed.success || parsed.data.paymentRequestId !== orderNo) {
        throw new ProviderError('Antom inquiryPayment: unreadable payment in the answer');
      }
      return {
        orderNo,
        status,
        amountCents: Number(parsed.data.paymentAmount.value),
        currency: parsed.data.paymentAmount.currency,
        providerReference: parsed.data.paymentId,
      };
    },

    parseCallback: (callback) =>
      parseAntomNotification({ clientId: opts.clientId, publicKey, notifyPath, now }, callback),
    callbackReply: antomNotificationReply,

    async refund(refund) {
      let paymentId = refund.providerReference;
      if (!paymentId) {
        const answer = await inquire(refund.orderNo);
        paymentId = answer && typeof answer.paymentId === 'string' ? answer.paymentId : null;
        if (!paymentId) throw new ProviderError('Antom refund: the payment is not known to Antom');
      }
      // refundRequestId is Antom's idempotency key: the same refundNo again is the same refund.
      const { result, answer } = await call('refund', {
        refundRequestId: refund.refundNo,
        paymentId,
        refundAmount: cents(refund.amountCents, refund.currency),
        refundReason: refund.reason.slice(0, 256),
      });
      // U: not decided yet; asking again with the same refundRequestId gives the final answer.
      if (result.resultStatus === 'F') throw refused('refund', result);
      const refundId =
        typeof answer.refundId === 'string' && answer.refundId ? answer.refundId : null;
      if (result.resultStatus === 'S' && !refundId)
        throw new ProviderError('Antom refund: no refund id in the answer');
      return {
        refundReference: refundId ?? refund.refundNo,
        status: result.resultStatus === 'S' ? 'succeeded' : 'pending',
      };
    },

    // A cancel that arrives after the payer paid is, depending on the method, refunded in full or
    // refused (cards once captured); a refusal throws, so the caller asks for the result before
    // calling the order expired. A payment Antom never heard of has nothing to close.
    async close(orderNo) {
      const { result } = await call('cancel', { paymentRequestId: orderNo });
      if (result.resultStatus === 'S') return;
      if (result.resultStatus === 'F' && result.resultCode === 'ORDER_NOT_EXIST') return;
      throw refused('cancel', result);
    },
  };
}
