import { createCipheriv, randomInt, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local WeChat Pay API v3 (cross-border "global" gateway) for the adapter's tests. It checks and
 * signs as WeChat does, written here on its own from WeChat's documentation rather than with the
 * adapter's helpers, so a mistake in the adapter's canonical strings cannot cancel itself out:
 *  - a request must carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",
 *    signature="…",timestamp="…",serial_no="…"` (any order), an RSA-SHA256 signature by the
 *    merchant's key over "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n", within 5 minutes; else
 *    401 SIGN_ERROR;
 *  - every answer, errors included, carries Wechatpay-Timestamp/Nonce/Signature/Serial, the
 *    platform key's signature over "TIMESTAMP\nNONCE\nBODY\n";
 *  - a notification's `resource` is sealed with AES-256-GCM under the APIv3 key (base64 of
 *    ciphertext then 16-byte tag), and the whole body signed like an answer.
 */

export interface FakeWxpayOptions {
  mchId: string;
  appId: string;
  merchantSerialNo: string;
  merchantPublicKey: KeyObject;
  platformPrivateKey: KeyObject;
  platformSerial: string;
  apiV3Key: string;
  now?: () => Date;
}

export interface FakeOrder {
  out_trade_no: string;
  /** The create request's body, to answer a repeat of it with the same code_url. */
  createBody: Record<string, unknown>;
  code_url: string;
  amount: { total: number; currency: string };
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR';
  /** WeChat's number for the payment, once paid. */
  id: string | null;
  success_time: string | null;
}

export interface FakeRefund {
  id: string;
  out_refund_no: string;
  out_trade_no: string;
  refund: number;
  total: number;
  currency: string;
  reason: string | undefined;
  status: 'PROCESSING' | 'SUCCESS';
  create_time: string;
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Whether the merchant's signature verified; `refusal` says why not. */
  accepted: boolean;
  refusal?: string;
}

export interface Notification {
  headers: Record<string, string>;
  body: string;
}

/** How the fake signs its answers: as WeChat does, unless a test asks for a wrong key, serial or clock. */
export interface AnswerSigning {
  privateKey?: KeyObject;
  serial?: string;
  timestampOffsetSeconds?: number;
}

const SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
const alnum = (n: number) =>
  Array.from(
    { length: n },
    () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[randomInt(62)],
  ).join('');
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
/** WeChat writes times in China Standard Time. */
const chinaTime = (d: Date) =>
  `${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startFakeWxpay(opts: FakeWxpayOptions) {
  const now = opts.now ?? (() => new Date());
  const requests: ReceivedRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  const control = { answerSigning: {} as AnswerSigning, stallAnswers: false };

  function signPlatform(body: string, s: AnswerSigning = {}) {
    const timestamp = String(Math.floor(now().getTime() / 1000) + (s.timestampOffsetSeconds ?? 0));
    const nonce = alnum(32);
    const signature = sign(
      'sha256',
      Buffer.from(`${timestamp}\n${nonce}\n${body}\n`),
      s.privateKey ?? opts.platformPrivateKey,
    ).toString('base64');
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': s.serial ?? opts.platformSerial,
    };
  }

  function answer(res: ServerResponse, status: number, payload: object | null) {
    const body = payload === null ? '' : JSON.stringify(payload);
    res.writeHead(status, {
      ...(payload === null ? {} : { 'Content-Type': 'application/json' }),
      'Request-ID': `08${digits(20)}`,
      ...signPlatform(body, control.answerSigning),
    });
    res.end(body);
  }

  /** The merchant's signature, checked as WeChat checks it. */
  function authenticate(
    method: string,
    url: string,
    authorization: string | undefined,
    body: string,
  ) {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(authorization ?? '');
    if (!m) throw new Refusal(401, 'SIGN_ERROR', 'missing or unknown Authorization scheme');
    const p = Object.fromEntries(
      [...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1]!, x[2]!]),
    );
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = p;
    if (!mchid || !nonce || !signature || !timestamp || !serial)
      throw new Refusal(401, 'SIGN_ERROR', 'incomplete Authorization');
    if (mchid !== opts.mchId) throw new Refusal(401, 'SIGN_ERROR', 'unknown merchant');
    if (serial !== opts.merchantSerialNo)
      throw new Refusal(401, 'SIGN_ERROR', 'unknown certificate serial');
    if (nonce.length > 32) throw new Refusal(401, 'SIGN_ERROR', 'nonce too long');
    if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - now().getTime() / 1000) > 300)
      throw new Refusal(401, 'SIGN_ERROR', 'timestamp expired');
    const message = `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
    let valid = false;
    try {
      valid = verify(
        'sha256',
        Buffer.from(message),
        opts.merchantPublicKey,
        Buffer.from(signature, 'base64'),
      );
    } catch {
      // a malformed signature is simply not valid
    }
    if (!valid) throw new Refusal(401, 'SIGN_ERROR', 'signature verification failed');
  }

  const param = (ok: boolean, what: string) => {
    if (!ok) throw new Refusal(400, 'PARAM_ERROR', what);
  };
  const isAmount = (n: unknown): n is number =>
    typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

  function transactionView(o: FakeOrder) {
    return {
      id: o.id ?? undefined,
      appid: opts.appId,
      mchid: opts.mchId,
      out_trade_no: o.out_trade_no,
      trade_type: 'NATIVE',
      trade_state: o.trade_state,
      trade_state_desc: o.trade_state,
      ...(o.id
        ? {
            bank_type: 'OTHERS',
            success_time: o.success_time,
            payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
          }
        : {}),
      // What the payer's wallet was charged, in yuan: never the order's amount.
      amount: {
        ...o.amount,
        payer_total: Math.round(o.amount.total * 7.1),
        payer_currency: 'CNY',
        exchange_rate: { type: 'SETTLEMENT_RATE', rate: 710000000 },
      },
    };
  }

  function route(
    method: string,
    url: URL,
    body: Record<string, unknown>,
  ): { status: number; payload: object | null } {
    const path = url.pathname;
    if (method === 'POST' && path === '/v3/global/transactions/native') {
      const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
      param(body.appid === opts.appId && body.mchid === opts.mchId, 'appid or mchid');
      param(body.trade_type === 'NATIVE', 'trade_type');
      param(
        typeof body.description === 'string' &&
          body.description.length > 0 &&
          Buffer.byteLength(body.description) <= 127,
        'description',
      );
      param(
        typeof body.out_trade_no === 'string' && /^[0-9A-Za-z_\-|*]{1,32}$/.test(body.out_trade_no),
        'out_trade_no',
      );
      param(
        typeof body.notify_url === 'string' &&
          body.notify_url.startsWith('https://') &&
          body.notify_url.length <= 256,
        'notify_url',
      );
      param(
        body.time_expire === undefined ||
          (typeof body.time_expire === 'string' &&
            /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(body.time_expire)),
        'time_expire',
      );
      param(
        body.merchant_category_code === undefined ||
          /^\d{4}$/.test(String(body.merchant_category_code)),
        'merchant_category_code',
      );
      param(
        isAmount(amount?.total) &&
          typeof amount?.currency === 'string' &&
          /^[A-Z]{3}$/.test(amount.currency),
        'amount',
      );
      const no = body.out_trade_no as string;
      const known = orders.get(no);
      if (known) {
        // The same order asked again is answered the same; another order under its number is refused.
        if (JSON.stringify(known.createBody) !== JSON.stringify(body))
          throw new Refusal(400, 'INVALID_REQUEST', 'out_trade_no already used');
        return { status: 200, payload: { code_url: known.code_url } };
      }
      const order: FakeOrder = {
        out_trade_no: no,
        createBody: body,
        code_url: `weixin://wxpay/bizpayurl?pr=${alnum(7)}`,
        amount: { total: amount!.total as number, currency: amount!.currency as string },
        trade_state: 'NOTPAY',
        id: null,
        success_time: null,
      };
      orders.set(no, order);
      return { status: 200, payload: { code_url: order.code_url } };
    }

    const query = /^\/v3\/global\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (method === 'GET' && query) {
      param(url.searchParams.get('mchid') === opts.mchId, 'mchid');
      const order = orders.get(decodeURIComponent(query[1]!));
      if (!order) throw new Refusal(404, 'ORDER_NOT_EXIST', 'order does not exist');
      return { status: 200, payload: transactionView(order) };
    }

    const close = /^\/v3\/global\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path);
    if (method === 'POST' && close) {
      param(body.mchid === opts.mchId, 'mchid');
      const order = orders.get(decodeURIComponent(close[1]!));
      if (!order) throw new Refusal(404, 'ORDER_NOT_EXIST', 'order does not exist');
      if (order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND')
        throw new Refusal(400, 'ORDERPAID', 'order already paid');
      order.trade_state = 'CLOSED';
      return { status: 204, payload: null };
    }

    if (method === 'POST' && path === '/v3/global/refunds') {
      const amount = body.amount as
        { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
      param(body.mchid === opts.mchId && body.appid === opts.appId, 'appid or mchid');
      param(
        typeof body.out_refund_no === 'string' &&
          /^[0-9A-Za-z_\-|*@]{1,64}$/.test(body.out_refund_no),
        'out_refund_no',
      );
      param(
        isAmount(amount?.refund) && isAmount(amount?.total) && typeof amount?.currency === 'string',
        'amount',
      );
      const order = orders.get(String(body.out_trade_no));
      if (!order) throw new Refusal(404, 'RESOURCE_NOT_EXISTS', 'order does not exist');
      const refundNo = body.out_refund_no as string;
      const known = refunds.get(refundNo);
      if (known) {
        // The refund number is the idempotency key: asked again, the same refund, not a second one.
        if (known.refund !== amount!.refund || known.out_trade_no !== order.out_trade_no)
          throw new Refusal(400, 'INVALID_REQUEST', 'out_refund_no already used');
        return { status: 200, payload: refundView(known) };
      }
      if (order.trade_state !== 'SUCCESS' && order.trade_state !== 'REFUND')
        throw new Refusal(403, 'TRADE_STATE_ERROR', 'order not paid');
      param(
        amount!.total === order.amount.total && amount!.currency === order.amount.currency,
        'total or currency differs from the order',
      );
      const refunded = [...refunds.values()]
        .filter((r) => r.out_trade_no === order.out_trade_no)
        .reduce((sum, r) => sum + r.refund, 0);
      if (refunded + (amount!.refund as number) > order.amount.total)
        throw new Refusal(403, 'NOT_ENOUGH', 'refund exceeds what is left');
      const refund: FakeRefund = {
        id: `50${digits(27)}`,
        out_refund_no: refundNo,
        out_trade_no: order.out_trade_no,
        refund: amount!.refund as number,
        total: order.amount.total,
        currency: order.amount.currency,
        reason: typeof body.reason === 'string' ? body.reason : undefined,
        status: 'PROCESSING',
        create_time: chinaTime(now()),
      };
      refunds.set(refundNo, refund);
      order.trade_state = 'REFUND';
      return { status: 200, payload: refundView(refund) };
    }
    throw new Refusal(404, 'NOT_FOUND', 'no such API');
  }

  function refundView(r: FakeRefund) {
    const order = orders.get(r.out_trade_no)!;
    return {
      id: r.id,
      out_refund_no: r.out_refund_no,
      transaction_id: order.id,
      out_trade_no: r.out_trade_no,
      create_time: r.create_time,
      status: r.status,
      amount: {
        refund: r.refund,
        currency: r.currency,
        payer_refund: Math.round(r.refund * 7.1),
        payer_currency: 'CNY',
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const rawUrl = req.url ?? '/';
    const record: ReceivedRequest = {
      method,
      url: rawUrl,
      headers: req.headers,
      body,
      accepted: false,
    };
    requests.push(record);
    if (control.stallAnswers) return; // never answers: the caller's timeout must end it
    try {
      authenticate(method, rawUrl, req.headers.authorization, body);
      record.accepted = true;
      param(
        (req.headers.accept ?? '').includes('application/json'),
        'Accept must be application/json',
      );
      let parsed: Record<string, unknown> = {};
      if (method === 'POST') {
        param(
          (req.headers['content-type'] ?? '').startsWith('application/json'),
          'Content-Type must be application/json',
        );
        try {
          parsed = JSON.parse(body) as Record<string, unknown>;
        } catch {
          param(false, 'body is not JSON');
        }
      }
      const { status, payload } = route(method, new URL(rawUrl, 'http://fake'), parsed);
      answer(res, status, payload);
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      if (err.status === 401) record.refusal = err.message;
      answer(res, err.status, { code: err.code, message: err.message });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function order(outTradeNo: string): FakeOrder {
    const o = orders.get(outTradeNo);
    if (!o) throw new Error(`the fake has no order ${outTradeNo}`);
    return o;
  }

  /**
   * A notification as WeChat posts it: the resource sealed under the APIv3 key, the body signed
   * with the platform key. The options make it wrong in exactly one way.
   */
  function notification(
    outTradeNo: string,
    o: {
      eventType?: 'TRANSACTION.SUCCESS' | 'REFUND.SUCCESS';
      timestampOffsetSeconds?: number;
      privateKey?: KeyObject;
      serial?: string;
      corruptTag?: boolean;
    } = {},
  ): Notification {
    const eventType = o.eventType ?? 'TRANSACTION.SUCCESS';
    const ord = order(outTradeNo);
    const refund = [...refunds.values()].find((r) => r.out_trade_no === outTradeNo);
    const isRefund = eventType === 'REFUND.SUCCESS';
    if (isRefund && !refund) throw new Error('no refund to notify');
    const resource = isRefund
      ? {
          mchid: opts.mchId,
          out_trade_no: outTradeNo,
          transaction_id: ord.id,
          out_refund_no: refund!.out_refund_no,
          refund_id: refund!.id,
          refund_status: 'SUCCESS',
          success_time: chinaTime(now()),
          amount: { total: refund!.total, refund: refund!.refund, currency: refund!.currency },
        }
      : transactionView(ord);
    const associatedData = isRefund ? 'refund' : 'transaction';
    const nonce = alnum(12);
    const cipher = createCipheriv(
      'aes-256-gcm',
      Buffer.from(opts.apiV3Key, 'utf8'),
      Buffer.from(nonce, 'utf8'),
    );
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    if (o.corruptTag) tag[0]! ^= 0x01;
    const body = JSON.stringify({
      id: `EV-${digits(19)}`,
      create_time: chinaTime(now()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: isRefund ? 'Refund succeeded' : 'Payment succeeded',
      resource: {
        original_type: associatedData,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: Buffer.concat([sealed, tag]).toString('base64'),
        associated_data: associatedData,
        nonce,
      },
    });
    return {
      headers: {
        'Content-Type': 'application/json',
        'Wechatpay-Signature-Type': SCHEMA,
        ...signPlatform(body, {
          privateKey: o.privateKey,
          serial: o.serial,
          timestampOffsetSeconds: o.timestampOffsetSeconds,
        }),
      },
      body,
    };
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    orders,
    refunds,
    control,
    order,
    /** The payer scans and pays: the order is SUCCESS with WeChat's number for it. */
    payerPays(outTradeNo: string): FakeOrder {
      const o = order(outTradeNo);
      o.trade_state = 'SUCCESS';
      o.id = `42000${digits(23)}`;
      o.success_time = chinaTime(now());
      return o;
    },
    /** WeChat finishes a refund: its state becomes SUCCESS. */
    settleRefund(outRefundNo: string) {
      const r = refunds.get(outRefundNo);
      if (!r) throw new Error(`the fake has no refund ${outRefundNo}`);
      r.status = 'SUCCESS';
    },
    notification,
    /** Posts a notification to the merchant as WeChat does; WeChat counts any 2xx as received. */
    async deliver(notifyUrl: string, n: Notification): Promise<{ status: number; body: string }> {
      const res = await fetch(notifyUrl, {
        method: 'POST',
        headers: n.headers,
        body: n.body,
        signal: AbortSignal.timeout(5_000),
      });
      return { status: res.status, body: await res.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeWxpay = Awaited<ReturnType<typeof startFakeWxpay>>;
