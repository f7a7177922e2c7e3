import { createDecipheriv, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

/*
 * WeChat Pay API v3's signatures and encryption (apps/server/src/services/payments/README.md#payments): the merchant signs
 * each request with its RSA key, the platform signs each answer and each callback with its own, and
 * a callback's payload is sealed with AES-256-GCM under the merchant's APIv3 key. The canonical
 * strings are byte-exact: every line, the last one too, ends in "\n".
 */

export const WXPAY_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** How far a platform timestamp may stray from our clock, either way, as WeChat's own SDKs allow. */
export const WXPAY_MAX_SKEW_SECONDS = 5 * 60;

/** 32 upper-case hex characters: within WeChat's 32-character, letters-and-digits nonce. */
export const newNonce = (): string => randomBytes(16).toString('hex').toUpperCase();

/** What the merchant signs: method, path with its query as sent, timestamp, nonce, body. */
export const requestMessage = (
  method: string,
  pathWithQuery: string,
  timestamp: number,
  nonce: string,
  body: string,
): string => `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** What the platform signs, for an answer and for a callback alike. */
export const platformMessage = (timestamp: string, nonce: string, body: string): string =>
  `${timestamp}\n${nonce}\n${body}\n`;

export const signSha256Rsa = (message: string, privateKey: KeyObject): string =>
  sign('sha256', Buffer.from(message, 'utf8'), privateKey).toString('base64');

/** False for any signature that is not valid, malformed ones included; never throws. */
export function verifySha256Rsa(message: string, signature: string, publicKey: KeyObject): boolean {
  // Strict base64 only: Buffer.from would quietly skip stray characters.
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return verify(
      'sha256',
      Buffer.from(message, 'utf8'),
      publicKey,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}

export function authorizationHeader(a: {
  mchId: string;
  serialNo: string;
  nonce: string;
  timestamp: number;
  signature: string;
}): string {
  return `${WXPAY_SCHEMA} mchid="${a.mchId}",nonce_str="${a.nonce}",timestamp="${a.timestamp}",serial_no="${a.serialNo}",signature="${a.signature}"`;
}

/** A whole-second UNIX timestamp within the allowed skew of `now`. */
export function freshTimestamp(raw: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(raw)) return false;
  return Math.abs(Math.floor(now.getTime() / 1000) - Number(raw)) < WXPAY_MAX_SKEW_SECONDS;
}

const GCM_TAG_BYTES = 16;

/**
 * Opens a callback's `resource` (`AEAD_AES_256_GCM`): the base64 ciphertext ends in the 16-byte
 * tag, the nonce and associated data are plain strings. Throws when the tag does not match, so a
 * resource altered or sealed under another key yields nothing.
 */
export function openAes256Gcm(
  key: Buffer,
  r: { nonce: string; associatedData: string; ciphertext: string },
): Buffer {
  const sealed = Buffer.from(r.ciphertext, 'base64');
  if (sealed.length <= GCM_TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(r.nonce, 'utf8'), {
    authTagLength: GCM_TAG_BYTES,
  });
  decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
  decipher.setAAD(Buffer.from(r.associatedData, 'utf8'));
  return Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
    decipher.final(),
  ]);
}

/** RFC 3339 to the second with a numeric offset, the form WeChat's examples use. */
export const rfc3339 = (d: Date): string => `${d.toISOString().slice(0, 19)}+00:00`;
