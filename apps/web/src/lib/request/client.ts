import i18n from 'i18next';
import { API_PREFIX, TOKEN_HEADER, type CallMeta } from '@laurel/contract';
import { REQUEST_TIMEOUT_MS } from '../constants.ts';
import { getToken } from '../session/token.ts';
import type { SendInit } from './transport.ts';

export { TransportError, type ClientResponse, type SendInit } from './transport.ts';

/**
 * How the app asks the API for something, in fetch's terms (docs/product.md#calls): the URL (the
 * API base, the call's path, the query), and a `RequestInit` with the token and language headers,
 * credentials included, the 250 000 ms time-out and, where asked, a cache mode. Every call is
 * built here — JSON calls, files and uploads (features/entries/api/upload-file.ts) — and only the
 * wire under it differs (transport.ts, xhr-transport.ts). It sends through `fetch`; axios was
 * 56 KB of the first load for the same behaviour (docs/decisions/004-light-first-load.md).
 */

let apiBase = apiBaseFrom((import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '');

function apiBaseFrom(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${API_PREFIX}`;
}

/**
 * Points the client at another server: `url` is the origin (or path prefix) in front of `/api`,
 * e.g. `https://api.example.com`. The default is `VITE_API_BASE_URL`, or the page's own origin.
 */
export function setApiBaseUrl(url: string): void {
  apiBase = apiBaseFrom(url);
}

export function getApiBaseUrl(): string {
  return apiBase;
}

/** `('/index/banner', { position: 'home' })` → `<API base>/index/banner?position=home`. */
export function apiUrl(path: string, query?: unknown): string {
  const search = queryString(query);
  return `${apiBase}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/** `{ q: 'a', ids: [1, 2], none: undefined }` → `q=a&ids=1&ids=2`; null and undefined are left out. */
export function queryString(params: unknown): string {
  if (typeof params !== 'object' || params === null) return '';
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) search.append(key, value.toISOString());
    else if (typeof value === 'object') search.append(key, JSON.stringify(value));
    else search.append(key, String(value as string | number | boolean));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  return search.toString();
}

/** The headers of every call: the stored token, and the language the app is in. */
export function callHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  // The server picks the language of mails and messages from Accept-Language
  // (apps/server/src/http/define-route.ts); the app's choice beats the browser's.
  if (i18n.isInitialized && i18n.language) headers['Accept-Language'] = i18n.language;
  return headers;
}

export type ShownInline = 'fields' | 'all';

export interface RequestOptions {
  /**
   * Opt out of the error catalogue (docs/product.md#api-conventions): the promise rejects and
   * nothing is shown.
   */
  skipErrorHandler?: boolean;
  /**
   * What of a failure the page shows itself, so no toast repeats it (docs/product.md#errors):
   * `fields`, a 422's messages (a form puts them under its fields, `lib/form-errors.ts`); `all`,
   * every failure (a retry state, an inline refusal), leaving only a 401 and a 403 to the handler.
   */
  shownInline?: ShownInline;
  signal?: AbortSignal;
  /** Overrides the call's own time-out and the default REQUEST_TIMEOUT_MS; 0 waits forever. */
  timeoutMs?: number;
  /**
   * Fetch's cache mode: `no-store` for a read that must be fresh, past the browser's HTTP cache
   * and any other (it also sends `Cache-Control: no-cache`), such as the category tree
   * (docs/product.md#public-calls).
   */
  cache?: RequestCache;
  /** Reads the answer's body itself (a download reporting progress: `progress-reader.ts`). */
  readBody?: (response: Response) => Promise<unknown>;
}

export interface RequestInput {
  query?: unknown;
  body?: unknown;
}

/** One call as a URL and what to send it with; exported so its rules can be tested. */
export interface ApiRequest {
  url: string;
  init: SendInit;
}

/** The request for one call of the contract: a GET carries its input in the query, a POST as JSON. */
export function buildRequest(
  call: CallMeta,
  input: RequestInput = {},
  options: RequestOptions = {},
  read: 'json' | 'blob' = 'json',
): ApiRequest {
  return {
    url: apiUrl(call.path, input.query),
    init: {
      method: call.method,
      headers: callHeaders(),
      // Cookies go with every call, also to an API on another origin (VITE_API_BASE_URL).
      credentials: 'include',
      json: call.method === 'GET' ? undefined : input.body,
      timeoutMs: options.timeoutMs ?? call.timeoutMs ?? REQUEST_TIMEOUT_MS,
      read: options.readBody ?? read,
      ...(options.cache ? { cache: options.cache } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  };
}
