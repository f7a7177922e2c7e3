import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * TransferEasy's signature (the assumptions are listed at the top of transfer-easy.ts): RSA
 * PKCS#1 v1.5 with SHA-256, base64, over the message's top-level fields sorted by name, each
 * `name=value` with the value form-encoded, joined by `&`, then `,` and the `Timestamp` header
 * (Unix seconds). A list or object value is first written as compact JSON with its keys sorted.
 * The same rule signs our requests (our key), its answers and its notifications (its key); the
 * test checks it against a notification TransferEasy's own test environment signed.
 */
export function canonicalString(fields: Record<string, unknown>, timestamp: string): string {
  const pairs = Object.keys(fields)
    // An absent value is left out, as TransferEasy's SDKs leave it out, not written as "null".
    .filter((name) => fields[name] !== null && fields[name] !== undefined)
    .sort()
    .map((name) => `${formEncode(name)}=${formEncode(valueText(fields[name]))}`);
  return `${pairs.join('&')},${timestamp}`;
}

/**
 * `application/x-www-form-urlencoded` as Python's `quote_plus` writes it: only letters, digits and
 * `_ . - ~` stay, a space is `+`. encodeURIComponent also keeps `! ' ( ) *`, so those are escaped.
 * Throws URIError on a lone surrogate, which no genuine message carries.
 */
function formEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(sortedKeys(value));
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(obj).sort().map((k) => [k, sortedKeys(obj[k])]));
}

/** Reads a PEM key once; the message names the key, never its text. */
export function readKey(pem: string, kind: 'private' | 'public', name: string): KeyObject {
  try {
    return kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
  } catch {
    throw new Error(`TransferEasy: the ${name} is not a readable PEM ${kind} key`);
  }
}

export function sign(fields: Record<string, unknown>, timestamp: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(canonicalString(fields, timestamp), 'utf8').sign(key, 'base64');
}

/** False for a wrong, malformed or missing signature, and for fields that cannot be encoded. */
export function verify(
  fields: Record<string, unknown>,
  timestamp: string,
  signature: string | undefined,
  key: KeyObject,
): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  let text: string;
  try {
    text = canonicalString(fields, timestamp);
  } catch {
    return false;
  }
  return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');
}

/** A JSON object's fields, or null for anything else (an array, a string, broken JSON). */
export function parseObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
