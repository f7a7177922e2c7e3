import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { ProviderError } from '../provider.ts';
import type { PaymentProviderAdapter, PaymentResult } from '../../../../core/payment-providers.ts';
import { WxpayTransaction, readWxpayCallback, transactionResult } from './wxpay-callback.ts';
import { wxpayClient } from './wxpay-client.ts';
import { rfc3339 } from './wxpay-crypto.ts';

export interface WxpayOptions {
  mchId: string;
  appId: string;
  /** The serial of the merchant's API certificate, named in every request's `Authorization`. */
  merchantSerialNo: string;
  /** PEM. */
  merchantPrivateKey: string;
  /** PEM: WeChat Pay's platform public key (or its platform certificate). */
  platformPublicKey: string;
  /** The platform key's id or certificate serial, checked against `Wechatpay-Serial`. */
  platformSerial: string;
  /** 32 bytes: the key callbacks' resources are sealed with. */
  apiV3Key: string;
  /** Default https://apihk.mch.weixin.qq.com, the cross-border gateway. */
  baseUrl?: string;
  /** The four-digit industry code agreed at onboarding; sent when set. */
  merchantCategoryCode?: string;
  now?: () => Date;
  timeoutMs?: number;
}

/*
 * trade_state → our result. REFUND means it was paid and money has since gone back: the payment
 * itself happened. NOTPAY, USERPAYING and anything new say nothing final yet.
 */
const FINAL: Record<string, PaymentResult['status']> = {
  SUCCESS: 'paid',
  REFUND: 'paid',
  CLOSED: 'failed',
  PAYERROR: 'failed',
  REVOKED: 'failed',
};

/**
 * WeChat Pay API v3, cross-border ("global") Native payment for a USD merchant
 * (apps/server/src/services/payments/README.md#payments): the order opens as a `code_url` the payer scans with WeChat;
 * the result comes as a signed, encrypted callback and can be asked for by the merchant order
 * number. Every answer and callback must carry the platform's signature; see wxpay-client.ts.
 */
export function wxpayProvider(opts: WxpayOptions): PaymentProviderAdapter {
  const now = opts.now ?? (() => new Date());
  const { mchId } = opts;
  // Checked once at start, so a misconfigured key fails the boot, not the first payer.
  let merchantKey: KeyObject;
  let platformKey: KeyObject;
  try {
    merchantKey = createPrivateKey(opts.merchantPrivateKey);
  } catch {
    throw new Error('WeChat Pay: the merchant private key is not a PEM private key');
  }
  try {
    platformKey = createPublicKey(opts.platformPublicKey);
  } catch {
    throw new Error('WeChat Pay: the platform public key is not a PEM public key or certificate');
  }
  const apiV3Key = Buffer.from(opts.apiV3Key, 'utf8');
  if (apiV3Key.length !== 32) throw new Error('WeChat Pay: the APIv3 key must be 32 bytes');

  const call = wxpayClient({
    mchId,
    merchantSerialNo: opts.merchantSerialNo,
    merchantKey,
    platformKey,
    platformSerial: opts.platformSerial,
    baseUrl: opts.baseUrl ?? 'https://apihk.mch.weixin.qq.com',
    now,
    timeoutMs: opts.timeoutMs ?? 10_000,
  });
  const orderPath = (orderNo: string) =>
    `/v3/global/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;

  function read<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ProviderError(`WeChat Pay: unexpected ${what}`);
    return parsed.data;
  }

  return {
    name: 'wxpay',
    channel: {
      provider: 'wxpay',
      name: 'WeChat Pay',
      description: 'Scan the QR code with WeChat to pay.',
      flow: 'qr',
      iconUrl: null,
    },

    async create(order) {
      if (!Number.isSafeInteger(order.amountCents) || order.amountCents <= 0)
        throw new RangeError('amountCents must be a positive integer');
      const { data } = await call('POST', '/v3/global/transactions/native', {
        appid: opts.appId,
        mchid: mchId,
        description: order.description,
        out_trade_no: order.orderNo,
        time_expire: rfc3339(order.expiresAt),
        notify_url: order.notifyUrl,
        trade_type: 'NATIVE',
        ...(opts.merchantCategoryCode ? { merchant_category_code: opts.merchantCategoryCode } : {}),
        amount: { total: order.amountCents, currency: order.currency },
      });
      const { code_url } = read(z.object({ code_url: z.string().min(1) }), data, 'order answer');
      return { providerReference: null, qrCodeUrl: code_url, checkoutUrl: null };
    },

    async query(orderNo) {
      const { data } = await call(
        'GET',
        `${orderPath(orderNo)}?mchid=${encodeURIComponent(mchId)}`,
      );
      const t = read(WxpayTransaction, data, 'query answer');
      if (t.out_trade_no !== orderNo)
        throw new ProviderError('WeChat Pay: the query answered for another order');
      const status = FINAL[t.trade_state];
      return status ? transactionResult(t, status) : null;
    },

    parseCallback(callback) {
      return readWxpayCallback(callback, {
        mchId,
        platformKey,
        platformSerial: opts.platformSerial,
        apiV3Key,
        now: now(),
      });
    },

    // WeChat's documented answers: 2xx with no body accepts; a 4xx with FAIL makes it retry.
    callbackReply(accepted) {
      return accepted
        ? { statusCode: 204, contentType: 'text/plain; charset=utf-8', body: '' }
        : {
            statusCode: 400,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify({ code: 'FAIL', message: 'The notification was refused.' }),
          };
    },

    async refund(r) {
      for (const n of [r.amountCents, r.totalCents])
        if (!Number.isSafeInteger(n) || n <= 0)
          throw new RangeError('refund amounts must be positive integers');
      const { data } = await call('POST', '/v3/global/refunds', {
        mchid: mchId,
        appid: opts.appId,
        out_trade_no: r.orderNo,
        out_refund_no: r.refundNo,
        reason: r.reason,
        amount: { refund: r.amountCents, total: r.totalCents, currency: r.currency },
      });
      const answer = read(
        z.object({
          id: z.string().min(1),
          out_refund_no: z.string(),
          status: z.string().optional(),
        }),
        data,
        'refund answer',
      );
      if (answer.out_refund_no !== r.refundNo)
        throw new ProviderError('WeChat Pay: the refund answer is for another refund');
      // The answer acknowledges the request; PROCESSING (or no status yet) settles later.
      if (answer.status === 'SUCCESS') return { refundReference: answer.id, status: 'succeeded' };
      if (answer.status === undefined || answer.status === 'PROCESSING')
        return { refundReference: answer.id, status: 'pending' };
      throw new ProviderError(
        `WeChat Pay: refund ${/^[A-Z_]{1,32}$/.test(answer.status) ? answer.status : 'refused'}`,
      );
    },

    async close(orderNo) {
      await call('POST', `${orderPath(orderNo)}/close`, { mchid: mchId });
    },
  };
}
