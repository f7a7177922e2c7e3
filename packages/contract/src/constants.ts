/** Business constants and limits (docs/product.md#constants). */

/** Every request times out after this long (docs/product.md#calls, docs/product.md#constants). */
export const REQUEST_TIMEOUT_MS = 250_000;
/** The batch zip download gets longer (docs/product.md#calls, docs/product.md#constants). */
export const BATCH_ZIP_TIMEOUT_MS = 600_000;
/** antd `message` duration in seconds (docs/product.md#constants). */
export const TOAST_DURATION_S = 3;
/** antd `notification` duration in seconds (docs/product.md#constants). */
export const NOTIFICATION_DURATION_S = 4.5;
/** antd `message` top offset in px (docs/product.md#constants). */
export const TOAST_TOP = 8;
/**
 * A lazily loaded script chunk that has not arrived after this long counts as failed
 * (docs/product.md#constants).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LOGIN_ROUTE = '/login';
export const FORBIDDEN_ROUTE = '/403';
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
export const TOKEN_STORAGE_KEY = 'token';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

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
 * link, read by the server to render a page in it (docs/architecture.md#server-rendering).
 */
export const LANGUAGE_COOKIE = 'laurel_lang';

/** The `Set-Cookie` value (or `document.cookie` assignment) that remembers `lng` for a year. */
export const languageCookie = (lng: string): string => `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`;
export type LanguageCode = (typeof LANGUAGES)[number];
