import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { safeEqual } from '../../../../lib/crypto.ts';
import { BadCallback } from '../provider.ts';
import type { PaymentProviderAdapter, PaymentResult } from '../../../../core/payment-providers.ts';
import { optionalSignatureHeader, signatureHeader } from '../signature-headers.ts';
import {
  WXPAY_SCHEMA,
  freshTimestamp,
  openAes256Gcm,
  platformMessage,
  verifySha256Rsa,
} from './wxpay-crypto.ts';

/** A transaction as the query and the TRANSACTION.SUCCESS resource state it (the global API calls its number `id`). */
export const WxpayTransaction = z.object({
  mchid: z.string().optional(),
  out_trade_no: z.string(),
  id: z.string().optional(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z.object({
    total: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
});
export type WxpayTransaction = z.infer<typeof WxpayTransaction>;

export const transactionResult = (
  t: WxpayTransaction,
  status: PaymentResult['status'],
): PaymentResult => ({
  orderNo: t.out_trade_no,
  status,
  amountCents: t.amount.total,
  currency: t.amount.currency,
  providerReference: t.id ?? t.transaction_id ?? null,
});

const Notification = z.object({
  event_type: z.string(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
  }),
});

type Callback = Parameters<PaymentProviderAdapter['parseCallback']>[0];

/**
 * Reads a WeChat Pay notification, in the order WeChat's SDKs check it: the four `Wechatpay-*`
 * headers (each exactly once), the platform key's serial, the timestamp's age, the RSA signature
 * over the raw body, then the AES-256-GCM seal of `resource`. Anything wrong is a BadCallback whose
 * message names the check, never a header's or the body's content.
 */
export function readWxpayCallback(
  { headers, rawBody }: Callback,
  keys: {
    mchId: string;
    platformKey: KeyObject;
    platformSerial: string;
    apiV3Key: Buffer;
    now: Date;
  },
): PaymentResult | null {
  const timestamp = signatureHeader(headers, 'Wechatpay-Timestamp');
  const nonce = signatureHeader(headers, 'Wechatpay-Nonce');
  const signature = signatureHeader(headers, 'Wechatpay-Signature');
  const serial = signatureHeader(headers, 'Wechatpay-Serial');
  const type = optionalSignatureHeader(headers, 'Wechatpay-Signature-Type');
  if (type && type !== WXPAY_SCHEMA) throw new BadCallback('unsupported signature type');
  if (!safeEqual(serial, keys.platformSerial))
    throw new BadCallback('signed with an unknown platform key');
  // A genuine callback replayed later is refused by its age; WeChat retries with a fresh one.
  if (!freshTimestamp(timestamp, keys.now))
    throw new BadCallback('timestamp more than 5 minutes from now');
  const body = rawBody.toString('utf8');
  if (!verifySha256Rsa(platformMessage(timestamp, nonce, body), signature, keys.platformKey))
    throw new BadCallback('wrong signature');

  let note: z.infer<typeof Notification>;
  let plaintext: Buffer;
  try {
    note = Notification.parse(JSON.parse(body));
    const { nonce: ivText, associated_data: aad = '', ciphertext } = note.resource;
    plaintext = openAes256Gcm(keys.apiV3Key, { nonce: ivText, associatedData: aad, ciphertext });
  } catch {
    throw new BadCallback('unreadable or undecryptable body');
  }
  // Refund and other notices are genuine but carry no payment result.
  if (note.event_type !== 'TRANSACTION.SUCCESS') return null;
  let t: WxpayTransaction;
  try {
    t = WxpayTransaction.parse(JSON.parse(plaintext.toString('utf8')));
  } catch {
    throw new BadCallback('unreadable transaction');
  }
  if (t.mchid !== undefined && t.mchid !== keys.mchId)
    throw new BadCallback('transaction of another merchant');
  if (t.trade_state !== 'SUCCESS')
    throw new BadCallback('TRANSACTION.SUCCESS without a successful trade');
  return transactionResult(t, 'paid');
}
