import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BadCallback, ProviderError } from '../../../../src/services/payments/providers/provider.ts';
import type { NewPayment, PaymentProviderAdapter, PaymentResult } from '../../../../src/core/payment-providers.ts';
import {
  wxpayProvider,
  type WxpayOptions,
} from '../../../../src/services/payments/providers/wxpay/wxpay.ts';
import { callbackHeaders } from '../../../../src/services/payments/providers/signature-headers.ts';
import { startFakeWxpay, type FakeWxpay, type Notification } from './fake-wxpay.ts';

// RSA 2048 once per file: the merchant's key, the platform's, and a stranger's for forgeries.
const pem = (k: { publicKey: KeyObject; privateKey: KeyObject }) => ({
  ...k,
  publicPem: k.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  privatePem: k.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
});
const rsa = () => pem(generateKeyPairSync('rsa', { modulusLength: 2048 }));
const merchant = rsa();
const platform = rsa();
const stranger = rsa();

const MCH_ID = '1900000109';
const APP_ID = 'wx8888888888888888';
const MERCHANT_SERIAL = '64F442842DAA110270FB2AED2F7FFD2FA5264D8E';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000';
const API_V3_KEY = randomBytes(16).toString('hex'); // 32 ASCII bytes, as WeChat's merchant console sets it

let fake: FakeWxpay;
let wxpay: PaymentProviderAdapter;
const options = (over: Partial<WxpayOptions> = {}): WxpayOptions => ({
  mchId: MCH_ID,
  appId: APP_ID,
  merchantSerialNo: MERCHANT_SERIAL,
  merchantPrivateKey: merchant.privatePem,
  platformPublicKey: platform.publicPem,
  platformSerial: PLATFORM_SERIAL,
  apiV3Key: API_V3_KEY,
  baseUrl: fake.baseUrl,
  merchantCategoryCode: '8699',
  ...over,
});

beforeAll(async () => {
  fake = await startFakeWxpay({
    mchId: MCH_ID,
    appId: APP_ID,
    merchantSerialNo: MERCHANT_SERIAL,
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
    platformSerial: PLATFORM_SERIAL,
    apiV3Key: API_V3_KEY,
  });
  wxpay = wxpayProvider(options());
});
afterAll(() => fake?.close());
// A test that makes the fake misbehave leaves it well-behaved for the next, even if it fails.
afterEach(() => {
  fake.control.answerSigning = {};
  fake.control.stallAnswers = false;
});

const newOrderNo = () => `E20260315${randomBytes(8).toString('hex')}`;
const payment = (over: Partial<NewPayment> = {}): NewPayment => ({
  orderNo: newOrderNo(),
  amountCents: 29_900,
  currency: 'USD',
  description: 'Laurel Awards - entry fee',
  notifyUrl: 'https://laurel.example/api/notify/wxpay',
  returnUrl: 'https://laurel.example/pay-result',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  ...over,
});

/** An order opened through the adapter and paid by the payer at the fake. */
async function paidOrder(amountCents = 29_900) {
  const p = payment({ amountCents });
  await wxpay.create(p);
  return { ...p, fakeOrder: fake.payerPays(p.orderNo) };
}

/** The error a promise or a call ends in. */
async function failure(run: () => unknown): Promise<Error> {
  try {
    await run();
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a failure');
}

const parse = (n: Notification) =>
  wxpay.parseCallback({ headers: n.headers, rawBody: Buffer.from(n.body) });

describe('create', () => {
  it('opens a Native order with a signed request and returns its code_url for the QR code', async () => {
    const p = payment();
    const created = await wxpay.create(p);

    const order = fake.order(p.orderNo);
    expect(created).toEqual({
      providerReference: null,
      qrCodeUrl: order.code_url,
      checkoutUrl: null,
    });
    expect(created.qrCodeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(wxpay.channel).toMatchObject({ provider: 'wxpay', flow: 'qr' });

    const seen = fake.requests.at(-1)!;
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/v3/global/transactions/native',
      accepted: true,
    });
    expect(seen.headers.authorization).toMatch(
      new RegExp(
        `^WECHATPAY2-SHA256-RSA2048 mchid="${MCH_ID}",nonce_str="\\w{32}",timestamp="\\d+",serial_no="${MERCHANT_SERIAL}",signature="[A-Za-z0-9+/=]+"$`,
      ),
    );
    expect(JSON.parse(seen.body)).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: 'Laurel Awards - entry fee',
      out_trade_no: p.orderNo,
      time_expire: `${p.expiresAt.toISOString().slice(0, 19)}+00:00`,
      notify_url: 'https://laurel.example/api/notify/wxpay',
      trade_type: 'NATIVE',
      merchant_category_code: '8699',
      amount: { total: 29_900, currency: 'USD' },
    });
    // Integer cents on the wire, not dollars.
    expect(seen.body).toContain('"amount":{"total":29900,"currency":"USD"}');
  });

  it('is refused by WeChat when signed with another merchant key, and says so as a ProviderError', async () => {
    const forger = wxpayProvider(options({ merchantPrivateKey: stranger.privatePem }));
    const p = payment();
    const err = await failure(() => forger.create(p));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toMatch(/HTTP 401 SIGN_ERROR/);
    expect(fake.requests.at(-1)).toMatchObject({
      accepted: false,
      refusal: 'signature verification failed',
    });
    expect(fake.orders.has(p.orderNo)).toBe(false);
  });

  it('refuses an amount that is not integer cents before calling WeChat', async () => {
    const before = fake.requests.length;
    await expect(wxpay.create(payment({ amountCents: 299.5 }))).rejects.toThrow(RangeError);
    expect(fake.requests.length).toBe(before);
  });
});

describe('query and close', () => {
  it('has no result while the order is unpaid, then the paid amount in cents once the payer pays', async () => {
    const p = payment();
    await wxpay.create(p);
    expect(await wxpay.query(p.orderNo)).toBeNull();
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: `/v3/global/transactions/out-trade-no/${p.orderNo}?mchid=${MCH_ID}`,
      accepted: true,
    });

    const paid = fake.payerPays(p.orderNo);
    expect(await wxpay.query(p.orderNo)).toEqual<PaymentResult>({
      orderNo: p.orderNo,
      status: 'paid',
      amountCents: 29_900, // the order's USD cents, not what the payer's wallet was charged in yuan
      currency: 'USD',
      providerReference: paid.id,
    });
  });

  it('closes a pending order at WeChat, after which the query says it failed', async () => {
    const p = payment();
    await wxpay.create(p);
    await wxpay.close!(p.orderNo);
    expect(fake.requests.at(-1)).toMatchObject({
      url: `/v3/global/transactions/out-trade-no/${p.orderNo}/close`,
      body: `{"mchid":"${MCH_ID}"}`,
      accepted: true,
    });
    expect(fake.order(p.orderNo).trade_state).toBe('CLOSED');
    expect(await wxpay.query(p.orderNo)).toMatchObject({
      orderNo: p.orderNo,
      status: 'failed',
      amountCents: 29_900,
    });
  });

  it.each([
    ['signed with another key', { privateKey: stranger.privateKey }],
    ['naming another platform serial', { serial: 'PUB_KEY_ID_SOMEONE_ELSE' }],
    ['signed 6 minutes ago', { timestampOffsetSeconds: -360 }],
  ])('does not trust an answer %s, even one saying paid', async (_case, signing) => {
    const { orderNo } = await paidOrder();
    fake.control.answerSigning = signing;
    const err = await failure(() => wxpay.query(orderNo));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toMatch(/not signed by the platform key/);
    fake.control.answerSigning = {};
    expect(await wxpay.query(orderNo)).toMatchObject({ status: 'paid' });
  });

  it('gives up with a ProviderError when WeChat does not answer in time', async () => {
    const impatient = wxpayProvider(options({ timeoutMs: 200 }));
    fake.control.stallAnswers = true;
    const err = await failure(() => impatient.query(newOrderNo()));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toMatch(/no answer within 200 ms/);
  });
});

describe('callbacks', () => {
  let receiver: Server;
  let notifyUrl: string;
  const received: (PaymentResult | null | 'refused')[] = [];

  // Stands where the app's notify route stands: raw bytes and every header value in, the adapter's
  // reply out.
  beforeAll(async () => {
    receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      let accepted = true;
      try {
        received.push(
          wxpay.parseCallback({
            headers: callbackHeaders(req.rawHeaders),
            rawBody: Buffer.concat(chunks),
          }),
        );
      } catch (err) {
        if (!(err instanceof BadCallback)) throw err;
        received.push('refused');
        accepted = false;
      }
      const reply = wxpay.callbackReply(accepted);
      res.writeHead(reply.statusCode, { 'Content-Type': reply.contentType }).end(reply.body);
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/notify/wxpay`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('accepts a genuine TRANSACTION.SUCCESS posted by WeChat, decrypts it, and answers 204', async () => {
    const { orderNo, fakeOrder } = await paidOrder();
    const answer = await fake.deliver(notifyUrl, fake.notification(orderNo));
    expect(answer).toEqual({ status: 204, body: '' });
    expect(received.at(-1)).toEqual<PaymentResult>({
      orderNo,
      status: 'paid',
      amountCents: 29_900,
      currency: 'USD',
      providerReference: fakeOrder.id,
    });
  });

  it('answers a refused notification with 400 and FAIL, as WeChat documents, so WeChat retries', async () => {
    const { orderNo } = await paidOrder();
    const n = fake.notification(orderNo);
    const answer = await fake.deliver(notifyUrl, {
      ...n,
      body: n.body.replace('Payment succeeded', 'Payment succeedeD'),
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'FAIL' });
    expect(received.at(-1)).toBe('refused');
  });

  it('reads a genuine refund notice as carrying no payment result', async () => {
    const p = await paidOrder();
    await wxpay.refund({
      orderNo: p.orderNo,
      providerReference: p.fakeOrder.id,
      refundNo: `R${p.orderNo}`,
      amountCents: 29_900,
      totalCents: 29_900,
      currency: 'USD',
      reason: 'Entry withdrawn',
    });
    expect(parse(fake.notification(p.orderNo, { eventType: 'REFUND.SUCCESS' }))).toBeNull();
  });

  it.each<[string, (orderNo: string) => Notification]>([
    [
      'a tampered body',
      (no) => {
        const n = fake.notification(no);
        return { ...n, body: n.body.replace('"event_type"', ' "event_type"') };
      },
    ],
    [
      'a signature by another key',
      (no) => fake.notification(no, { privateKey: stranger.privateKey }),
    ],
    [
      'another platform serial',
      (no) => fake.notification(no, { serial: 'PUB_KEY_ID_SOMEONE_ELSE' }),
    ],
    ['a timestamp 6 minutes old', (no) => fake.notification(no, { timestampOffsetSeconds: -360 })],
    ['a timestamp 6 minutes ahead', (no) => fake.notification(no, { timestampOffsetSeconds: 360 })],
    ['a broken AES-GCM tag', (no) => fake.notification(no, { corruptTag: true })],
    [
      'no signature header',
      (no) => {
        const { 'Wechatpay-Signature': _dropped, ...headers } = fake.notification(no).headers;
        return { headers, body: fake.notification(no).body };
      },
    ],
  ])('refuses %s with BadCallback', async (_case, make) => {
    const { orderNo } = await paidOrder();
    expect(() => parse(make(orderNo))).toThrow(BadCallback);
  });

  it('refuses a notification with one of its signature headers twice, even both genuine', async () => {
    const { orderNo } = await paidOrder();
    const n = fake.notification(orderNo);
    for (const name of ['Wechatpay-Signature', 'Wechatpay-Timestamp', 'Wechatpay-Signature-Type']) {
      const value = n.headers[name] ?? 'WECHATPAY2-SHA256-RSA2048';
      const headers = { ...n.headers, [name]: [value, value] };
      expect(() => wxpay.parseCallback({ headers, rawBody: Buffer.from(n.body) })).toThrow(
        `${name.toLowerCase()} header given more than once`,
      );
    }
  });

  it('still accepts a notification signed 4 minutes ago: the window is 5 minutes', async () => {
    const { orderNo } = await paidOrder();
    expect(parse(fake.notification(orderNo, { timestampOffsetSeconds: -240 }))).toMatchObject({
      orderNo,
      status: 'paid',
    });
  });

  it('refuses a resource sealed under another APIv3 key', async () => {
    const other = wxpayProvider(options({ apiV3Key: randomBytes(16).toString('hex') }));
    const { orderNo } = await paidOrder();
    const n = fake.notification(orderNo);
    expect(() => other.parseCallback({ headers: n.headers, rawBody: Buffer.from(n.body) })).toThrow(
      BadCallback,
    );
  });
});

describe('refund', () => {
  it('makes one refund however often the same refund number is asked, in integer cents', async () => {
    const p = await paidOrder();
    const refundNo = `R${p.orderNo}`;
    const ask = () =>
      wxpay.refund({
        orderNo: p.orderNo,
        providerReference: p.fakeOrder.id,
        refundNo,
        amountCents: 10_000,
        totalCents: 29_900,
        currency: 'USD',
        reason: 'Category withdrawn',
      });
    const refundsBefore = fake.refunds.size;

    const first = await ask();
    const again = await ask();
    expect(first.status).toBe('pending');
    expect(again).toEqual(first);
    expect(fake.refunds.size).toBe(refundsBefore + 1);
    expect(fake.refunds.get(refundNo)).toMatchObject({
      out_trade_no: p.orderNo,
      refund: 10_000,
      total: 29_900,
      currency: 'USD',
      id: first.refundReference,
    });
    expect(fake.requests.at(-1)!.body).toContain(
      '"amount":{"refund":10000,"total":29900,"currency":"USD"}',
    );

    fake.settleRefund(refundNo);
    expect(await ask()).toEqual({ refundReference: first.refundReference, status: 'succeeded' });

    // A second refund number is a second refund: the count above can move.
    await wxpay.refund({
      orderNo: p.orderNo,
      providerReference: p.fakeOrder.id,
      refundNo: `${refundNo}-2`,
      amountCents: 5_000,
      totalCents: 29_900,
      currency: 'USD',
      reason: 'Fee adjusted',
    });
    expect(fake.refunds.size).toBe(refundsBefore + 2);
  });

  it('reports a refund WeChat refuses as a ProviderError', async () => {
    const p = await paidOrder();
    const err = await failure(() =>
      wxpay.refund({
        orderNo: p.orderNo,
        providerReference: p.fakeOrder.id,
        refundNo: `R${p.orderNo}`,
        amountCents: 40_000,
        totalCents: 29_900,
        currency: 'USD',
        reason: 'Too much',
      }),
    );
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toMatch(/HTTP 403 NOT_ENOUGH/);
  });
});

describe('secrets', () => {
  it('never puts a key, a signature or sealed data in an error message', async () => {
    const messages: string[] = [];
    const keep = async (run: () => unknown) => messages.push((await failure(run)).message);

    await keep(() =>
      wxpayProvider(options({ merchantPrivateKey: stranger.privatePem })).create(payment()),
    );
    const { orderNo } = await paidOrder();
    fake.control.answerSigning = { privateKey: stranger.privateKey };
    await keep(() => wxpay.query(orderNo));
    fake.control.answerSigning = {};
    const genuine = fake.notification(orderNo);
    for (const n of [
      fake.notification(orderNo, { privateKey: stranger.privateKey }),
      fake.notification(orderNo, { corruptTag: true }),
      { ...genuine, body: genuine.body.replace('"id"', '"Id"') },
    ]) {
      await keep(() => parse(n));
    }
    await keep(() => wxpayProvider(options({ merchantPrivateKey: 'not a key' })));
    await keep(() => wxpayProvider(options({ apiV3Key: 'short' })));
    expect(messages).toHaveLength(7);

    const authSignature = /signature="([^"]+)"/.exec(
      fake.requests.findLast((r) => !r.accepted)!.headers.authorization!,
    )![1]!;
    const sealed = (JSON.parse(genuine.body) as { resource: { ciphertext: string } }).resource
      .ciphertext;
    const secrets = [
      API_V3_KEY,
      merchant.privatePem.split('\n')[5]!,
      stranger.privatePem.split('\n')[5]!,
      platform.publicPem.split('\n')[3]!,
      authSignature.slice(0, 40),
      genuine.headers['Wechatpay-Signature']!.slice(0, 40),
      sealed.slice(0, 40),
    ];
    for (const message of messages)
      for (const secret of secrets) expect(message).not.toContain(secret);
  });
});
