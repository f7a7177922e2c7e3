import i18n from 'i18next';
import { calls, TOKEN_HEADER, type UploadedFile, type UploadKind } from '@laurel/contract';
import { ApiError, errorText, getApiBaseUrl, handleApiError } from '../../../lib/request/index.ts';
import { getToken } from '../../../lib/session/token.ts';

/**
 * POST /apply/upload with XMLHttpRequest, not the axios client: only XHR reports upload progress
 * in every browser, and each file needs its own bar (issue 4). One file per request, multipart
 * with the field `kind` before the part `file` so the server knows what to check as it streams.
 */

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

export interface UploadHandle {
  promise: Promise<UploadedFile>;
  abort: () => void;
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

export function uploadFile(
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', `${getApiBaseUrl()}${calls.apply.uploadFile.path}`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    const token = getToken();
    if (token) xhr.setRequestHeader(TOKEN_HEADER, token);
    if (i18n.isInitialized && i18n.language) xhr.setRequestHeader('Accept-Language', i18n.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const envelope = parse(xhr.responseText);
      if (envelope?.code === 200 && envelope.data) {
        onProgress(100);
        resolve(envelope.data as UploadedFile);
        return;
      }
      reject(businessError(envelope, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(errorText('networkError')));
    xhr.ontimeout = () => reject(new UploadError(errorText('networkError')));
    xhr.onabort = () => reject(new UploadError('aborted'));
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file, file.name);
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}

function parse(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

/**
 * What the file's row says. A 422's messages are shown next to the file, not as "file: …"
 * toasts; a 401 or 403 still goes through the common handling (log in again, /403).
 */
function businessError(envelope: Envelope | null, status: number): UploadError {
  if (!envelope || typeof envelope.code !== 'number') return new UploadError(errorText('requestFailed'));
  const { code, msg } = envelope;
  if (code === 401 || code === 403) {
    handleApiError(new ApiError({ kind: 'business', code, msg: typeof msg === 'string' ? msg : '', status }));
  }
  if (msg && typeof msg === 'object') {
    const texts = Object.values(msg as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v.map(String) : []));
    if (texts.length) return new UploadError(texts.join(' '));
  }
  return new UploadError(typeof msg === 'string' && msg ? msg : errorText('requestFailed'));
}
