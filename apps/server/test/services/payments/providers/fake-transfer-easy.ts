import { createSign, createVerify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local TransferEasy (cross-border collection, V1) for the adapter's tests: node:http on
 * 127.0.0.1, orders in memory. It checks requests as TransferEasy does — merchant number, product
 * code, a `Timestamp` within five minutes, an RSA-SHA256 `Signature` under the merchant's public
 * key — and signs every answer and notification with the platform's key. Its canonical string and
 * its reading of amounts are written here again, independently of the adapter's, so that a mistake
 * in one does not hide in both; the adapter's signature is also checked against a message
 * TransferEasy itself signed.
 *
 * Amounts are major units with at most two decimals (whole units for JPY and KRW), as TransferEasy's
 * Python SDK documents a payment's `amount` ("单位为元，精度最多小数点后两位(如果是JPY和KRW，单位为分)",
 * docs/payment-providers.md#transfereasy): a payment or refund in any other form is refused as
 * invalid, and notifications and queries report the amount in that unit.
 */

export interface FakeOrder {
  outTradeNo: string;
  paymentNo: string;
  /** As the merchant sent it, in major units: "249.00". */
  amount: string;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
  productInfo: unknown;
  orderStatus: 'PENDING' | 'SUCCESS' | 'FAIL' | 'CLOSED';
}

export interface FakeRefund {
  outTradeNo: string;
  refundNo: string;
  paymentNo: string;
  /** As the merchant sent it, in major units. */
  refundAmount: string;
}

export interface FakeTransferEasy {
  baseUrl: string;
  order(outTradeNo: string): FakeOrder | undefined;
  markPaid(outTradeNo: string): void;
  markFailed(outTradeNo: string): void;
  /** A signed payment notification for an order, as TransferEasy posts it. */
  notification(
    outTradeNo: string,
    over?: { timestamp?: number; signWith?: string; fields?: Record<string, string> },
  ): { headers: Record<string, string>; rawBody: string };
  /** Posts that notification to the order's `notifyUrl`; the merchant's answer. */
  deliverNotification(outTradeNo: string, over?: { signWith?: string }): Promise<{ status: number; body: string }>;
  refunds: FakeRefund[];
  /** Requests whose merchant, timestamp and signature checked out, as they arrived. */
  received: { path: string; fields: Record<string, unknown> }[];
  /** Requests refused before any business rule, with the reason. */
  refused: { path: string; reason: string }[];
  /** Every signature that crossed the wire, either way: none may reach an error message. */
  signaturesSeen: string[];
  /** `platform` (genuine), another PEM private key, or `none` for unsigned answers. */
  answerSigning: 'platform' | 'none' | { key: string };
  /** While true, requests are held unanswered (for the adapter's time-out). */
  stall: boolean;
  /** Each request is answered this long after it arrived (a provider's latency). */
  answerDelayMs: number;
  /** The most requests it has held at once (reset it to measure a call's). */
  mostInFlight: number;
  close(): Promise<void>;
}

const MAX_SKEW_S = 300;

/** `quote_plus`: letters, digits and `_ . - ~` kept, space as `+`, every other UTF-8 byte %XX. */
function quotePlus(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9_.\-~]/.test(c)) out += c;
    else if (c === ' ') out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Compact JSON, every object's keys in order.
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function fakeCanonical(fields: Record<string, unknown>, timestamp: string): string {
  const names = Object.keys(fields)
    .filter((n) => fields[n] !== null && fields[n] !== undefined)
    .sort();
  return `${names.map((n) => `${quotePlus(n)}=${quotePlus(fieldText(fields[n]))}`).join('&')},${timestamp}`;
}

/**
 * A major-unit amount in minor units, or null unless it is one: digits, for two-decimal currencies
 * optionally a point and one or two more, no leading zero; a JSON number by its decimal text.
 */
export function fakeMinorUnits(value: unknown, currency: string): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const whole = currency === 'JPY' || currency === 'KRW';
  if (!(whole ? /^\d+$/ : /^\d+(\.\d\d?)?$/).test(text) || /^0\d/.test(text)) return null;
  const [units = '', fraction = ''] = text.split('.');
  if (units.length > 13) return null;
  return whole ? Number(units) : Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

const signWith = (key: string, fields: Record<string, unknown>, ts: string) =>
  createSign('RSA-SHA256').update(fakeCanonical(fields, ts)).sign(key, 'base64');

export async function startFakeTransferEasy(opts: {
  merchantNo: string;
  productCode: string;
  merchantPublicKey: string;
  platformPrivateKey: string;
  now?: () => Date;
}): Promise<FakeTransferEasy> {
  const now = opts.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  let serial = 0;
  const stamp = () => now().toISOString().replace(/\D/g, '').slice(0, 14);

  let inFlight = 0;
  const server = createServer((req, res) => {
    inFlight += 1;
    fake.mostInFlight = Math.max(fake.mostInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (fake.stall) return;
      const body = Buffer.concat(chunks).toString('utf8');
      if (fake.answerDelayMs > 0) setTimeout(() => handle(req, body, res), fake.answerDelayMs);
      else handle(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function answer(res: ServerResponse, body: Record<string, unknown>, status = 200) {
    const ts = String(seconds());
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Timestamp: ts };
    const mode = fake.answerSigning;
    if (mode !== 'none') {
      headers.Signature = signWith(mode === 'platform' ? opts.platformPrivateKey : mode.key, body, ts);
      fake.signaturesSeen.push(headers.Signature);
    }
    res.writeHead(status, headers).end(JSON.stringify(body));
  }
  const error = (res: ServerResponse, code: number, msg: string) => answer(res, { code, msg });
  const ok = (res: ServerResponse, data: Record<string, unknown>) => answer(res, { code: 1000, msg: 'success', data });

  function refuse(res: ServerResponse, path: string, code: number, reason: string) {
    fake.refused.push({ path, reason });
    error(res, code, reason);
  }

  function handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    const path = req.url ?? '';
    if (req.method !== 'POST' || !routes[path]) return error(res, 404, 'not found');
    const header = (name: string) => {
      const v = req.headers[name.toLowerCase()];
      return Array.isArray(v) ? v[0] : v;
    };
    const ts = header('Timestamp') ?? '';
    const signature = header('Signature') ?? '';
    if (signature) fake.signaturesSeen.push(signature);
    if (header('MerchantNO') !== opts.merchantNo || header('ProductCode') !== opts.productCode) {
      return refuse(res, path, 1002, 'unknown merchant or product');
    }
    if (!/^\d+$/.test(ts) || Math.abs(seconds() - Number(ts)) > MAX_SKEW_S) return refuse(res, path, 1003, 'timestamp');
    let fields: Record<string, unknown>;
    try {
      fields = JSON.parse(raw) as Record<string, unknown>;
      if (!fields || typeof fields !== 'object' || Array.isArray(fields)) throw new Error('not an object');
    } catch {
      return refuse(res, path, 1004, 'body');
    }
    const genuine =
      /^[A-Za-z0-9+/]+=*$/.test(signature) &&
      createVerify('RSA-SHA256').update(fakeCanonical(fields, ts)).verify(opts.merchantPublicKey, signature, 'base64');
    if (!genuine) return refuse(res, path, 1001, 'signature');
    fake.received.push({ path, fields });
    routes[path]!(fields, res);
  }

  const positive = (v: unknown, currency: unknown) => {
    const minor = typeof currency === 'string' ? fakeMinorUnits(v, currency) : null;
    return minor !== null && minor > 0 ? minor : null;
  };
  // A query answers the amount as a JSON number, as the PHP SDK's test reads a search answer's
  // (`assertEquals(101, $result['data']['amount'])`); notifications carry strings.
  const view = (o: FakeOrder) => ({
    outTradeNo: o.outTradeNo,
    paymentNo: o.paymentNo,
    amount: Number(o.amount),
    currency: o.currency,
    settleCurrency: o.currency,
    orderStatus: o.orderStatus,
    tradeType: 'WEB',
  });

  const routes: Record<string, (f: Record<string, unknown>, res: ServerResponse) => void> = {
    '/V1/transaction/payment': (f, res) => {
      const minor = positive(f.amount, f.currency);
      if (typeof f.outTradeNo !== 'string' || !minor || typeof f.currency !== 'string' || f.tradeType !== 'WEB') {
        return error(res, 2000, 'invalid parameters');
      }
      if (!Array.isArray(f.productInfo) || typeof f.clientIp !== 'string' || typeof f.notifyUrl !== 'string') {
        return error(res, 2000, 'invalid parameters');
      }
      if (!f.productInfo.every((p: unknown) => positive((p as { amount?: unknown } | null)?.amount, f.currency))) {
        return error(res, 2000, 'invalid parameters');
      }
      const existing = orders.get(f.outTradeNo);
      if (existing) {
        // The same order asked again: the same payment, never a second one.
        if (fakeMinorUnits(existing.amount, existing.currency) !== minor || existing.currency !== f.currency) {
          return error(res, 2001, 'outTradeNo exists');
        }
        return ok(res, { ...view(existing), payUrl: `${baseUrl}/checkout/${existing.paymentNo}` });
      }
      const order: FakeOrder = {
        outTradeNo: f.outTradeNo,
        paymentNo: `${stamp()}P${String(++serial).padStart(4, '0')}`,
        amount: String(f.amount),
        currency: f.currency,
        notifyUrl: f.notifyUrl,
        returnUrl: String(f.returnUrl ?? ''),
        productInfo: f.productInfo,
        orderStatus: 'PENDING',
      };
      orders.set(order.outTradeNo, order);
      ok(res, { ...view(order), payUrl: `${baseUrl}/checkout/${order.paymentNo}` });
    },
    '/V1/transaction/searchPayment': (f, res) => {
      const order = orders.get(String(f.outTradeNo));
      return order ? ok(res, view(order)) : error(res, 2002, 'order not found');
    },
    '/V1/transaction/closePayment': (f, res) => {
      const order = orders.get(String(f.outTradeNo));
      if (!order) return error(res, 2002, 'order not found');
      if (order.orderStatus === 'SUCCESS') return error(res, 2003, 'order already paid');
      if (order.orderStatus === 'PENDING') order.orderStatus = 'CLOSED';
      ok(res, view(order));
    },
    '/V1/transaction/refund': (f, res) => {
      if (typeof f.outTradeNo !== 'string' || typeof f.paymentNo !== 'string') return error(res, 2000, 'invalid parameters');
      const order = [...orders.values()].find((o) => o.paymentNo === f.paymentNo);
      // A refund is in the payment's currency, in the same unit.
      const minor = positive(f.refundAmount, order?.currency ?? 'USD');
      if (!minor) return error(res, 2000, 'invalid parameters');
      const done = (r: FakeRefund) => ok(res, { ...r, refundStatus: 'SUCCESS' });
      const again = refunds.get(f.outTradeNo);
      if (again) {
        // The same refund number is the same refund, whatever is asked again.
        if (again.paymentNo !== f.paymentNo || fakeMinorUnits(again.refundAmount, order?.currency ?? 'USD') !== minor) {
          return error(res, 2004, 'refund number used');
        }
        return done(again);
      }
      if (!order || order.orderStatus !== 'SUCCESS') return error(res, 2005, 'payment not refundable');
      const refunded = [...refunds.values()]
        .filter((r) => r.paymentNo === order.paymentNo)
        .reduce((sum, r) => sum + fakeMinorUnits(r.refundAmount, order.currency)!, 0);
      if (refunded + minor > fakeMinorUnits(order.amount, order.currency)!) return error(res, 2006, 'refund exceeds payment');
      const refund = {
        outTradeNo: f.outTradeNo,
        refundNo: `${stamp()}R${String(++serial).padStart(4, '0')}`,
        paymentNo: order.paymentNo,
        refundAmount: String(f.refundAmount),
      };
      refunds.set(refund.outTradeNo, refund);
      fake.refunds.push(refund);
      done(refund);
    },
  };

  function mustFind(outTradeNo: string): FakeOrder {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`fake TransferEasy has no order ${outTradeNo}`);
    return order;
  }

  const fake: FakeTransferEasy = {
    baseUrl,
    order: (no) => orders.get(no),
    markPaid: (no) => void (mustFind(no).orderStatus = 'SUCCESS'),
    markFailed: (no) => void (mustFind(no).orderStatus = 'FAIL'),
    notification(no, over = {}) {
      const o = mustFind(no);
      // The fields and string values of a real notification; its amounts in major units.
      const fields: Record<string, string> = {
        amount: o.amount,
        completeDateTime: String(now().getTime()),
        currency: o.currency,
        orderStatus: o.orderStatus,
        outTradeNo: o.outTradeNo,
        payAmount: o.amount,
        payCurrency: o.currency,
        paymentNo: o.paymentNo,
        remark: `remark - ${o.outTradeNo}`,
        settleAmount: o.amount,
        settleCurrency: o.currency,
        settleExchangeRate: '1',
        tradeType: 'WEB',
        walletBrand: 'Alipay',
        ...over.fields,
      };
      const ts = String(over.timestamp ?? seconds());
      const signature = signWith(over.signWith ?? opts.platformPrivateKey, fields, ts);
      fake.signaturesSeen.push(signature);
      return { headers: { 'Content-Type': 'application/json', Timestamp: ts, Signature: signature }, rawBody: JSON.stringify(fields) };
    },
    async deliverNotification(no, over = {}) {
      const { headers, rawBody } = fake.notification(no, over);
      const res = await fetch(mustFind(no).notifyUrl, { method: 'POST', headers, body: rawBody, signal: AbortSignal.timeout(5_000) });
      return { status: res.status, body: await res.text() };
    },
    refunds: [],
    received: [],
    answerDelayMs: 0,
    mostInFlight: 0,
    refused: [],
    signaturesSeen: [],
    answerSigning: 'platform',
    stall: false,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
