import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadCallback, ProviderError } from '../../../../src/services/payments/providers/provider.ts';
import type { NewPayment, PaymentProviderAdapter, PaymentResult } from '../../../../src/core/payment-providers.ts';
import { transferEasyProvider, type TransferEasyOptions } from '../../../../src/services/payments/providers/transfer-easy/transfer-easy.ts';
import {
  formatTransferEasyAmount,
  parseTransferEasyAmount,
} from '../../../../src/services/payments/providers/transfer-easy/transfer-easy-amount.ts';
import { canonicalString } from '../../../../src/services/payments/providers/transfer-easy/transfer-easy-signature.ts';
import { callbackHeaders } from '../../../../src/services/payments/providers/signature-headers.ts';
import { fakeCanonical, startFakeTransferEasy, type FakeTransferEasy } from './fake-transfer-easy.ts';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

let merchant: ReturnType<typeof pair>;
let platform: ReturnType<typeof pair>;
let stranger: ReturnType<typeof pair>;
let fake: FakeTransferEasy;
let receiver: Server;
let notifyUrl: string;
/** What the merchant's notify endpoint read from each notification it accepted. */
const received: (PaymentResult | null)[] = [];

beforeAll(async () => {
  [merchant, platform, stranger] = [pair(), pair(), pair()];
  fake = await startFakeTransferEasy({
    merchantNo: '80000138',
    productCode: 'CP0001',
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
  });
  // The merchant's side of a notification, as routes/payments does it: the raw bytes and every
  // header value to the adapter, its reply sent back as it is.
  const te = adapter();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let accepted = true;
      try {
        received.push(te.parseCallback({ headers: callbackHeaders(req.rawHeaders), rawBody: Buffer.concat(chunks) }));
      } catch (err) {
        if (!(err instanceof BadCallback)) throw err;
        accepted = false;
      }
      const reply = te.callbackReply(accepted);
      res.writeHead(reply.statusCode, { 'Content-Type': reply.contentType }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/notify/transferEasy`;
});

afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

function adapter(over: Partial<TransferEasyOptions> = {}): PaymentProviderAdapter {
  return transferEasyProvider({
    merchantNo: '80000138',
    productCode: 'CP0001',
    merchantPrivateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    baseUrl: fake.baseUrl,
    ...over,
  });
}

let serial = 0;
const nextOrderNo = () => `E20250301${(++serial).toString(16).padStart(16, '0')}`;
const payment = (orderNo: string, amountCents = 29_900): NewPayment => ({
  orderNo,
  amountCents,
  currency: 'USD',
  description: 'Entry fee: Furniture / Lighting',
  notifyUrl,
  returnUrl: `https://laurel.example/pay-result?order_no=${orderNo}`,
  expiresAt: new Date(Date.now() + 30 * 60_000),
});

async function openOrder(amountCents = 29_900) {
  const orderNo = nextOrderNo();
  const created = await adapter().create(payment(orderNo, amountCents));
  return { orderNo, created };
}

/** Every line of every private key, and every signature that crossed the wire. */
const secrets = () => [
  ...[merchant, platform, stranger].flatMap((k) => k.privateKey.split('\n').filter((l) => l.length > 40)),
  ...fake.signaturesSeen,
];

/** The error a refusal throws, after checking it is of its class and tells no secret. */
async function refusal(run: () => unknown, kind: typeof ProviderError | typeof BadCallback): Promise<Error> {
  let caught: unknown;
  try {
    await run();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(kind);
  const message = (caught as Error).message;
  for (const secret of secrets()) expect(message).not.toContain(secret);
  expect(message).not.toMatch(/BEGIN|[A-Za-z0-9+/]{40,}/);
  return caught as Error;
}

describe('TransferEasy signature', () => {
  it("reads a notification TransferEasy's own test environment signed, and refuses it altered", async () => {
    // Published with TransferEasy's SDK: its test public key, and a notification it signed.
    const teTestPublicKey = [
      '-----BEGIN PUBLIC KEY-----',
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA5yh6DNzuK5KV5NAQMuhQ',
      'TwjMBKizVnntxM36CA+y7MUBFAeT1lh3Gq5nz+i6CgM69Gjur2TWqZGsQI42lUhf',
      'T552unxb0Zgamy290SmOFl1DGj/Q4thAQe1tXT5aWMAtrME0+FE+j2/8k9+t04qO',
      'Cv/jg9yqxE0vYg5oFToWbDV7KVPpFSTIztSEseJhyTbFom2uwN0rztK8znQHL0Bi',
      'Sug6ImiOjLsgelpDgS7FaTPqJZJB6250QPodDe3DP2PRNjyrFMiT8pGRzsvUtzHr',
      'cWu24gRUuLgYesceSisEE+EBBVw/d4Rx/rDTlP+PIHpuLe0n5kOG01H32CBJRXM3',
      'SwIDAQAB',
      '-----END PUBLIC KEY-----',
    ].join('\n');
    const headers = {
      timestamp: '1708307754',
      signature:
        'jQyGLbwAAlyKmayHfrWPfjXmWe5vy79GF/vn2EmlAnxc3qHBtortY39Xr1Tx7H77QY8klqg1HjlWoej3wnySX3gRH2t7D9Wa/UTypE9GmmW5GrqjGDOCghT/VVU+iWTV8yHf73z2TZzip6/aAHjU9RevD50sPlON2oAvpmrNTGM+J/3xPD2Iop6IYxFcCP0a8lq2QTVEaEBEW2/U6zONr7n6vUOUm323QElU8x/ny7RFzzJJYrxEeZNT6JgxebKchD/CYqia3FiIFIfPQ913Qodmid9Bdh9f74ELiR4eP47MHMxsKR2CdMQB2/Vx+1tW+WOEXcZ5AdopAuM1qGmXLA==',
    };
    const rawBody =
      '{"amount":"100","completeDateTime":"1708307753000","settleAmount":"14","settleCurrency":"USD","orderStatus":"SUCCESS","remark":"remark——DE20240219095530","paymentNo":"20240219095533P1141","walletBrand":"Alipay","payAmount":"100","outTradeNo":"DE20240219095530","settleExchangeRate":"7.21606417","customerId":"2102209000002586815D7","payCurrency":"CNY","currency":"CNY","tradeType":"WEB"}';
    const te = adapter({ platformPublicKey: teTestPublicKey, now: () => new Date(1_708_307_754_000 + 60_000) });

    // "100" is 100.00 yuan in the unit the Python SDK documents for `amount`. (Its settleAmount
    // "14" USD at 7.216 would fit minor units better: docs/payment-providers.md#transfereasy.)
    expect(te.parseCallback({ headers, rawBody: Buffer.from(rawBody) })).toEqual({
      orderNo: 'DE20240219095530',
      status: 'paid',
      amountCents: 10_000,
      currency: 'CNY',
      providerReference: '20240219095533P1141',
    });
    const altered = Buffer.from(rawBody.replace('"amount":"100"', '"amount":"1000"'));
    await refusal(() => te.parseCallback({ headers, rawBody: altered }), BadCallback);
  });

  it("writes the same canonical string as the fake's own implementation, for awkward text", () => {
    const fields = {
      z: 'a b+c/d~e*f!g(h)i\'j&k=l,m',
      a: 'Ünïcödé — 中文',
      m: 29_900,
      list: [{ quantity: 1, name: 'x/y', amount: 100 }],
      gone: null,
    };
    expect(canonicalString(fields, '1700000000')).toBe(fakeCanonical(fields, '1700000000'));
    expect(canonicalString({ b: '1', a: 'x y' }, '5')).toBe('a=x+y&b=1,5');
  });
});

describe('TransferEasy payments', () => {
  it('opens a payment with a signed request the provider accepts: a checkout address and its id', async () => {
    const before = fake.refused.length;
    const { orderNo, created } = await openOrder();
    const order = fake.order(orderNo);

    expect(fake.refused.length).toBe(before);
    expect(order).toMatchObject({ amount: '299.00', currency: 'USD', notifyUrl, orderStatus: 'PENDING' });
    expect(order?.productInfo).toEqual([
      { name: 'Entry fee: Furniture - Lighting', description: 'Entry fee: Furniture - Lighting', quantity: 1, amount: '299.00' },
    ]);
    expect(created).toEqual({
      providerReference: order?.paymentNo,
      qrCodeUrl: null,
      checkoutUrl: `${fake.baseUrl}/checkout/${order?.paymentNo}`,
    });
    expect(adapter().channel).toMatchObject({ provider: 'transferEasy', flow: 'redirect' });
  });

  it('asking again for the same order number opens no second payment', async () => {
    const { orderNo, created } = await openOrder();
    const again = await adapter().create(payment(orderNo));
    expect(again.providerReference).toBe(created.providerReference);
  });

  it('a request signed with another merchant key is refused by the provider: ProviderError', async () => {
    const orderNo = nextOrderNo();
    const err = await refusal(() => adapter({ merchantPrivateKey: stranger.privateKey }).create(payment(orderNo)), ProviderError);
    expect(err.message).toMatch(/refused the request: code 1001/);
    expect(fake.refused.at(-1)).toEqual({ path: '/V1/transaction/payment', reason: 'signature' });
    expect(fake.order(orderNo)).toBeUndefined();
  });

  it('another merchant number is refused too', async () => {
    await refusal(() => adapter({ merchantNo: '80000999' }).query(nextOrderNo()), ProviderError);
    expect(fake.refused.at(-1)?.reason).toBe('unknown merchant or product');
  });

  it('a key that cannot be read is named in the error, its text never', () => {
    const text = 'not-a-key-but-a-secret-0123456789';
    expect(() => adapter({ merchantPrivateKey: text })).toThrow(/merchant private key is not a readable PEM/);
    expect(() => adapter({ merchantPrivateKey: text })).not.toThrow(new RegExp(text));
  });
});

describe('TransferEasy queries', () => {
  it('has no result while pending, then the paid result once the provider marks it paid', async () => {
    const { orderNo, created } = await openOrder();
    expect(await adapter().query(orderNo)).toBeNull();
    fake.markPaid(orderNo);
    expect(await adapter().query(orderNo)).toEqual({
      orderNo,
      status: 'paid',
      amountCents: 29_900,
      currency: 'USD',
      providerReference: created.providerReference,
    });
  });

  it('a failed payment, and one closed at expiry, are failed', async () => {
    const failed = await openOrder();
    fake.markFailed(failed.orderNo);
    expect(await adapter().query(failed.orderNo)).toMatchObject({ status: 'failed' });

    const expired = await openOrder();
    await adapter().close?.(expired.orderNo);
    expect(fake.order(expired.orderNo)?.orderStatus).toBe('CLOSED');
    expect(await adapter().query(expired.orderNo)).toMatchObject({ status: 'failed' });
  });

  it('refuses an answer signed with another key, or not signed at all', async () => {
    const { orderNo } = await openOrder();
    fake.markPaid(orderNo);
    try {
      fake.answerSigning = { key: stranger.privateKey };
      const wrong = await refusal(() => adapter().query(orderNo), ProviderError);
      expect(wrong.message).toMatch(/not signed by TransferEasy/);
      fake.answerSigning = 'none';
      await refusal(() => adapter().query(orderNo), ProviderError);
    } finally {
      fake.answerSigning = 'platform';
    }
    expect(await adapter().query(orderNo)).toMatchObject({ status: 'paid' });
  });

  it("an unknown order is the provider's refusal, with its code", async () => {
    const err = await refusal(() => adapter().query(nextOrderNo()), ProviderError);
    expect(err.message).toMatch(/code 2002/);
  });

  it('gives up when the provider does not answer in time', async () => {
    fake.stall = true;
    try {
      const err = await refusal(() => adapter({ timeoutMs: 200 }).query(nextOrderNo()), ProviderError);
      expect(err.message).toMatch(/timed out/);
    } finally {
      fake.stall = false;
    }
  });
});

describe('TransferEasy notifications', () => {
  it("a notification signed by the provider is accepted with the answer it expects, 'SUCCESS'", async () => {
    const { orderNo, created } = await openOrder();
    fake.markPaid(orderNo);
    const count = received.length;
    expect(await fake.deliverNotification(orderNo)).toEqual({ status: 200, body: 'SUCCESS' });
    expect(received.slice(count)).toEqual([
      { orderNo, status: 'paid', amountCents: 29_900, currency: 'USD', providerReference: created.providerReference },
    ]);
  });

  it('one signed with another key is refused with the FAIL answer', async () => {
    const { orderNo } = await openOrder();
    fake.markPaid(orderNo);
    const answer = await fake.deliverNotification(orderNo, { signWith: stranger.privateKey });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'FAIL' });
  });

  it('a tampered body, a wrong key, an old or a future timestamp each throw BadCallback', async () => {
    const { orderNo } = await openOrder();
    fake.markPaid(orderNo);
    const te = adapter();
    const parse = (n: { headers: Record<string, string>; rawBody: string }) => () =>
      te.parseCallback({ headers: n.headers, rawBody: Buffer.from(n.rawBody) });

    const genuine = fake.notification(orderNo);
    expect(parse(genuine)()).toMatchObject({ orderNo, status: 'paid' });

    const tampered = { ...genuine, rawBody: genuine.rawBody.replace('"amount":"299.00"', '"amount":"1.00"') };
    expect(tampered.rawBody).not.toBe(genuine.rawBody);
    expect((await refusal(parse(tampered), BadCallback)).message).toBe('wrong signature');

    const wrongKey = fake.notification(orderNo, { signWith: stranger.privateKey });
    expect((await refusal(parse(wrongKey), BadCallback)).message).toBe('wrong signature');

    const nowS = Math.floor(Date.now() / 1000);
    const old = fake.notification(orderNo, { timestamp: nowS - 6 * 60 });
    expect((await refusal(parse(old), BadCallback)).message).toBe('timestamp too far from now');
    const future = fake.notification(orderNo, { timestamp: nowS + 6 * 60 });
    expect((await refusal(parse(future), BadCallback)).message).toBe('timestamp too far from now');
    // Four minutes is within the window: a slow delivery is not a replay.
    expect(parse(fake.notification(orderNo, { timestamp: nowS - 4 * 60 }))()).toMatchObject({ status: 'paid' });

    const unsigned = { headers: { Timestamp: genuine.headers.Timestamp! }, rawBody: genuine.rawBody };
    expect((await refusal(parse(unsigned), BadCallback)).message).toBe('missing signature header');
    // Genuine headers sent twice: which one was meant cannot be known, so neither is taken.
    for (const name of ['Signature', 'Timestamp'] as const) {
      const doubled = { ...genuine.headers, [name]: [genuine.headers[name]!, genuine.headers[name]!] };
      const err = await refusal(() => te.parseCallback({ headers: doubled, rawBody: Buffer.from(genuine.rawBody) }), BadCallback);
      expect(err.message).toBe(`${name.toLowerCase()} header given more than once`);
    }
    await refusal(parse({ ...genuine, rawBody: 'not json' }), BadCallback);
  });

  it('a genuine notification of an amount with a third decimal, or not a number, is refused, not rounded', async () => {
    const { orderNo } = await openOrder();
    fake.markPaid(orderNo);
    for (const amount of ['299.001', '29900.5e0', '-299.00', '299,00', '']) {
      const n = fake.notification(orderNo, { fields: { amount } });
      const err = await refusal(() => adapter().parseCallback({ headers: n.headers, rawBody: Buffer.from(n.rawBody) }), BadCallback);
      expect(err.message).toBe('unreadable amount');
    }
  });

  it('a genuine notification without a final result is acknowledged with nothing to apply', async () => {
    const { orderNo } = await openOrder();
    const count = received.length;
    expect(await fake.deliverNotification(orderNo)).toEqual({ status: 200, body: 'SUCCESS' });
    expect(received.slice(count)).toEqual([null]);
  });
});

describe('TransferEasy refunds', () => {
  it('the same refund number twice makes one refund', async () => {
    const { orderNo, created } = await openOrder();
    fake.markPaid(orderNo);
    const ask = {
      orderNo,
      providerReference: created.providerReference,
      refundNo: `R${orderNo}`,
      amountCents: 10_000,
      totalCents: 29_900,
      currency: 'USD',
      reason: 'Entry withdrawn',
    };
    const before = fake.refunds.length;

    const first = await adapter().refund(ask);
    const second = await adapter().refund(ask);

    expect(first).toEqual(second);
    expect(first.status).toBe('succeeded');
    expect(fake.refunds.length - before).toBe(1);
    expect(fake.refunds.at(-1)).toMatchObject({
      outTradeNo: `R${orderNo}`,
      paymentNo: created.providerReference,
      refundAmount: '100.00',
    });
  });

  it('a second refund number refunds again, up to what was paid, and finds the payment by the order', async () => {
    const { orderNo } = await openOrder();
    fake.markPaid(orderNo);
    const ask = { orderNo, providerReference: null, amountCents: 20_000, totalCents: 29_900, currency: 'USD', reason: '退款 — fee reduced (entry withdrawn)' };
    const before = fake.refunds.length;
    await adapter().refund({ ...ask, refundNo: `R1${orderNo}` });
    await refusal(() => adapter().refund({ ...ask, refundNo: `R2${orderNo}` }), ProviderError);
    await adapter().refund({ ...ask, refundNo: `R3${orderNo}`, amountCents: 9_900 });
    expect(fake.refunds.length - before).toBe(2);
  });
});

describe('TransferEasy amounts', () => {
  it('round-trip exactly, small and large: 1 cent is "0.01", 12345678 cents "123456.78"', async () => {
    for (const [amountCents, text] of [[1, '0.01'], [12_345_678, '123456.78']] as const) {
      const { orderNo } = await openOrder(amountCents);
      fake.markPaid(orderNo);
      expect(fake.order(orderNo)?.amount).toBe(text);
      expect((await adapter().query(orderNo))?.amountCents).toBe(amountCents);
    }
  });

  it('are written as major units with two decimals, whole units for JPY and KRW', () => {
    expect(formatTransferEasyAmount(24_900, 'USD')).toBe('249.00');
    expect(formatTransferEasyAmount(24_950, 'usd')).toBe('249.50');
    expect(formatTransferEasyAmount(5, 'HKD')).toBe('0.05');
    expect(formatTransferEasyAmount(0, 'CNY')).toBe('0.00');
    expect(formatTransferEasyAmount(1000, 'JPY')).toBe('1000');
    expect(formatTransferEasyAmount(50_000, 'KRW')).toBe('50000');
    expect(formatTransferEasyAmount(Number.MAX_SAFE_INTEGER, 'USD')).toBe('90071992547409.91');
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => formatTransferEasyAmount(bad, 'USD')).toThrow(RangeError);
    }
    // A currency its SDK does not list has no known unit: nothing is sent rather than a guess.
    expect(() => formatTransferEasyAmount(1000, 'KWD')).toThrow(RangeError);
  });

  it('are read back exactly, from a string or a JSON number, and anything else is refused', () => {
    const read = (value: unknown, currency = 'USD') => parseTransferEasyAmount(value, currency);
    expect([read('249.00'), read('249'), read('249.5'), read('0.01'), read(249), read(249.5)]).toEqual([
      24_900, 24_900, 24_950, 1, 24_900, 24_950,
    ]);
    expect(read('1234567890123.45')).toBe(123_456_789_012_345);
    expect([read('1000', 'JPY'), read(1000, 'jpy'), read('50000', 'KRW')]).toEqual([1000, 1000, 50_000]);
    const refused = ['249.001', '249.', '.5', '0249', '+249', '-1', '1e3', ' 249', '249 ', '', '２４９', '12345678901234', '0x10', '249,00'];
    for (const bad of [...refused, 249.001, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e21, null, undefined, {}, [249]]) {
      expect(read(bad)).toBeNull();
    }
    expect([read('1000.00', 'JPY'), read('1000.5', 'KRW'), read('249.00', 'KWD'), read('249.00', 'XYZ')]).toEqual([
      null, null, null, null,
    ]);
  });
});

describe("TransferEasy amounts with the SDK's own example values", () => {
  it('a payment of 100 HKD (the SDK example) and of 249.00 USD go out as "100.00" and "249.00", strings', async () => {
    // te-python-sdk examples/api/api_test.py and the PHP SDK's README: 'amount': 100, 'currency': 'HKD',
    // commented "支付单金额，单位为元，精度最多小数点后两位(如果是JPY和KRW，单位为分)".
    const hkd = nextOrderNo();
    await adapter().create({ ...payment(hkd, 10_000), currency: 'HKD' });
    const usd = nextOrderNo();
    await adapter().create(payment(usd, 24_900));
    const sent = (orderNo: string) =>
      fake.received.find((r) => r.path === '/V1/transaction/payment' && r.fields.outTradeNo === orderNo)!.fields;
    expect(sent(hkd)).toMatchObject({ amount: '100.00', currency: 'HKD', productInfo: [expect.objectContaining({ amount: '100.00' })] });
    expect(sent(usd)).toMatchObject({ amount: '249.00', currency: 'USD', productInfo: [expect.objectContaining({ amount: '249.00' })] });
  });

  it('a payment in JPY goes out in whole yen, as the SDK says for JPY and KRW', async () => {
    const orderNo = nextOrderNo();
    await adapter().create({ ...payment(orderNo, 3000), currency: 'JPY' });
    expect(fake.order(orderNo)).toMatchObject({ amount: '3000', currency: 'JPY' });
    fake.markPaid(orderNo);
    expect(await adapter().query(orderNo)).toMatchObject({ amountCents: 3000, currency: 'JPY' });
  });

  it('a genuine notification of "249.00", or "249" as TransferEasy signed "100", pays a 24900-cent order', async () => {
    const { orderNo, created } = await openOrder(24_900);
    fake.markPaid(orderNo);
    const paid = { orderNo, status: 'paid', amountCents: 24_900, currency: 'USD', providerReference: created.providerReference };
    for (const amount of ['249.00', '249']) {
      const count = received.length;
      const n = fake.notification(orderNo, { fields: { amount } });
      expect(await postTo(notifyUrl, n)).toEqual({ status: 200, body: 'SUCCESS' });
      expect(received.slice(count)).toEqual([paid]);
    }
    // And asked for, the answer's JSON number 249 is the same 24900 cents.
    expect(await adapter().query(orderNo)).toEqual(paid);
  });

  it('a refund of 100 (the PHP SDK example) out of a 299.00 payment goes out as "100.00"', async () => {
    // te-php-sdk tests/TeTest.php testRefund: 'refundAmount' => 100.
    const { orderNo, created } = await openOrder(29_900);
    fake.markPaid(orderNo);
    await adapter().refund({
      orderNo,
      providerReference: created.providerReference,
      refundNo: `R${orderNo}`,
      amountCents: 10_000,
      totalCents: 29_900,
      currency: 'USD',
      reason: 'Entry withdrawn',
    });
    const sent = fake.received.findLast((r) => r.path === '/V1/transaction/refund')!.fields;
    expect(sent).toMatchObject({ outTradeNo: `R${orderNo}`, paymentNo: created.providerReference, refundAmount: '100.00' });
  });
});

/** Posts a notification's exact bytes and headers to a URL; the answer. */
async function postTo(url: string, n: { headers: Record<string, string>; rawBody: string }) {
  const res = await fetch(url, { method: 'POST', headers: n.headers, body: n.rawBody, signal: AbortSignal.timeout(5_000) });
  return { status: res.status, body: await res.text() };
}
