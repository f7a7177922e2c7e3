import type { KeyObject } from 'node:crypto';
import { safeEqual } from '../../../../lib/crypto.ts';
import { ProviderError } from '../provider.ts';
import {
  authorizationHeader,
  freshTimestamp,
  newNonce,
  platformMessage,
  requestMessage,
  signSha256Rsa,
  verifySha256Rsa,
} from './wxpay-crypto.ts';

export interface WxpayClientOptions {
  mchId: string;
  merchantSerialNo: string;
  merchantKey: KeyObject;
  platformKey: KeyObject;
  platformSerial: string;
  baseUrl: string;
  now: () => Date;
  timeoutMs: number;
}

/** A 2xx answer whose signature checked out: its status and its parsed JSON (null when empty). */
export interface WxpayAnswer {
  status: number;
  data: unknown;
}

const header = (res: Response, name: string) => res.headers.get(name)?.trim() ?? '';

/**
 * One signed call to WeChat Pay API v3. The request carries the merchant's signature in
 * `Authorization`; a successful answer is trusted only once its `Wechatpay-Signature` verifies
 * with the platform key named by `Wechatpay-Serial` and its timestamp is fresh, so a man in the
 * middle or a stale replay cannot tell us an order is paid. A refusal is thrown as ProviderError
 * with WeChat's error code and request id, never a key, a signature or the body we sent.
 */
export function wxpayClient(opts: WxpayClientOptions) {
  const base = opts.baseUrl.replace(/\/+$/, '');

  return async function call(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    body?: object,
  ): Promise<WxpayAnswer> {
    const url = new URL(base + pathWithQuery);
    // Signed exactly as sent: the path and query after URL normalisation.
    const signedPath = url.pathname + url.search;
    const label = `${method} ${url.pathname}`;
    const bodyText = body === undefined ? '' : JSON.stringify(body);
    const timestamp = Math.floor(opts.now().getTime() / 1000);
    const nonce = newNonce();
    const signature = signSha256Rsa(
      requestMessage(method, signedPath, timestamp, nonce, bodyText),
      opts.merchantKey,
    );

    let res: Response;
    let raw: string;
    try {
      res = await fetch(url, {
        method,
        headers: {
          Authorization: authorizationHeader({
            mchId: opts.mchId,
            serialNo: opts.merchantSerialNo,
            nonce,
            timestamp,
            signature,
          }),
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          'User-Agent': 'laurel-wxpay/1',
          // Which platform key we verify with, as WeChat's SDKs announce it.
          'Wechatpay-Serial': opts.platformSerial,
        },
        body: body === undefined ? undefined : bodyText,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      raw = await res.text();
    } catch (err) {
      const reason =
        err instanceof Error && err.name === 'TimeoutError'
          ? `no answer within ${opts.timeoutMs} ms`
          : 'network error';
      throw new ProviderError(`WeChat Pay ${label}: ${reason}`);
    }

    const requestId = header(res, 'request-id');
    const ref = /^[\w.-]{1,64}$/.test(requestId) ? ` (request id ${requestId})` : '';
    if (res.status < 200 || res.status > 299) {
      // WeChat's error code names the cause (SIGN_ERROR, ORDER_NOT_EXIST…); its message is not needed.
      let code = 'unreadable error';
      try {
        const parsed = JSON.parse(raw) as { code?: unknown };
        if (typeof parsed.code === 'string' && /^[A-Z0-9_]{1,64}$/.test(parsed.code))
          code = parsed.code;
      } catch {
        // keep the generic code
      }
      throw new ProviderError(`WeChat Pay refused ${label}: HTTP ${res.status} ${code}${ref}`);
    }

    const serial = header(res, 'wechatpay-serial');
    const ts = header(res, 'wechatpay-timestamp');
    const trusted =
      safeEqual(serial, opts.platformSerial) &&
      freshTimestamp(ts, opts.now()) &&
      verifySha256Rsa(
        platformMessage(ts, header(res, 'wechatpay-nonce'), raw),
        header(res, 'wechatpay-signature'),
        opts.platformKey,
      );
    if (!trusted)
      throw new ProviderError(
        `WeChat Pay ${label}: the answer is not signed by the platform key${ref}`,
      );

    if (raw === '') return { status: res.status, data: null };
    try {
      return { status: res.status, data: JSON.parse(raw) as unknown };
    } catch {
      throw new ProviderError(`WeChat Pay ${label}: unreadable answer${ref}`);
    }
  };
}
