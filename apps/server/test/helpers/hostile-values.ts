import fc from 'fast-check';
import type { z } from 'zod';

/*
 * What an attacker types into a field (issue 10): text the database cannot store, text far over
 * any limit, text that looks like SQL or markup, numbers no row can have, and the wrong shape
 * altogether. Used by test/system/hostile-input.test.ts against every call.
 */

/** A JSON number written as text, so a body can carry what JSON.stringify cannot (1e999 → Infinity). */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** Just under Fastify's 1 MiB body limit, so it is parsed and reaches validation. */
const ALMOST_1MB = 1_000_000;

/** What PostgreSQL cannot store in text: the 500s of issue 10. */
const UNSTORABLE = ['\u0000', 'a\u0000b', '\u0000'.repeat(64), '\uD800', 'x\uDFFF', '\uDC00\uD800', 'ok\uDBFFok', `${'a'.repeat(ALMOST_1MB - 1)}\u0000`];

const ODD = [
  '', ' ', '\u202Eevil\u202C', '\u200B\u200C\u200D\uFEFF', 'שלום עולם', 'e\u0301\u0301\u0301', '🪑',
  "' OR '1'='1", "'; drop table users; --", '1) or pg_sleep(5)--', '%00', '\\x00', '%', '_',
  '../../etc/passwd', '<script>alert(1)</script>', '${7*7}', '$`$&', '__proto__',
  'NaN', 'Infinity', '-Infinity', '-1', '0', '-0', '1.5', '1e308', '1e999', '0x10',
  '2147483648', '9007199254740993', '99999999999999999999', 'true', 'null', '[]', '{}',
  'a'.repeat(ALMOST_1MB), '€'.repeat(ALMOST_1MB / 2),
];

/** One UTF-16 unit or code point of the kinds that break things, else any code point. */
const nastyUnit = fc.oneof(
  fc.constantFrom('\u0000', '\u202E', '\u200B', "'", '"', '\\', '%', '\n', ' ', 'a', '1', ','),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

export const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...UNSTORABLE), weight: 3 },
  { arbitrary: fc.constantFrom(...ODD), weight: 3 },
  { arbitrary: fc.string({ unit: nastyUnit, maxLength: 24 }), weight: 2 },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom('-1', '0', '-0', '1.5', '1e308', '-1e308', '1e999', '-1e999', '2147483648', '9007199254740993', '123456789012345678901234567890').map((t) => new RawNumber(t)),
  fc.integer().map((n) => new RawNumber(String(n))),
);

/** The wrong shape where text or a number is expected. */
export const hostileShape = fc.constantFrom<unknown>(null, true, false, [], ['a\u0000'], [[[]]], {}, { a: '\u0000' }, { __proto__: null, toString: 'x' });

export const hostileValue = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: hostileShape, weight: 1 },
);

/** A whole body that is not an object (or is one that tries prototype pollution). */
export const hostileBodyText = fc.constantFrom('null', '[]', '"\\u0000"', '1e999', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '{"a":');

/** JSON text of a value, with RawNumber written as is. */
export function toJsonText(v: unknown): string {
  if (v instanceof RawNumber) return v.text;
  if (Array.isArray(v)) return `[${v.map(toJsonText).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${toJsonText(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/**
 * Percent-encodes text for a query string; a lone surrogate, which encodeURIComponent refuses,
 * goes as the three bytes a careless encoder would send (not valid UTF-8).
 */
export function encodeQueryText(s: string): string {
  let out = '';
  for (const ch of s) {
    const u = ch.charCodeAt(0);
    if (ch.length === 1 && u >= 0xd800 && u <= 0xdfff) {
      out += [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** A query string from field values: arrays repeat the key, objects use `key[sub]`. */
export function toQueryString(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, v: unknown) => {
    if (v === undefined) return;
    if (Array.isArray(v)) return v.forEach((x) => add(key, x));
    if (v && typeof v === 'object' && !(v instanceof RawNumber)) return Object.entries(v).forEach(([k, x]) => add(`${key}[${k}]`, x));
    const text = v instanceof RawNumber ? v.text : String(v);
    parts.push(`${encodeQueryText(key)}=${encodeQueryText(text)}`);
  };
  for (const [k, v] of Object.entries(fields)) add(k, v);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * Field values for one request of a call: every field of its schema gets a value the schema
 * accepts or is left out, then one or two of them (or none) get a hostile value instead, so a
 * request gets past the other fields to the one under attack; sometimes a field the schema does
 * not know is added.
 */
export function fieldsFor(schema: z.ZodType | undefined, validSamples: (field: z.ZodType, key: string) => unknown[]) {
  const shape = schema && (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return fc.dictionary(fc.constantFrom('q', 'id', 'name'), hostileValue, { maxKeys: 2 });
  const keys = Object.keys(shape);
  const valid = Object.fromEntries(
    keys.map((key) => {
      const samples = validSamples(shape[key]!, key);
      return [key, samples.length ? fc.option(fc.constantFrom(...samples), { freq: 6, nil: undefined }) : fc.constant(undefined)];
    }),
  );
  const extraKey = fc.constantFrom('extra', 'isAdmin', 'userId', 'a\u0000');
  return fc
    .tuple(fc.record(valid), fc.oneof(
        { arbitrary: fc.subarray(keys, { minLength: 1, maxLength: 1 }), weight: 4 },
        { arbitrary: fc.subarray(keys, { minLength: 1, maxLength: Math.min(2, keys.length) }), weight: 1 },
        { arbitrary: fc.constant([]), weight: 1 },
      ), fc.array(hostileValue, { minLength: 2, maxLength: 2 }), fc.option(fc.tuple(extraKey, hostileValue), { freq: 4 }))
    .map(([record, attacked, values, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(record)) if (v !== undefined) out[k] = v;
      attacked.forEach((k, i) => (out[k] = values[i]));
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}
