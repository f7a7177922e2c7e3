import i18n from 'i18next';
import { API_PREFIX, REQUEST_TIMEOUT_MS, TOKEN_HEADER, type CallMeta } from '@laurel/contract';
import { getToken } from '../session/token.ts';
import { send, type ClientResponse, type RequestConfig } from './transport.ts';

export { TransportError, type ClientResponse, type RequestConfig } from './transport.ts';

/**
 * The one HTTP client of the app, set up as docs/product.md#calls requires: JSON, credentials
 * included, the 250 000 ms time-out, the base URL in front of every call. It sends through `fetch`
 * (transport.ts); axios was 56 KB of the first load for the same behaviour
 * (docs/decisions/004-light-first-load.md).
 */
export const client = {
  defaults: {
    baseURL: apiBaseFrom((import.meta.env.VITE_API_BASE_URL as string | undefined) ?? ''),
    headers: { 'Content-Type': 'application/json' } as Record<string, string>,
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
  },
  /** Sends one request; rejects with a TransportError unless the answer has a 2xx status. */
  request<T>(config: RequestConfig): Promise<ClientResponse<T>> {
    const { defaults } = client;
    return send<T>({
      baseURL: defaults.baseURL,
      withCredentials: defaults.withCredentials,
      timeout: defaults.timeout,
      ...config,
      headers: { ...defaults.headers, ...config.headers },
    });
  },
};

function apiBaseFrom(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${API_PREFIX}`;
}

/**
 * Points the client at another server: `url` is the origin (or path prefix) in front of `/api`,
 * e.g. `https://api.example.com`. The default is `VITE_API_BASE_URL`, or the page's own origin.
 */
export function setApiBaseUrl(url: string): void {
  client.defaults.baseURL = apiBaseFrom(url);
}

export function getApiBaseUrl(): string {
  return client.defaults.baseURL ?? API_PREFIX;
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
  /** Overrides the call's own time-out and the default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Reads the answer's body itself (a download reporting progress: `progress-reader.ts`). */
  readBody?: RequestConfig['readBody'];
}

export interface RequestInput {
  query?: unknown;
  body?: unknown;
}

/** The request config for one call; exported so the time-out and header rules can be tested. */
export function buildConfig(
  call: CallMeta,
  input: RequestInput = {},
  options: RequestOptions = {},
  responseType: 'json' | 'blob' = 'json',
): RequestConfig {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  // The server picks the language of mails and messages from Accept-Language
  // (apps/server/src/http/define-route.ts); the app's choice beats the browser's.
  if (i18n.isInitialized && i18n.language) headers['Accept-Language'] = i18n.language;
  return {
    method: call.method,
    url: call.path,
    params: input.query,
    data: call.method === 'GET' ? undefined : input.body,
    timeout: options.timeoutMs ?? call.timeoutMs ?? REQUEST_TIMEOUT_MS,
    responseType,
    headers,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.readBody ? { readBody: options.readBody } : {}),
  };
}
