import axios, { type AxiosRequestConfig } from 'axios';
import i18n from 'i18next';
import { API_PREFIX, REQUEST_TIMEOUT_MS, TOKEN_HEADER, type CallMeta } from '@laurel/contract';
import { getToken } from '../session/token.ts';

/** The one axios instance of the app, set up as spec §7 requires. */
export const client = axios.create({
  baseURL: apiBaseFrom((import.meta.env.VITE_API_BASE_URL as string | undefined) ?? ''),
  headers: { 'Content-Type': 'application/json' },
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  // Arrays as `ids=1&ids=2`, which Fastify's query parser reads back as arrays (axios' default
  // `ids[]=1` is not understood by it).
  paramsSerializer: { indexes: null },
});

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

export interface RequestOptions {
  /** Opt out of the error catalogue (spec §7): the promise rejects and nothing is shown. */
  skipErrorHandler?: boolean;
  signal?: AbortSignal;
  /** Overrides the call's own time-out and the default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface RequestInput {
  query?: unknown;
  body?: unknown;
}

/** The axios config for one call; exported so the time-out and header rules can be tested. */
export function buildConfig(
  call: CallMeta,
  input: RequestInput = {},
  options: RequestOptions = {},
  responseType: 'json' | 'blob' = 'json',
): AxiosRequestConfig {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  // The server picks the language of mails and messages from Accept-Language
  // (apps/server/src/lib/define-route.ts); the app's choice beats the browser's.
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
  };
}
