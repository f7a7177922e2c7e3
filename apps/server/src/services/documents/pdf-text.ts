import type { LanguageCode } from '@laurel/contract';
import { sayDay } from '../../lib/texts/say.ts';
import type { DocumentLocale } from './document-types.ts';

/** Longest string a document prints from one field: a pasted essay cannot grow it by pages. */
const MAX_CHARS = 600;

/**
 * `text` made printable. Control and bidirectional-override characters are dropped (a U+202E
 * could make an amount or a name read backwards), so are lone surrogates (half an emoji cut
 * off upstream: no font has a glyph for them, nor for U+FFFD in Noto Sans SC), line breaks are kept only where `multiline` asks for them, spaces are
 * collapsed, and past MAX_CHARS the text ends in an ellipsis.
 */
export function cleanText(text: string | null | undefined, multiline = false): string {
  if (!text) return '';
  let s = text
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/\t/g, ' ')
    // C0 and C1 controls but the newline, DEL, directional marks and overrides, BOM, noncharacters.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff\ufffe\uffff]/g, '');
  s = multiline
    ? s
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n')
    : s.replace(/\s+/g, ' ').trim();
  if (s.length > MAX_CHARS) s = `${s.slice(0, MAX_CHARS - 1).replace(/[\ud800-\udbff]$/, '')}…`;
  return s;
}

/**
 * Integer cents as en-US dollars, `$1,234.56` or `-$1,234.56`, with integer arithmetic only
 * (cents / 100 in floating point can print a cent off on large sums). Anything but a safe
 * integer is a bug upstream and throws rather than print a wrong amount.
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount in cents must be an integer, got ${cents}`);
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const dollars = String((abs - rest) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** Basis points as a percentage: 2000 → `20%`, 1950 → `19.5%`, 0 → `0%`. */
export function formatTaxRate(bp: number): string {
  if (!Number.isSafeInteger(bp)) throw new RangeError(`tax rate in basis points must be an integer, got ${bp}`);
  const abs = Math.abs(bp);
  const frac = abs % 100;
  const fraction = frac ? `.${String(frac).padStart(2, '0').replace(/0$/, '')}` : '';
  return `${bp < 0 ? '-' : ''}${(abs - frac) / 100}${fraction}%`;
}

/** A whole number with thousands separators. */
export const formatQuantity = (n: number): string => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: 3 }) : '');

/** The language of the server's catalogue (lib/texts/) a document is worded in. */
export const documentLanguage = (locale: DocumentLocale): LanguageCode => (locale === 'zh' ? 'zh-CN' : 'en');

/** A calendar date in UTC, the server's day: `23 November 2026` or `2026年11月23日`. */
export const formatDate = (date: Date, locale: DocumentLocale): string => sayDay(documentLanguage(locale), date);
