/**
 * The HTTP layer under the request client: `fetch` with what docs/product.md#calls needs and fetch
 * lacks on its own — a time-out, a query string from an object, JSON bodies, and a rejection for
 * every answer outside 2xx that still carries the answer (status, body, headers) so the error
 * catalogue (docs/product.md#errors) can read its envelope (classify.ts).
 */

export interface RequestConfig {
  method: 'GET' | 'POST';
  /** Below `baseURL` unless absolute. */
  url: string;
  /** Query parameters: arrays repeat the key (`ids=1&ids=2`, what Fastify reads back as an array). */
  params?: unknown;
  /** JSON-encoded as the body. */
  data?: unknown;
  /** Milliseconds; 0 waits forever. */
  timeout?: number;
  responseType?: 'json' | 'blob';
  /**
   * Reads the body instead of `responseType`'s reader, e.g. a download that reports its progress
   * (`progress-reader.ts`); the time-out and the caller's signal still cover it.
   */
  readBody?: (response: Response) => Promise<unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** In front of a relative `url`; '' resolves it against the page. */
  baseURL?: string;
  /** Cookies and HTTP auth with the request (fetch's `credentials: 'include'`). */
  withCredentials?: boolean;
}

export interface ClientResponse<T> {
  status: number;
  /** Parsed JSON (or the raw text when it is not JSON) or a Blob, per `responseType`. */
  data: T;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/**
 * Why a request failed without a 2xx answer:
 * - response: an answer came, outside 2xx (`response` holds it)
 * - timeout: no answer within the time-out
 * - canceled: the caller's signal aborted it
 * - network: fetch failed: refused, reset, offline, blocked (no answer at all)
 * Errors thrown while building the request (a body JSON cannot encode) are not TransportErrors.
 */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly kind: 'response' | 'timeout' | 'canceled' | 'network';
  readonly response: ClientResponse<unknown> | null;

  constructor(
    kind: TransportError['kind'],
    message: string,
    options: { response?: ClientResponse<unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.response = options.response ?? null;
  }
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The page's `fetch`, read at call time so a test's stub of the global is seen. */
let fetchImpl: Fetch = (url, init) => fetch(url, init);
/** What a relative URL is resolved against: the page, or the server renderer's origin. */
let origin: () => string = () => window.location.href;

/**
 * The server renderer (src/entry-server.tsx) sends the calls of the pages it renders to the API
 * in its own process rather than over the network (docs/architecture.md#server-rendering).
 */
export function setFetch(impl: Fetch, base: string): void {
  fetchImpl = impl;
  origin = () => base;
}

export async function send<T>(config: RequestConfig): Promise<ClientResponse<T>> {
  const url = buildUrl(config);
  const headers = { ...config.headers };
  const body = config.data === undefined ? undefined : JSON.stringify(config.data);
  if (body === undefined) delete headers['Content-Type'];

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    config.timeout && config.timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, config.timeout)
      : null;
  const caller = config.signal;
  const onCallerAbort = () => controller.abort();
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: config.method,
        headers,
        body,
        credentials: config.withCredentials ? 'include' : 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new TransportError('timeout', `timeout of ${config.timeout} ms exceeded`, { cause: error });
      if (caller?.aborted) throw new TransportError('canceled', 'canceled', { cause: error });
      throw new TransportError('network', 'Network Error', { cause: error });
    }
    const result: ClientResponse<T> = {
      status: response.status,
      data: (await (config.readBody ? config.readBody(response) : readBody(response, config.responseType ?? 'json'))) as T,
      headers: Object.fromEntries(response.headers),
    };
    if (response.status < 200 || response.status >= 300) {
      throw new TransportError('response', `Request failed with status code ${response.status}`, {
        response: result,
      });
    }
    return result;
  } catch (error) {
    // The body was still streaming when the time-out or the caller stopped it.
    if (!(error instanceof TransportError) && (timedOut || caller?.aborted)) {
      throw new TransportError(timedOut ? 'timeout' : 'canceled', 'aborted', { cause: error });
    }
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
    caller?.removeEventListener('abort', onCallerAbort);
  }
}

function buildUrl(config: RequestConfig): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(config.url);
  const base = absolute ? '' : (config.baseURL ?? '').replace(/\/+$/, '');
  const path = absolute || base === '' ? config.url : `/${config.url.replace(/^\/+/, '')}`;
  const query = queryString(config.params);
  const full = `${base}${path}${query ? (path.includes('?') ? '&' : '?') + query : ''}`;
  return new URL(full, origin()).toString();
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

async function readBody(response: Response, type: 'json' | 'blob'): Promise<unknown> {
  if (type === 'blob') {
    const blob: { type: string; arrayBuffer(): Promise<ArrayBuffer> } = await response.blob();
    // Outside a browser (tests under jsdom) fetch's Blob is not the page's Blob class.
    return blob instanceof Blob ? blob : new Blob([await blob.arrayBuffer()], { type: blob.type });
  }
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
