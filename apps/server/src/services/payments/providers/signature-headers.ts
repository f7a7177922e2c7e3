import { BadCallback } from './provider.ts';
import type { CallbackHeaders } from '../../../core/payment-providers.ts';

/**
 * Every header of a request with each value it arrived with, by lower-cased name, from Node's
 * `rawHeaders` (name, value, name, value…), which `app.inject` fills the same way. `req.headers`
 * will not do for a signature: Node joins a repeated header into one string with ", ", and
 * Antom's `signature` header has commas of its own, so two headers could not be told from one.
 */
export function callbackHeaders(rawHeaders: readonly string[]): Record<string, string[]> {
  // A Map, so a header named like an Object property (`__proto__`) is just a header.
  const byName = new Map<string, string[]>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    const values = byName.get(name) ?? [];
    values.push(rawHeaders[i + 1]!);
    byName.set(name, values);
  }
  return Object.fromEntries(byName);
}

/**
 * The one value of a header a callback's signature depends on, whatever the case of its name.
 * Given twice (as two values, or under two spellings of its name) it is refused: which signature or
 * which time was meant cannot be known, and a check must never pick one. Empty counts as missing.
 * A refusal is a BadCallback, the 400 in the provider's own format (apps/server/src/services/payments/README.md#payments).
 */
export function optionalSignatureHeader(headers: CallbackHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const values: string[] = [];
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    values.push(...(Array.isArray(value) ? value : [value]));
  }
  if (values.length > 1) throw new BadCallback(`${wanted} header given more than once`);
  // Whitespace around a field value is not part of it (RFC 9110, section 5.5).
  const value = values[0]?.trim();
  return value ? value : undefined;
}

/** As optionalSignatureHeader, and refused when missing. */
export function signatureHeader(headers: CallbackHeaders, name: string): string {
  const value = optionalSignatureHeader(headers, name);
  if (value === undefined) throw new BadCallback(`missing ${name.toLowerCase()} header`);
  return value;
}
