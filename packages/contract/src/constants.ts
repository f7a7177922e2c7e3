/**
 * Business constants and limits that the server and the web app share (docs/product.md#constants).
 * What only the browser uses (the default time-out, toasts, the login and 403 routes, the token's
 * storage key) is the web app's own: apps/web/src/lib/constants.ts.
 */

/**
 * The batch zip download's own time-out, longer than every other call's (docs/product.md#calls,
 * docs/product.md#constants): the call's `timeoutMs`.
 */
export const BATCH_ZIP_TIMEOUT_MS = 600_000;
/**
 * Money is integer US cents; shown in en-US dollars (docs/product.md#constants,
 * docs/product.md#api-conventions).
 */
export const CURRENCY = 'USD';
export const CURRENCY_LOCALE = 'en-US';
export const formatMoney = (cents: number): string =>
  new Intl.NumberFormat(CURRENCY_LOCALE, { style: 'currency', currency: CURRENCY }).format(cents / 100);

export const API_PREFIX = '/api';
export const TOKEN_HEADER = 'token';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/**
 * The console's entries table counts the matching entries up to this many and says "more than"
 * beyond it: an exact count walks every match, and the page must cost the same over 50 000
 * entries as over 200 (docs/decisions/022-console-entries-table.md).
 */
export const ENTRIES_COUNT_CAP = 10_000;

/** Account rules (issue 2). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const VERIFY_CODE_LENGTH = 6;
export const VERIFY_CODE_TTL_S = 600;
export const VERIFY_CODE_MAX_TRIES = 5;
export const VERIFY_CODE_RESEND_S = 60;

export const LANGUAGES = ['en', 'zh-CN'] as const;

/**
 * The visitor's language choice as a cookie, written by the web app and by the server's language
 * link, read by the server to render a page in it (apps/web/src/app/README.md#server-rendering).
 */
export const LANGUAGE_COOKIE = 'laurel_lang';

/** The `Set-Cookie` value (or `document.cookie` assignment) that remembers `lng` for a year. */
export const languageCookie = (lng: string): string => `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`;
export type LanguageCode = (typeof LANGUAGES)[number];
