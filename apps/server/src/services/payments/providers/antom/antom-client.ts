import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import {
  antomSignatureHeader,
  antomSignedContent,
  parseAntomSignatureHeader,
  signAntom,
  verifyAntom,
} from './antom-signature.ts';
import { ProviderError } from '../provider.ts';

/** Every Antom answer carries `result`: whether the call worked, not what became of the payment. */
const AntomResult = z.object({
  resultCode: z.string().max(64),
  resultStatus: z.enum(['S', 'F', 'U']),
});
export type AntomResult = z.infer<typeof AntomResult>;

/** An amount as Antom writes it: a currency and a whole number of minor units, as a string. */
export const AntomAmount = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  // 15 digits at most, so the number stays an exact integer once read.
  value: z.string().regex(/^(0|[1-9]\d{0,14})$/),
});

export interface AntomClientOptions {
  clientId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  keyVersion: string;
  baseUrl: string;
  now: () => Date;
  timeoutMs: number;
}

/**
 * One signed call to Antom: the body is signed with the merchant's key, and the answer is read
 * only once Antom's signature over it checks out. An unsigned answer is refused too, although
 * Antom's own SDKs let one through: anyone on the path could have written it.
 */
export function antomClient(opts: AntomClientOptions) {
  // Antom's sandbox answers the same API under another path, for client ids it issued as SANDBOX_….
  const apiPrefix = opts.clientId.startsWith('SANDBOX_') ? '/ams/sandbox/api' : '/ams/api';
  const baseUrl = opts.baseUrl.replace(/\/+$/, '');

  return async function call(
    endpoint: string,
    body: object,
  ): Promise<{ result: AntomResult; answer: Record<string, unknown> }> {
    const path = `${apiPrefix}/v1/payments/${endpoint}`;
    const text = JSON.stringify(body);
    // Epoch milliseconds, the form Antom's signing guide shows (1685599933871) and its Java and Go
    // SDKs send; its Python and PHP SDKs send ISO 8601 (docs/payment-providers.md#antom).
    const requestTime = String(opts.now().getTime());
    const signature = signAntom(
      opts.privateKey,
      antomSignedContent(path, opts.clientId, requestTime, text),
    );
    const fail = (why: string, cause?: unknown) =>
      new ProviderError(`Antom ${endpoint}: ${why}`, { cause });

    let status: number;
    let headers: Headers;
    let answerText: string;
    try {
      const res = await fetch(baseUrl + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=UTF-8',
          'client-id': opts.clientId,
          'request-time': requestTime,
          signature: antomSignatureHeader(opts.keyVersion, signature),
        },
        body: text,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      status = res.status;
      headers = res.headers;
      answerText = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw fail(timedOut ? `no answer within ${opts.timeoutMs} ms` : 'unreachable', err);
    }
    if (status !== 200) throw fail(`HTTP ${status}`);

    const responseTime = headers.get('response-time');
    const given = parseAntomSignatureHeader(headers.get('signature') ?? undefined);
    if (!responseTime || !given) throw fail('unsigned answer');
    const content = antomSignedContent(path, opts.clientId, responseTime, answerText);
    if (!verifyAntom(opts.publicKey, content, given.signature))
      throw fail('answer not signed by Antom');

    let answer: Record<string, unknown>;
    let result: AntomResult;
    try {
      answer = z.record(z.string(), z.unknown()).parse(JSON.parse(answerText));
      result = AntomResult.parse(answer.result);
    } catch {
      throw fail('unreadable answer');
    }
    return { result, answer };
  };
}

/** What to say about a refusal: Antom's result code when it looks like one, never free text. */
export function describeResult(result: AntomResult): string {
  return /^[A-Z0-9_]{1,64}$/.test(result.resultCode)
    ? `${result.resultCode} (${result.resultStatus})`
    : `status ${result.resultStatus}`;
}
