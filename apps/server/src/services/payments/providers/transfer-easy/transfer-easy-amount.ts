/*
 * TransferEasy's amounts, in the unit its SDK documents for a payment's `amount`: major units with
 * at most two decimals ("单位为元，精度最多小数点后两位"), whole units for JPY and KRW ("如果是JPY和
 * KRW，单位为分"); the sources are in docs/payment-providers.md#transfereasy. Laurel counts integer
 * minor units, so both directions work on the digits, never through a float: 24900 cents is
 * "249.00", and "249", "249.5" and "249.00" are 24900, 24950 and 24900.
 */

/** The currencies TransferEasy's Python SDK lists; JPY and KRW have no minor unit. */
const DECIMALS: Readonly<Record<string, 0 | 2>> = {
  AUD: 2,
  CAD: 2,
  CNH: 2,
  CNY: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  JPY: 0,
  KRW: 0,
  MOP: 2,
  NZD: 2,
  USD: 2,
};

/**
 * How many decimals TransferEasy writes for a currency; null for one its SDK does not list, whose
 * unit nobody has confirmed (a three-decimal currency would be off by ten).
 */
export function transferEasyDecimals(currency: string): 0 | 2 | null {
  return Object.hasOwn(DECIMALS, currency.toUpperCase()) ? DECIMALS[currency.toUpperCase()]! : null;
}

/** Integer minor units as TransferEasy's decimal text: 24900 USD is "249.00", 1000 JPY is "1000". */
export function formatTransferEasyAmount(minorUnits: number, currency: string): string {
  const decimals = transferEasyDecimals(currency);
  if (decimals === null) throw new RangeError(`TransferEasy: no known unit for ${currency.slice(0, 3)} amounts`);
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) {
    throw new RangeError('TransferEasy: an amount must be whole minor units, 0 or more');
  }
  if (decimals === 0) return String(minorUnits);
  const digits = String(minorUnits).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Up to 13 digits before the point, so the minor units stay an exact integer. */
const MAJOR_WITH_CENTS = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/;
const WHOLE_UNITS = /^(0|[1-9]\d{0,14})$/;

/**
 * A TransferEasy amount back in integer minor units, or null for anything that is not exactly one:
 * a third decimal, a sign, an exponent, spaces, a leading zero, a stray point, a currency without a
 * known unit. A JSON number is read by its shortest decimal text (249.5 is "249.5"), which is the
 * text it was written with whenever that had at most two decimals. Never rounded.
 */
export function parseTransferEasyAmount(value: unknown, currency: string): number | null {
  const decimals = transferEasyDecimals(currency);
  if (decimals === null) return null;
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else return null;
  if (decimals === 0) return WHOLE_UNITS.test(text) ? Number(text) : null;
  const match = MAJOR_WITH_CENTS.exec(text);
  if (!match) return null;
  return Number(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
}
