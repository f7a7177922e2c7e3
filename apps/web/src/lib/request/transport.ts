/**
 * The wire under the request client: `fetch(url, init)` with what docs/product.md#calls needs and
 * fetch lacks on its own — a time-out, a JSON body, and a rejection for every answer outside 2xx
 * that still carries the answer (status, body, headers) so the error catalogue
 * (docs/product.md#errors) can read its envelope (classify.ts). Everything else is fetch's own
 * `RequestInit` (`credentials`, `cache`, `signal`, `keepalive`), passed through as given.
 */

/** Fetch's `RequestInit`, plus what `send` does for it. */
export interface SendInit extends Omit<RequestInit, 'method' | 'headers'> {
  method: 'GET' | 'POST';
  /**
   * A plain record, not a `Headers`: the server renderer's in-process fetch reads it as one
   * (apps/server/src/plugins/server-render.ts).
   */
  headers?: Record<string, string>;
  /** Encoded as the body, with `Content-Type: application/json`; `body` is then ignored. */
  json?: unknown;
  /** Milliseconds until the request and the reading of its answer give up; 0 or none waits forever. */
  timeoutMs?: number;
  /**
   * How the answer's body is read: `json` (parsed, or the text when it is not JSON; the default),
   * `blob`, or a reader of its own, e.g. a download that reports its progress
   * (`progress-reader.ts`); the time-out and the signal still cover it.
   */
  read?: 'json' | 'blob' | ((response: Response) => Promise<unknown>);
}

export interface ClientResponse<T> {
  status: number;
  /** Parsed JSON (or the raw text when it is not JSON) or a Blob, per `read`. */
  data: T;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/**
 * Why a request failed without a 2xx answer:
 * - response: an answer came, outside 2xx (`response` holds it)
 * - timeout: no answer within the time-out
 * - canceled: the caller's signal aborted it
 * - network: the request failed: refused, reset, offline, blocked (no answer at all)
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

/** A way of sending a built request: `send` (fetch) or an upload's XHR (`xhr-transport.ts`). */
export type Wire = (url: string, init: SendInit) => Promise<ClientResponse<unknown>>;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The page's `fetch`, read at call time so a test's stub of the global is seen. */
let fetchImpl: Fetch = (url, init) => fetch(url, init);
/** What a relative URL is resolved against: the page, or the server renderer's origin. */
let origin: () => string = () => window.location.href;

/**
 * The server renderer (src/entry-server.tsx) sends the calls of the pages it renders to the API
 * in its own process rather than over the network (apps/web/src/app/README.md#server-rendering).
 */
export function setFetch(impl: Fetch, base: string): void {
  fetchImpl = impl;
  origin = () => base;
}

/** `url` made absolute against the page (or the server renderer's origin). */
export function resolveUrl(url: string): string {
  return new URL(url, origin()).toString();
}

/** A JSON body and its header, or the body as given; throws when JSON cannot encode it. */
export function bodyOf(init: SendInit): { body: BodyInit | null | undefined; headers: Record<string, string> } {
  const headers = { ...init.headers };
  if (init.json === undefined) return { body: init.body, headers };
  headers['Content-Type'] = 'application/json';
  return { body: JSON.stringify(init.json), headers };
}

export async function send<T>(url: string, init: SendInit): Promise<ClientResponse<T>> {
  const { json: _json, timeoutMs, read, signal: caller, ...fetchInit } = init;
  const { body, headers } = bodyOf(init);

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs && timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : null;
  const onCallerAbort = () => controller.abort();
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetchImpl(resolveUrl(url), {
        ...fetchInit,
        headers,
        body,
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new TransportError('timeout', `timeout of ${timeoutMs} ms exceeded`, { cause: error });
      if (caller?.aborted) throw new TransportError('canceled', 'canceled', { cause: error });
      throw new TransportError('network', 'Network Error', { cause: error });
    }
    const result: ClientResponse<T> = {
      status: response.status,
      data: (await (typeof read === 'function' ? read(response) : readBody(response, read ?? 'json'))) as T,
      headers: Object.fromEntries(response.headers),
    };
    return answered(result);
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

/** The answer when its status is 2xx; otherwise a TransportError that carries it. */
export function answered<T>(result: ClientResponse<T>): ClientResponse<T> {
  if (result.status < 200 || result.status >= 300) {
    throw new TransportError('response', `Request failed with status code ${result.status}`, {
      response: result,
    });
  }
  return result;
}

/** An answer's text as JSON, or the text itself when it is not JSON; null when empty. */
export function jsonOrText(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(response: Response, type: 'json' | 'blob'): Promise<unknown> {
  if (type === 'blob') {
    const blob: { type: string; arrayBuffer(): Promise<ArrayBuffer> } = await response.blob();
    // Outside a browser (tests under jsdom) fetch's Blob is not the page's Blob class.
    return blob instanceof Blob ? blob : new Blob([await blob.arrayBuffer()], { type: blob.type });
  }
  return jsonOrText(await response.text());
}
