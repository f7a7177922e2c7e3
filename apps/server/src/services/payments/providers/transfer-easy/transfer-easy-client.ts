import type { KeyObject } from 'node:crypto';
import { ProviderError } from '../provider.ts';
import { parseObject, sign, verify } from './transfer-easy-signature.ts';

const SUCCESS_CODE = 1000;

export interface TransferEasyClient {
  baseUrl: string;
  merchantNo: string;
  productCode: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  now: () => Date;
  timeoutMs?: number;
}

/**
 * One signed call; the answer's `data` once its signature is checked and its code is success.
 * Error messages carry the path and TransferEasy's code, never a key, a signature or a body.
 */
export async function post(
  client: TransferEasyClient,
  path: string,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const timestamp = String(Math.floor(client.now().getTime() / 1000));
  const signature = sign(fields, timestamp, client.privateKey);
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${client.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Timestamp: timestamp,
        MerchantNO: client.merchantNo,
        ProductCode: client.productCode,
        Signature: signature,
      },
      body: JSON.stringify(fields),
      signal: AbortSignal.timeout(client.timeoutMs ?? 10_000),
    });
    text = await res.text();
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new ProviderError(`TransferEasy ${path} ${reason}`);
  }
  if (res.status !== 200) throw new ProviderError(`TransferEasy ${path} answered HTTP ${res.status}`);
  const body = parseObject(text);
  const answerTimestamp = res.headers.get('Timestamp') ?? '';
  const answerSignature = res.headers.get('Signature') ?? undefined;
  if (!body || !/^\d{1,12}$/.test(answerTimestamp) || !verify(body, answerTimestamp, answerSignature, client.publicKey)) {
    throw new ProviderError(`TransferEasy ${path}: the answer is not signed by TransferEasy`);
  }
  if (body.code !== SUCCESS_CODE && body.code !== String(SUCCESS_CODE)) {
    throw new ProviderError(`TransferEasy ${path} refused the request: code ${safeCode(body.code)}`);
  }
  const data = body.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new ProviderError(`TransferEasy ${path}: the answer has no data`);
  }
  return data as Record<string, unknown>;
}

/** Only a short code is repeated in a message: an answer's text is not ours to log. */
const safeCode = (code: unknown) =>
  typeof code === 'number' || (typeof code === 'string' && /^\w{1,16}$/.test(code)) ? String(code) : '?';

