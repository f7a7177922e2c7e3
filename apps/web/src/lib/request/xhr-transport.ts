import {
  answered,
  bodyOf,
  jsonOrText,
  resolveUrl,
  TransportError,
  type ClientResponse,
  type SendInit,
  type Wire,
} from './transport.ts';

/** Bytes of a request body sent so far, and its whole size. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * The wire of `send` (transport.ts) over XMLHttpRequest, for an upload: fetch cannot report how
 * much of a request body has gone out (a streamed request body would need HTTP/2 and is not in
 * every browser), and each file being uploaded shows its own bar (docs/product.md#entrant-journey).
 * The request is the one `buildRequest` makes for every call, and the answer and its failures come
 * back as `send`'s do (a ClientResponse, or a TransportError of the same kinds), so the envelope,
 * the error catalogue and its texts are shared (`sendCall` in index.ts). Only JSON answers are read.
 */
export function xhrWire(onProgress: UploadProgress): Wire {
  return (url, init) => sendWithXhr(url, init, onProgress);
}

function sendWithXhr(url: string, init: SendInit, onProgress: UploadProgress): Promise<ClientResponse<unknown>> {
  const { body, headers } = bodyOf(init);
  const xhr = new XMLHttpRequest();
  return new Promise((resolve, reject) => {
    xhr.open(init.method, resolveUrl(url));
    xhr.withCredentials = init.credentials === 'include';
    xhr.timeout = init.timeoutMs ?? 0;
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      try {
        resolve(answered({ status: xhr.status, data: jsonOrText(xhr.responseText), headers: headersOf(xhr) }));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => reject(new TransportError('network', 'Network Error'));
    xhr.ontimeout = () => reject(new TransportError('timeout', `timeout of ${init.timeoutMs} ms exceeded`));
    xhr.onabort = () => reject(new TransportError('canceled', 'canceled'));
    const { signal } = init;
    if (signal?.aborted) {
      reject(new TransportError('canceled', 'canceled'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** The answer's headers as `send` gives them: lower-case names (those CORS lets the page read). */
function headersOf(xhr: XMLHttpRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}
