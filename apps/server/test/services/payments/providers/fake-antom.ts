import { createSign, createVerify, randomBytes, randomInt, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Antom: the payments API (createPaymentSession, inquiryPayment, refund, cancel) over
 * node:http, checking each request's signature with the merchant's public key and signing each
 * answer with Antom's private key, as Antom does: SHA256withRSA over
 * `POST <path>\n<client id>.<time>.<body>`, the base64 signature URL-encoded in
 * `Signature: algorithm=RSA256,keyVersion=…,signature=…`. Written apart from the adapter's
 * signing code on purpose, so a mistake there cannot be repeated here and pass.
 */

export interface FakeAmount {
  currency: string;
  value: string;
}

export interface FakePayment {
  paymentRequestId: string;
  paymentId: string;
  /** The createPaymentSession body as it arrived. */
  request: Record<string, unknown>;
  /** What inquiries and notifications report; a test may change it to play a wrong answer. */
  amount: FakeAmount;
  status: 'PROCESSING' | 'SUCCESS' | 'FAIL' | 'CANCELLED';
  normalUrl: string;
  paymentSessionId: string;
}

export interface FakeRefund {
  refundRequestId: string;
  refundId: string;
  paymentId: string;
  amount: FakeAmount;
  status: 'S' | 'U';
}

export interface FakeNotification {
  url: string;
  headers: Record<string, string>;
  rawBody: string;
}

export interface FakeAntom {
  url: string;
  /** Requests whose client id, key version and signature checked out, in order. */
  received: { path: string; body: Record<string, unknown> }[];
  /** The `request-time` header of each of those requests, as it arrived. */
  requestTimes: string[];
  /** Requests refused before any business logic, with Antom's result code. */
  refused: { path: string; resultCode: string }[];
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  /** How answers are signed: as Antom does, not at all, with another key, or over other bytes. */
  answerSigning: 'antom' | 'none' | 'tampered' | { key: KeyObject };
  /** What a new refund answers: S (done) or U (in process, decided on a later retry). */
  refundStatus: 'S' | 'U';
  /** Hold every request without an answer, to play an Antom that does not reply. */
  stall: boolean;
  payerPays(paymentRequestId: string): FakePayment;
  payerFails(paymentRequestId: string): FakePayment;
  /** A signed notifyPayment for a payment's current state, over the path of its notify URL. */
  notification(paymentRequestId: string, over?: NotificationOverrides): FakeNotification;
  /** POSTs a notification to its URL as Antom does; the merchant's answer. */
  deliver(notification: FakeNotification): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export interface NotificationOverrides {
  notifyType?: string;
  requestTime?: Date;
  /**
   * `request-time` as ISO 8601 to the second ("2019-01-01T01:01:01Z", as the Java SDK's
   * WebhookTool shows a notification's), not epoch milliseconds.
   */
  isoRequestTime?: boolean;
  clientId?: string;
  signingKey?: KeyObject;
}

const sign = (key: KeyObject, content: string) =>
  encodeURIComponent(createSign('RSA-SHA256').update(content).sign(key, 'base64'));
const content = (path: string, clientId: string, time: string, body: string) =>
  `POST ${path}\n${clientId}.${time}.${body}`;
const ok = { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success.' };
const failure = (resultCode: string, resultMessage: string) => ({
  resultCode,
  resultStatus: 'F',
  resultMessage,
});
const isAmount = (a: unknown): a is FakeAmount =>
  typeof a === 'object' &&
  a !== null &&
  /^[A-Z]{3}$/.test(String((a as FakeAmount).currency)) &&
  /^(0|[1-9]\d*)$/.test(String((a as FakeAmount).value));
const isUrl = (u: unknown) =>
  typeof u === 'string' && URL.canParse(u) && /^https?:$/.test(new URL(u).protocol);
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

export async function startFakeAntom(opts: {
  clientId: string;
  merchantPublicKey: KeyObject;
  antomPrivateKey: KeyObject;
  keyVersion?: string;
}): Promise<FakeAntom> {
  const keyVersion = opts.keyVersion ?? '1';
  const prefix = opts.clientId.startsWith('SANDBOX_') ? '/ams/sandbox/api' : '/ams/api';
  const stalled: ServerResponse[] = [];

  function answer(res: ServerResponse, path: string, body: Record<string, unknown>) {
    const text = JSON.stringify(body);
    const responseTime = new Date().toISOString();
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=UTF-8',
      'client-id': opts.clientId,
      'response-time': responseTime,
    };
    const mode = fake.answerSigning;
    if (mode !== 'none') {
      const key = typeof mode === 'object' ? mode.key : opts.antomPrivateKey;
      headers.signature = `algorithm=RSA256,keyVersion=${keyVersion},signature=${sign(key, content(path, opts.clientId, responseTime, text))}`;
    }
    res.writeHead(200, headers).end(mode === 'tampered' ? text.replace('"S"', '"F"') : text);
  }

  function verified(req: IncomingMessage, path: string, raw: string): string | null {
    const clientId = req.headers['client-id'];
    const requestTime = req.headers['request-time'];
    const fields = new Map(
      String(req.headers.signature ?? '')
        .split(',')
        .map(
          (p) => [p.slice(0, p.indexOf('=')).trim(), p.slice(p.indexOf('=') + 1).trim()] as const,
        ),
    );
    if (typeof clientId !== 'string' || typeof requestTime !== 'string' || !fields.get('signature'))
      return 'PARAM_ILLEGAL';
    if (clientId !== opts.clientId || fields.get('keyVersion') !== keyVersion)
      return 'KEY_NOT_FOUND';
    let good = false;
    try {
      const signature = Buffer.from(decodeURIComponent(fields.get('signature')!), 'base64');
      good =
        fields.get('algorithm') === 'RSA256' &&
        createVerify('RSA-SHA256')
          .update(content(path, clientId, requestTime, raw))
          .verify(opts.merchantPublicKey, signature);
    } catch {
      good = false;
    }
    return good ? null : 'INVALID_SIGNATURE';
  }

  function createPaymentSession(b: Record<string, unknown>) {
    const order = b.order as Record<string, unknown> | undefined;
    const id = b.paymentRequestId;
    if (
      b.productCode !== 'CASHIER_PAYMENT' ||
      b.productScene !== 'CHECKOUT_PAYMENT' ||
      typeof id !== 'string' ||
      id.length < 1 ||
      id.length > 64 ||
      !isAmount(b.paymentAmount) ||
      !order ||
      !isAmount(order.orderAmount) ||
      typeof order.referenceOrderId !== 'string' ||
      !isUrl(b.paymentRedirectUrl) ||
      !isUrl(b.paymentNotifyUrl)
    ) {
      return { result: failure('PARAM_ILLEGAL', 'Illegal parameters.') };
    }
    const same = (p: FakePayment) =>
      JSON.stringify([
        p.request.paymentAmount,
        p.request.order,
        p.request.paymentRedirectUrl,
        p.request.paymentNotifyUrl,
      ]) === JSON.stringify([b.paymentAmount, b.order, b.paymentRedirectUrl, b.paymentNotifyUrl]);
    let payment = fake.payments.get(id);
    if (payment && !same(payment))
      return { result: failure('REPEAT_REQ_INCONSISTENT', 'Repeated requests are inconsistent.') };
    if (!payment) {
      const paymentSessionId = randomBytes(12).toString('hex');
      payment = {
        paymentRequestId: id,
        paymentId: `2025${digits(24)}`,
        request: b,
        amount: { ...b.paymentAmount },
        status: 'PROCESSING',
        normalUrl: `${fake.url}/checkout/${paymentSessionId}`,
        paymentSessionId,
      };
      fake.payments.set(id, payment);
    }
    return {
      result: ok,
      paymentSessionData: randomBytes(48).toString('base64'),
      paymentSessionExpiryTime: new Date(Date.now() + 3_600_000).toISOString(),
      paymentSessionId: payment.paymentSessionId,
      normalUrl: payment.normalUrl,
    };
  }

  const find = (b: Record<string, unknown>) =>
    [...fake.payments.values()].find(
      (p) =>
        p.paymentId === b.paymentId ||
        (b.paymentId === undefined && p.paymentRequestId === b.paymentRequestId),
    );
  const notFound = { result: failure('ORDER_NOT_EXIST', 'The order does not exist.') };

  function inquiryPayment(b: Record<string, unknown>) {
    const p = find(b);
    if (!p) return notFound;
    return {
      result: ok,
      paymentStatus: p.status,
      paymentRequestId: p.paymentRequestId,
      paymentId: p.paymentId,
      paymentAmount: p.amount,
      ...(p.status === 'SUCCESS' ? { paymentTime: new Date().toISOString() } : {}),
    };
  }

  function refund(b: Record<string, unknown>) {
    const requestId = b.refundRequestId;
    if (
      typeof requestId !== 'string' ||
      typeof b.paymentId !== 'string' ||
      !isAmount(b.refundAmount)
    ) {
      return { result: failure('PARAM_ILLEGAL', 'Illegal parameters.') };
    }
    const done = (r: FakeRefund) =>
      r.status === 'S'
        ? {
            result: ok,
            refundRequestId: r.refundRequestId,
            refundId: r.refundId,
            paymentId: r.paymentId,
            refundAmount: r.amount,
            refundTime: new Date().toISOString(),
          }
        : {
            result: {
              resultCode: 'REFUND_IN_PROCESS',
              resultStatus: 'U',
              resultMessage: 'The refund is being processed.',
            },
          };
    const before = fake.refunds.get(requestId);
    if (before) {
      if (
        before.paymentId !== b.paymentId ||
        JSON.stringify(before.amount) !== JSON.stringify(b.refundAmount)
      ) {
        return {
          result: failure('REPEAT_REQ_INCONSISTENT', 'Repeated requests are inconsistent.'),
        };
      }
      // A retry of a refund in process learns its outcome once it is decided.
      if (before.status === 'U' && fake.refundStatus === 'S') before.status = 'S';
      return done(before);
    }
    const p = find({ paymentId: b.paymentId });
    if (!p) return notFound;
    if (p.status !== 'SUCCESS')
      return { result: failure('ORDER_STATUS_INVALID', 'The order status is invalid.') };
    if (b.refundAmount.currency !== p.amount.currency)
      return { result: failure('PARAM_ILLEGAL', 'Illegal parameters.') };
    const refunded = [...fake.refunds.values()]
      .filter((r) => r.paymentId === p.paymentId)
      .reduce((sum, r) => sum + Number(r.amount.value), 0);
    if (refunded + Number(b.refundAmount.value) > Number(p.amount.value)) {
      return {
        result: failure(
          'REFUND_AMOUNT_EXCEED',
          'The total refund amount exceeds the payment amount.',
        ),
      };
    }
    const r: FakeRefund = {
      refundRequestId: requestId,
      refundId: `2025${digits(24)}`,
      paymentId: p.paymentId,
      amount: { ...b.refundAmount },
      status: fake.refundStatus,
    };
    fake.refunds.set(requestId, r);
    return done(r);
  }

  function cancel(b: Record<string, unknown>) {
    const p = find(b);
    if (!p) return notFound;
    // A card payment, once it succeeded, is not cancelled: it is refunded.
    if (p.status === 'SUCCESS')
      return { result: failure('ORDER_STATUS_INVALID', 'The order status is invalid.') };
    p.status = 'CANCELLED';
    return {
      result: ok,
      paymentId: p.paymentId,
      paymentRequestId: p.paymentRequestId,
      cancelTime: new Date().toISOString(),
    };
  }

  const operations: Record<string, (b: Record<string, unknown>) => Record<string, unknown>> = {
    createPaymentSession,
    inquiryPayment,
    refund,
    cancel,
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const operation = path.startsWith(`${prefix}/v1/payments/`)
        ? operations[path.slice(`${prefix}/v1/payments/`.length)]
        : undefined;
      if (req.method !== 'POST' || !operation) {
        res.writeHead(404).end();
        return;
      }
      if (fake.stall) {
        stalled.push(res);
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const refusal = verified(req, path, raw);
      if (refusal) {
        fake.refused.push({ path, resultCode: refusal });
        answer(res, path, {
          result: failure(
            refusal,
            refusal === 'INVALID_SIGNATURE'
              ? 'The signature is invalid.'
              : 'The request is refused.',
          ),
        });
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        answer(res, path, { result: failure('PARAM_ILLEGAL', 'Illegal parameters.') });
        return;
      }
      fake.received.push({ path, body });
      fake.requestTimes.push(String(req.headers['request-time']));
      answer(res, path, operation(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const settle = (id: string, status: 'SUCCESS' | 'FAIL') => {
    const p = fake.payments.get(id);
    if (!p || p.status !== 'PROCESSING') throw new Error(`no payment in process for ${id}`);
    p.status = status;
    return p;
  };

  const fake: FakeAntom = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: [],
    requestTimes: [],
    refused: [],
    payments: new Map(),
    refunds: new Map(),
    answerSigning: 'antom',
    refundStatus: 'S',
    stall: false,
    payerPays: (id) => settle(id, 'SUCCESS'),
    payerFails: (id) => settle(id, 'FAIL'),
    notification(id, over = {}) {
      const p = fake.payments.get(id);
      if (!p) throw new Error(`no payment ${id}`);
      const succeeded = p.status === 'SUCCESS';
      const rawBody = JSON.stringify({
        notifyType: over.notifyType ?? 'PAYMENT_RESULT',
        result: succeeded ? ok : failure('PROCESS_FAIL', 'A general business failure occurred.'),
        paymentRequestId: p.paymentRequestId,
        paymentId: p.paymentId,
        paymentAmount: p.amount,
        paymentCreateTime: new Date().toISOString(),
        ...(succeeded ? { paymentTime: new Date().toISOString() } : {}),
      });
      const url = String(p.request.paymentNotifyUrl);
      const clientId = over.clientId ?? opts.clientId;
      const at = over.requestTime ?? new Date();
      const requestTime = over.isoRequestTime
        ? at.toISOString().replace(/\.\d{3}Z$/, 'Z')
        : String(at.getTime());
      const signature = sign(
        over.signingKey ?? opts.antomPrivateKey,
        content(new URL(url).pathname, clientId, requestTime, rawBody),
      );
      return {
        url,
        rawBody,
        headers: {
          'content-type': 'application/json; charset=UTF-8',
          'client-id': clientId,
          'request-time': requestTime,
          signature: `algorithm=RSA256,keyVersion=${keyVersion},signature=${signature}`,
        },
      };
    },
    async deliver(n) {
      const res = await fetch(n.url, {
        method: 'POST',
        headers: n.headers,
        body: n.rawBody,
        signal: AbortSignal.timeout(10_000),
      });
      return { status: res.status, body: await res.text() };
    },
    async close() {
      for (const res of stalled.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
