import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Session tokens: 32 random bytes; only their SHA-256 is stored, so a leaked table grants nothing. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => hash('sha256', value, 'hex');

export const newNumericCode = (digits: number): string =>
  String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export const safeEqual = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
