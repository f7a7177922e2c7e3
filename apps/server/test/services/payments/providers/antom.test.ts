import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  antomProvider,
  type AntomOptions,
} from '../../../../src/services/payments/providers/antom/antom.ts';
import { BadCallback, ProviderError } from '../../../../src/services/payments/providers/provider.ts';
import type { NewPayment, PaymentResult } from '../../../../src/core/payment-providers.ts';
import { callbackHeaders } from '../../../../src/services/payments/providers/signature-headers.ts';
import { startFakeAntom, type FakeAntom, type FakeNotification } from './fake-antom.ts';

// RSA 2048 as Antom uses, made once for the file: the merchant's pair, Antom's, and a stranger's.
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const antom = rsa();
const stranger = rsa();
const privatePem = (k: KeyObject) => k.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = (k: KeyObject) => k.export({ type: 'spki', format: 'pem' }).toString();
/** Antom's dashboard shows keys as bare base64, without PEM lines. */
const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

const CLIENT_ID = '5J5Y2N2Z47XV03117';
const SUCCESS_REPLY = {
  result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' },
};

let fake: FakeAntom;
/** Our notify endpoint in small: the raw body and headers to parseCallback, its reply back. */
let receiver: Server;
let notifyUrl: string;
const delivered: (PaymentResult | null | Error)[] = [];

function adapter(over: Partial<AntomOptions> = {}) {
  return antomProvider({
    clientId: CLIENT_ID,
    merchantPrivateKey: privatePem(merchant.privateKey),
    antomPublicKey: publicPem(antom.publicKey),
    baseUrl: fake.url,
    ...over,
  });
}

function newOrder(over: Partial<NewPayment> = {}): NewPayment {
  const orderNo = `E20250301${randomBytes(8).toString('hex').toUpperCase()}`;
  return {
    orderNo,
    amountCents: 29_900,
    currency: 'USD',
    description: 'Entry fee, entry 12',
    notifyUrl,
    returnUrl: `https://laurel.example/pay-result?order_no=${orderNo}`,
    expiresAt: new Date('2030-01-02T03:04:05.678Z'),
    ...over,
  };
}

/** An order opened at the fake through the adapter; its payment is in process there. */
async function opened(over: Partial<NewPayment> = {}) {
  const order = newOrder(over);
  await adapter().create(order);
  return order;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a rejection');
}

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a throw');
}

const parse = (n: FakeNotification, over: Partial<AntomOptions> = {}) =>
  adapter(over).parseCallback({ headers: n.headers, rawBody: Buffer.from(n.rawBody) });

beforeAll(async () => {
  fake = await startFakeAntom({
    clientId: CLIENT_ID,
    merchantPublicKey: merchant.publicKey,
    antomPrivateKey: antom.privateKey,
  });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const provider = adapter();
      let accepted = true;
      try {
        delivered.push(
          provider.parseCallback({
            headers: callbackHeaders(req.rawHeaders),
            rawBody: Buffer.concat(chunks),
          }),
        );
      } catch (err) {
        delivered.push(err as Error);
        accepted = false;
      }
      const reply = provider.callbackReply(accepted);
      res.writeHead(reply.statusCode, { 'content-type': reply.contentType }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/notify/antom`;
});

afterAll(async () => {
  await fake?.close();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('antom: opening a payment', () => {
  it('opens a Checkout Page session signed with the merchant key and answers its address', async () => {
    const order = newOrder({ amountCents: 12_345 });
    const created = await adapter().create(order);

    const payment = fake.payments.get(order.orderNo)!;
    expect(created).toEqual({
      providerReference: null,
      qrCodeUrl: null,
      checkoutUrl: payment.normalUrl,
    });
    // The fake recorded it only after the signature checked out against the merchant's public key.
    expect(fake.received.at(-1)).toEqual({
      path: '/ams/api/v1/payments/createPaymentSession',
      body: {
        productCode: 'CASHIER_PAYMENT',
        productScene: 'CHECKOUT_PAYMENT',
        paymentRequestId: order.orderNo,
        order: {
          referenceOrderId: order.orderNo,
          orderDescription: 'Entry fee, entry 12',
          orderAmount: { currency: 'USD', value: '12345' },
        },
        paymentAmount: { currency: 'USD', value: '12345' },
        paymentRedirectUrl: order.returnUrl,
        paymentNotifyUrl: notifyUrl,
        paymentExpiryTime: '2030-01-02T03:04:05+00:00',
        availablePaymentMethod: { paymentMethodTypeList: [{ paymentMethodType: 'CARD' }] },
        env: { terminalType: 'WEB' },
      },
    });
  });

  it('takes keys as Antom’s dashboard shows them, bare base64', async () => {
    const order = newOrder();
    const provider = adapter({
      merchantPrivateKey: bare(privatePem(merchant.privateKey)),
      antomPublicKey: bare(publicPem(antom.publicKey)),
    });
    const created = await provider.create(order);
    expect(created.checkoutUrl).toBe(fake.payments.get(order.orderNo)!.normalUrl);
  });

  it('asking twice for one order opens one payment', async () => {
    const order = newOrder();
    const before = fake.payments.size;
    const first = await adapter().create(order);
    const second = await adapter().create(order);
    expect(second.checkoutUrl).toBe(first.checkoutUrl);
    expect(fake.payments.size).toBe(before + 1);
  });

  it('the same order number for another amount is refused', async () => {
    const order = await opened();
    const err = await rejection(adapter().create({ ...order, amountCents: 100 }));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toContain('REPEAT_REQ_INCONSISTENT');
    expect(fake.payments.get(order.orderNo)!.amount.value).toBe('29900');
  });

  it('a request signed with another merchant key is refused by Antom and opens nothing', async () => {
    const order = newOrder();
    const refusedBefore = fake.refused.length;
    const err = await rejection(
      adapter({ merchantPrivateKey: privatePem(stranger.privateKey) }).create(order),
    );
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toBe('Antom createPaymentSession refused: INVALID_SIGNATURE (F)');
    expect(fake.refused.slice(refusedBefore)).toEqual([
      { path: '/ams/api/v1/payments/createPaymentSession', resultCode: 'INVALID_SIGNATURE' },
    ]);
    expect(fake.payments.has(order.orderNo)).toBe(false);
  });

  it('a key version Antom does not hold is refused', async () => {
    const err = await rejection(adapter({ keyVersion: '2' }).create(newOrder()));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toContain('KEY_NOT_FOUND');
  });

  it('sends request-time as Antom’s signing guide shows it, epoch milliseconds, and signs that', async () => {
    // The guide's own example: "request-time … must be accurate to milliseconds. An example value
    // is 1685599933871" (docs.antom.com/ac/ams/digital_signature; docs/payment-providers.md#antom).
    const at = new Date(1_685_599_933_871);
    expect(at.toISOString()).toBe('2023-06-01T06:12:13.871Z');
    const order = newOrder();
    const before = fake.received.length;
    await adapter({ now: () => at }).create(order);
    // Recorded only once the signature over `POST <path>\n<client id>.1685599933871.<body>` checked out.
    expect(fake.received.length).toBe(before + 1);
    expect(fake.requestTimes.at(-1)).toBe('1685599933871');
  });

  it('a SANDBOX_ client id is sent to Antom’s sandbox paths', async () => {
    const sandbox = await startFakeAntom({
      clientId: 'SANDBOX_5Y0A2N2Z47XV03117',
      merchantPublicKey: merchant.publicKey,
      antomPrivateKey: antom.privateKey,
    });
    try {
      const created = await adapter({
        clientId: 'SANDBOX_5Y0A2N2Z47XV03117',
        baseUrl: `${sandbox.url}/`,
      }).create(newOrder());
      expect(created.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
      expect(sandbox.received.map((r) => r.path)).toEqual([
        '/ams/sandbox/api/v1/payments/createPaymentSession',
      ]);
    } finally {
      await sandbox.close();
    }
  });
});

describe('antom: asking for the result', () => {
  it('is null while the payer has not paid, then paid in integer cents', async () => {
    const order = await opened();
    expect(await adapter().query(order.orderNo)).toBeNull();

    const payment = fake.payerPays(order.orderNo);
    const result = await adapter().query(order.orderNo);
    expect(result).toEqual({
      orderNo: order.orderNo,
      status: 'paid',
      amountCents: 29_900,
      currency: 'USD',
      providerReference: payment.paymentId,
    });
    expect(Number.isInteger(result!.amountCents)).toBe(true);
    expect(fake.received.at(-1)).toEqual({
      path: '/ams/api/v1/payments/inquiryPayment',
      body: { paymentRequestId: order.orderNo },
    });
  });

  it('a payment the payer failed is failed', async () => {
    const order = await opened();
    fake.payerFails(order.orderNo);
    expect(await adapter().query(order.orderNo)).toMatchObject({
      status: 'failed',
      amountCents: 29_900,
    });
  });

  it('an order Antom never heard of has no result yet', async () => {
    expect(await adapter().query(newOrder().orderNo)).toBeNull();
  });

  it.each(['299.00', '29900.5', '-29900', '1e5', ''])(
    'refuses an amount that is not whole cents: %j',
    async (value) => {
      const order = await opened();
      fake.payerPays(order.orderNo).amount.value = value;
      const err = await rejection(adapter().query(order.orderNo));
      expect(err).toBeInstanceOf(ProviderError);
    },
  );

  it.each([
    ['unsigned', 'none'],
    ['signed with another key', { key: stranger.privateKey }],
    ['changed after signing', 'tampered'],
  ] as const)('refuses an answer %s', async (_name, signing) => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    fake.answerSigning = signing;
    try {
      const err = await rejection(adapter().query(order.orderNo));
      expect(err).toBeInstanceOf(ProviderError);
      expect(err.message).toMatch(
        /^Antom inquiryPayment: (unsigned answer|answer not signed by Antom)$/,
      );
    } finally {
      fake.answerSigning = 'antom';
    }
    expect(await adapter().query(order.orderNo)).toMatchObject({ status: 'paid' });
  });

  it('an Antom that does not answer is a ProviderError once the timeout passes', async () => {
    fake.stall = true;
    try {
      const err = await rejection(adapter({ timeoutMs: 300 }).query(newOrder().orderNo));
      expect(err).toBeInstanceOf(ProviderError);
      expect(err.message).toBe('Antom inquiryPayment: no answer within 300 ms');
    } finally {
      fake.stall = false;
    }
  });
});

describe('antom: notifications', () => {
  it('a genuine one, delivered over HTTP, is read and answered with Antom’s SUCCESS result', async () => {
    const order = await opened();
    const payment = fake.payerPays(order.orderNo);
    const reply = await fake.deliver(fake.notification(order.orderNo));

    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual(SUCCESS_REPLY);
    expect(delivered.at(-1)).toEqual({
      orderNo: order.orderNo,
      status: 'paid',
      amountCents: 29_900,
      currency: 'USD',
      providerReference: payment.paymentId,
    });
  });

  it('a failed payment is failed', async () => {
    const order = await opened();
    fake.payerFails(order.orderNo);
    expect(parse(fake.notification(order.orderNo))).toMatchObject({
      orderNo: order.orderNo,
      status: 'failed',
    });
  });

  it('a notice that is no final result (PAYMENT_PENDING) is null', async () => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    expect(parse(fake.notification(order.orderNo, { notifyType: 'PAYMENT_PENDING' }))).toBeNull();
  });

  it('a body changed after signing is refused, and Antom is told so', async () => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    const genuine = fake.notification(order.orderNo);
    const forged = { ...genuine, rawBody: genuine.rawBody.replace('"29900"', '"1"') };
    expect(forged.rawBody).not.toBe(genuine.rawBody);

    const reply = await fake.deliver(forged);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({
      result: { resultCode: 'PROCESS_FAIL', resultStatus: 'F', resultMessage: 'failure' },
    });
    expect(delivered.at(-1)).toBeInstanceOf(BadCallback);
  });

  it.each([
    ['signed with another key', { signingKey: stranger.privateKey }, 'wrong signature'],
    ['for another client id', { clientId: 'SOMEONE_ELSE_01' }, 'client id is not ours'],
    [
      'sent six minutes ago',
      { requestTime: new Date(Date.now() - 6 * 60_000) },
      'request time outside the replay window',
    ],
    [
      'dated six minutes ahead',
      { requestTime: new Date(Date.now() + 6 * 60_000) },
      'request time outside the replay window',
    ],
  ] as const)('one %s is refused', async (_name, over, reason) => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    const err = thrown(() => parse(fake.notification(order.orderNo, over)));
    expect(err).toBeInstanceOf(BadCallback);
    expect(err.message).toBe(reason);
  });

  it('one whose request-time is ISO 8601, as Antom’s Java SDK documents for notifications, is read too', async () => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    expect(parse(fake.notification(order.orderNo, { isoRequestTime: true }))).toMatchObject({
      orderNo: order.orderNo,
      status: 'paid',
    });
    const old = fake.notification(order.orderNo, {
      isoRequestTime: true,
      requestTime: new Date(Date.now() - 6 * 60_000),
    });
    expect(() => parse(old)).toThrow('request time outside the replay window');
  });

  it('one sent four minutes ago is still inside the replay window', async () => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    const n = fake.notification(order.orderNo, { requestTime: new Date(Date.now() - 4 * 60_000) });
    expect(parse(n)).toMatchObject({ status: 'paid' });
    // The window is measured from the adapter's clock.
    expect(() => parse(n, { now: () => new Date(Date.now() + 2 * 60_000) })).toThrow(BadCallback);
  });

  it('the signature covers the notify path: one checked against another path is refused', async () => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    expect(() =>
      parse(fake.notification(order.orderNo), { notifyPath: '/api/notify/wxpay' }),
    ).toThrow('wrong signature');
  });

  it('missing headers, a malformed signature header, or an unreadable signed body are refused', async () => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    const n = fake.notification(order.orderNo);
    const without = (name: string) => ({
      ...n,
      headers: Object.fromEntries(Object.entries(n.headers).filter(([k]) => k !== name)),
    });
    for (const bad of [
      without('signature'),
      without('client-id'),
      without('request-time'),
      { ...n, headers: { ...n.headers, signature: n.headers.signature!.replace('RSA256', 'MD5') } },
      { ...n, headers: { ...n.headers, 'request-time': 'yesterday' } },
    ]) {
      expect(() => parse(bad)).toThrow(BadCallback);
    }
  });

  it('a signature header sent twice is refused, even when both are the genuine one', async () => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    const n = fake.notification(order.orderNo);
    const signature = n.headers.signature!;
    const err = thrown(() =>
      adapter().parseCallback({
        headers: { ...n.headers, signature: [signature, signature] },
        rawBody: Buffer.from(n.rawBody),
      }),
    );
    expect(err).toBeInstanceOf(BadCallback);
    expect(err.message).toBe('signature header given more than once');
    // Two joined into one line with ", ", as HTTP lets a proxy combine them: a field repeated
    // inside the header is refused too, so neither signature is picked.
    const joined = thrown(() =>
      adapter().parseCallback({
        headers: { ...n.headers, signature: `${signature}, ${signature}` },
        rawBody: Buffer.from(n.rawBody),
      }),
    );
    expect(joined).toBeInstanceOf(BadCallback);
    expect(joined.message).toBe('malformed signature');
  });
});

describe('antom: refunds', () => {
  it('the same refundNo twice makes one refund at Antom', async () => {
    const order = await opened();
    const payment = fake.payerPays(order.orderNo);
    const refund = {
      orderNo: order.orderNo,
      providerReference: payment.paymentId,
      refundNo: `R${order.orderNo}`,
      amountCents: 10_000,
      totalCents: 29_900,
      currency: 'USD',
      reason: 'Entry withdrawn',
    };

    const first = await adapter().refund(refund);
    const second = await adapter().refund(refund);
    expect(second).toEqual(first);
    expect(first).toEqual({
      refundReference: fake.refunds.get(refund.refundNo)!.refundId,
      status: 'succeeded',
    });
    expect(
      [...fake.refunds.values()].filter((r) => r.paymentId === payment.paymentId),
    ).toHaveLength(1);
    expect(fake.received.at(-1)).toEqual({
      path: '/ams/api/v1/payments/refund',
      body: {
        refundRequestId: refund.refundNo,
        paymentId: payment.paymentId,
        refundAmount: { currency: 'USD', value: '10000' },
        refundReason: 'Entry withdrawn',
      },
    });
  });

  it('a refund still in process is pending, and a retry learns it succeeded', async () => {
    const order = await opened();
    const payment = fake.payerPays(order.orderNo);
    const refund = {
      orderNo: order.orderNo,
      providerReference: payment.paymentId,
      refundNo: `R${order.orderNo}`,
      amountCents: 29_900,
      totalCents: 29_900,
      currency: 'USD',
      reason: 'Duplicate payment',
    };
    fake.refundStatus = 'U';
    try {
      expect(await adapter().refund(refund)).toEqual({
        refundReference: refund.refundNo,
        status: 'pending',
      });
    } finally {
      fake.refundStatus = 'S';
    }
    expect(await adapter().refund(refund)).toEqual({
      refundReference: fake.refunds.get(refund.refundNo)!.refundId,
      status: 'succeeded',
    });
    expect(fake.refunds.get(refund.refundNo)).toMatchObject({
      status: 'S',
      amount: { currency: 'USD', value: '29900' },
    });
  });

  it('finds the payment id by the order number when the order has none stored', async () => {
    const order = await opened();
    const payment = fake.payerPays(order.orderNo);
    const refund = {
      orderNo: order.orderNo,
      providerReference: null,
      refundNo: `R${order.orderNo}`,
      amountCents: 500,
      totalCents: 29_900,
      currency: 'USD',
      reason: 'Fee reduced',
    };
    expect(await adapter().refund(refund)).toMatchObject({ status: 'succeeded' });
    expect(fake.refunds.get(refund.refundNo)!.paymentId).toBe(payment.paymentId);
  });

  it('more back than was paid is refused', async () => {
    const order = await opened();
    const payment = fake.payerPays(order.orderNo);
    const refund = {
      orderNo: order.orderNo,
      providerReference: payment.paymentId,
      refundNo: `R${order.orderNo}`,
      amountCents: 29_901,
      totalCents: 29_900,
      currency: 'USD',
      reason: 'Too much',
    };
    const err = await rejection(adapter().refund(refund));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toContain('REFUND_AMOUNT_EXCEED');
    expect(fake.refunds.has(refund.refundNo)).toBe(false);
  });
});

describe('antom: closing', () => {
  it('cancels an unpaid payment so it can no longer be paid; an unknown one has nothing to close', async () => {
    const order = await opened();
    await adapter().close!(order.orderNo);
    expect(fake.payments.get(order.orderNo)!.status).toBe('CANCELLED');
    expect(() => fake.payerPays(order.orderNo)).toThrow();
    expect(await adapter().query(order.orderNo)).toMatchObject({ status: 'failed' });

    await expect(adapter().close!(newOrder().orderNo)).resolves.toBeUndefined();
  });

  it('a payment already paid is not closed: the refusal reaches the caller', async () => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    const err = await rejection(adapter().close!(order.orderNo));
    expect(err).toBeInstanceOf(ProviderError);
    expect(fake.payments.get(order.orderNo)!.status).toBe('SUCCESS');
  });
});

describe('antom: the channel and its replies', () => {
  it('is a redirect channel named for cards', () => {
    expect(adapter().channel).toMatchObject({
      provider: 'antom',
      name: 'Card (Antom)',
      flow: 'redirect',
    });
    expect(adapter().name).toBe('antom');
  });

  it('accepts with 200 and Antom’s SUCCESS result, refuses with 400 and a failure result', () => {
    const yes = adapter().callbackReply(true);
    expect(yes.statusCode).toBe(200);
    expect(JSON.parse(yes.body)).toEqual(SUCCESS_REPLY);
    const no = adapter().callbackReply(false);
    expect(no.statusCode).toBe(400);
    expect(JSON.parse(no.body).result.resultStatus).toBe('F');
  });
});

describe('antom: nothing secret in an error', () => {
  it('no key, signature or body in any refusal message', async () => {
    const order = await opened();
    fake.payerPays(order.orderNo);
    const n = fake.notification(order.orderNo);
    const strangerNote = fake.notification(order.orderNo, { signingKey: stranger.privateKey });
    const errors: Error[] = [
      await rejection(
        adapter({ merchantPrivateKey: privatePem(stranger.privateKey) }).create(newOrder()),
      ),
      thrown(() => parse({ ...n, rawBody: `${n.rawBody} ` })),
      thrown(() => parse(strangerNote)),
    ];
    for (const signing of ['none', { key: stranger.privateKey }, 'tampered'] as const) {
      fake.answerSigning = signing;
      errors.push(await rejection(adapter().query(order.orderNo)));
    }
    fake.answerSigning = 'antom';

    const secrets = [
      ...[merchant.privateKey, antom.privateKey, stranger.privateKey].map((k) =>
        bare(privatePem(k)).slice(40, 80),
      ),
      decodeURIComponent(n.headers.signature!.split('signature=')[1]!).slice(0, 40),
      n.headers.signature!.split('signature=')[1]!.slice(0, 40),
      strangerNote.headers.signature!.split('signature=')[1]!.slice(0, 40),
      order.orderNo,
      n.rawBody.slice(0, 30),
    ];
    for (const err of errors) {
      expect(err).toBeInstanceOf(Error);
      for (const secret of secrets) expect(err.message).not.toContain(secret);
    }
  });
});
