import { TOKEN_HEADER } from '@laurel/contract';
import { REQUEST_TIMEOUT_MS } from './constants.ts';
import { getApiBaseUrl } from './request/client.ts';
import { asEnvelope, parseBody } from './request/envelope.ts';
import { send } from './request/transport.ts';
import { getToken } from './session/token.ts';

/**
 * The file opening helper of docs/product.md#opening-files: fetch a file (an invoice, a
 * certificate) as a blob and open it in a new window.
 *
 * Its two log lines go to console.warn, not console.error: a missing URL or a failed download
 * is an expected, user-visible condition the caller handles (the raised error), while
 * console.error is kept for defects — the end-to-end suite fails on any console.error.
 */

export interface FileFetchOptions {
  /**
   * Send the stored token. Default: only to the page's or the API's own origin, so a file on a
   * CDN or object store never receives the session token.
   */
  token?: boolean;
}

/** How often an opened file's window is checked; its object URL is freed once it is closed. */
export const WINDOW_CHECK_MS = 5_000;
/** A download has started long before this; then its object URL is freed. */
export const DOWNLOAD_REVOKE_MS = 60_000;

export async function openFile(url?: string, options: FileFetchOptions = {}): Promise<void> {
  if (!url) {
    console.warn('URL is not provided');
    return;
  }
  openBlob(await fetchFile(url, options));
}

/** Fetches a file and saves it under `filename` (or the server's name, or the URL's last part). */
export async function downloadFile(
  url?: string,
  filename?: string,
  options: FileFetchOptions = {},
): Promise<void> {
  if (!url) {
    console.warn('URL is not provided');
    return;
  }
  const blob = await fetchFile(url, options);
  saveBlob(blob, filename ?? lastSegment(url));
}

/**
 * Shows a blob in a new window. Its object URL stays valid while the window is open (a PDF
 * viewer fetches it again to save or print). A blocked pop-up falls back to a download.
 */
export function openBlob(blob: Blob, fallbackName = 'file'): void {
  const objectUrl = URL.createObjectURL(blob);
  const win = window.open(objectUrl, '_blank');
  if (!win) {
    saveObjectUrl(objectUrl, fallbackName);
    return;
  }
  const timer = window.setInterval(() => {
    if (!win.closed) return;
    window.clearInterval(timer);
    URL.revokeObjectURL(objectUrl);
  }, WINDOW_CHECK_MS);
}

/** Saves a blob as a file, e.g. the zip of `requestFile(batchDownloadEntryZip, …)`. */
export function saveBlob(blob: Blob, filename: string): void {
  saveObjectUrl(URL.createObjectURL(blob), filename);
}

function saveObjectUrl(objectUrl: string, filename: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), DOWNLOAD_REVOKE_MS);
}

async function fetchFile(url: string, options: FileFetchOptions): Promise<Blob> {
  try {
    const token = getToken();
    const sendToken = options.token ?? isOwnOrigin(url);
    // The URL as given (resolved against the page, not the API base), with credentials like
    // every call of the app (docs/product.md#calls).
    const response = await send<Blob>(url, {
      method: 'GET',
      credentials: 'include',
      read: 'blob',
      timeoutMs: REQUEST_TIMEOUT_MS,
      headers: sendToken && token ? { [TOKEN_HEADER]: token } : {},
    });
    // An API answering with its JSON envelope instead of the file is refusing it.
    if (/json/i.test(response.data.type)) {
      const envelope = asEnvelope(await parseBody(response.data));
      if (envelope && envelope.code !== 200) {
        const msg = typeof envelope.msg === 'string' ? envelope.msg : JSON.stringify(envelope.msg);
        throw new Error(`${envelope.code}: ${msg}`);
      }
    }
    return response.data;
  } catch (error) {
    console.warn('Error opening file', error);
    throw new Error('Failed to fetch the file', { cause: error });
  }
}

function isOwnOrigin(url: string): boolean {
  const page = window.location.href;
  try {
    const target = new URL(url, page).origin;
    return target === window.location.origin || target === new URL(getApiBaseUrl(), page).origin;
  } catch {
    return false;
  }
}

function lastSegment(url: string): string {
  try {
    const path = new URL(url, window.location.href).pathname;
    return decodeURIComponent(path.split('/').pop() ?? '') || 'file';
  } catch {
    return 'file';
  }
}
