import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { AntomAmount } from './antom-client.ts';
import { antomSignedContent, parseAntomSignatureHeader, verifyAntom } from './antom-signature.ts';
import { BadCallback } from '../provider.ts';
import type { CallbackReply, PaymentProviderAdapter, PaymentResult } from '../../../../core/payment-providers.ts';
import { signatureHeader } from '../signature-headers.ts';

/** How far a notification's `Request-Time` may be from now: older ones may be replays. */
const REPLAY_WINDOW_MS = 5 * 60 * 1000;

const Notification = z.object({
  notifyType: z.string(),
  result: z.object({ resultStatus: z.enum(['S', 'F', 'U']) }),
  paymentRequestId: z.string().min(1).max(64).optional(),
  paymentId: z.string().min(1).max(64).optional(),
  paymentAmount: AntomAmount.optional(),
});

/**
 * A `Request-Time` is epoch milliseconds in Antom's signing guide, an ISO 8601 time in its Java SDK's
 * notification example ("2019-01-01T01:01:01Z"): both are read (docs/payment-providers.md#antom).
 */
function readRequestTime(value: string): number | null {
  if (/^\d{1,15}$/.test(value)) return Number(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/**
 * Antom's `notifyPayment`, checked before anything is read from it: sent for our client id,
 * recently, and signed by Antom over `POST <notify path>\n<client id>.<request time>.<body>`. The
 * route hands over headers and body only, so the path is the one our notify URL was given with.
 */
export function parseAntomNotification(
  opts: { clientId: string; publicKey: KeyObject; notifyPath: string; now: () => Date },
  { headers, rawBody }: Parameters<PaymentProviderAdapter['parseCallback']>[0],
): PaymentResult | null {
  const given = parseAntomSignatureHeader(signatureHeader(headers, 'signature'));
  if (!given) throw new BadCallback('malformed signature');
  const clientId = signatureHeader(headers, 'client-id');
  if (clientId !== opts.clientId) throw new BadCallback('client id is not ours');
  const requestTimeText = signatureHeader(headers, 'request-time');
  const requestTime = readRequestTime(requestTimeText);
  if (requestTime === null) throw new BadCallback('malformed request time');
  if (Math.abs(opts.now().getTime() - requestTime) > REPLAY_WINDOW_MS)
    throw new BadCallback('request time outside the replay window');
  const body = rawBody.toString('utf8');
  if (
    !verifyAntom(
      opts.publicKey,
      antomSignedContent(opts.notifyPath, clientId, requestTimeText, body),
      given.signature,
    )
  ) {
    throw new BadCallback('wrong signature');
  }

  let note: z.infer<typeof Notification>;
  try {
    note = Notification.parse(JSON.parse(body));
  } catch {
    throw new BadCallback('unreadable body');
  }
  // PAYMENT_PENDING ("paid, result to follow") and other notices carry no final result.
  if (note.notifyType !== 'PAYMENT_RESULT' || note.result.resultStatus === 'U') return null;
  if (!note.paymentRequestId || !note.paymentAmount) throw new BadCallback('unreadable body');
  return {
    orderNo: note.paymentRequestId,
    status: note.result.resultStatus === 'S' ? 'paid' : 'failed',
    amountCents: Number(note.paymentAmount.value),
    currency: note.paymentAmount.currency,
    providerReference: note.paymentId ?? null,
  };
}

/**
 * Antom retries a notification until it reads this SUCCESS result (any other answer counts as not
 * received), so a refused one comes again and a genuine one may then be accepted.
 */
export function antomNotificationReply(accepted: boolean): CallbackReply {
  const result = accepted
    ? { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' }
    : { resultCode: 'PROCESS_FAIL', resultStatus: 'F', resultMessage: 'failure' };
  return {
    statusCode: accepted ? 200 : 400,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify({ result }),
  };
}
