/**
 * The web app's own constants (docs/product.md#constants): how long a call or a page's script may
 * take, how toasts show, where a 401 and a 403 lead, where the session token is kept. Only the
 * browser uses them, so they are not in the contract (packages/contract/src/constants.ts), which
 * holds what the server and the web app share.
 */

/**
 * Every call gives up after this long unless the contract gives the call its own `timeoutMs`
 * (the batch zip's BATCH_ZIP_TIMEOUT_MS) (docs/product.md#calls).
 */
export const REQUEST_TIMEOUT_MS = 250_000;
/** antd `message` duration in seconds. */
export const TOAST_DURATION_S = 3;
/** antd `notification` duration in seconds. */
export const NOTIFICATION_DURATION_S = 4.5;
/** antd `message` top offset in px. */
export const TOAST_TOP = 8;
/** A lazily loaded script chunk that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LOGIN_ROUTE = '/login';
export const FORBIDDEN_ROUTE = '/403';
/** The `localStorage` key of the session token (lib/session/token.ts). */
export const TOKEN_STORAGE_KEY = 'token';
