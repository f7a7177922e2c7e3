import i18n from 'i18next';
import { calls, TOKEN_HEADER, UPLOADS_IN_FLIGHT_MAX, type UploadedFile, type UploadKind } from '@laurel/contract';
import { ApiError, errorText, getApiBaseUrl, handleApiError } from '../../../lib/request/index.ts';
import { getToken } from '../../../lib/session/token.ts';

/**
 * POST /apply/upload with XMLHttpRequest, not the axios client: only XHR reports upload progress
 * in every browser, and each file needs its own bar (issue 4). One file per request, multipart
 * with the field `kind` before the part `file` so the server knows what to check as it streams.
 * At most UPLOADS_IN_FLIGHT_MAX run at once, across every upload field of the page.
 */

export class UploadError extends Error {
  override readonly name = 'UploadError';
  /**
   * Whether sending the same file again may work: a lost connection, a busy or failing server.
   * A refusal of the file itself (422, too large, too many uploads waiting) would only repeat.
   */
  readonly retryable: boolean;
  constructor(message: string, retryable = false) {
    super(message);
    this.retryable = retryable;
  }
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

/** A 429 with a longer wait than this (the hourly upload allowance) is shown, not waited out. */
const RETRY_WAIT_MAX_S = 30;
const ATTEMPTS_MAX = 5;

/**
 * Uploads in flight from this page: at most UPLOADS_IN_FLIGHT_MAX, as the server allows one
 * user (it answers 429 to more); the others wait their turn in order.
 */
let running = 0;
const turns: (() => void)[] = [];

function takeTurn(signal: AbortSignal): Promise<void> {
  if (running < UPLOADS_IN_FLIGHT_MAX) {
    running += 1;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const start = () => {
      signal.removeEventListener('abort', leave);
      resolve();
    };
    const leave = () => {
      turns.splice(turns.indexOf(start), 1);
      reject(new UploadError('aborted'));
    };
    turns.push(start);
    signal.addEventListener('abort', leave, { once: true });
  });
}

/** Hands the turn to the next waiting upload, if any. */
function endTurn(): void {
  const next = turns.shift();
  if (next) next();
  else running -= 1;
}

function pause(seconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, seconds * 1000);
    const stop = () => {
      clearTimeout(timer);
      reject(new UploadError('aborted'));
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Uploads one file, waiting for a turn first. When the server is busy with other images it
 * answers 429 with `Retry-After` (issue 10); the upload then starts again after that many seconds,
 * a few times, before it is shown as failed.
 */
export function uploadFile(
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
): UploadHandle {
  const controller = new AbortController();
  const promise = (async () => {
    for (let attempt = 1; ; attempt += 1) {
      await takeTurn(controller.signal);
      let outcome: Outcome;
      try {
        outcome = await send(file, kind, onProgress, controller.signal);
      } finally {
        endTurn();
      }
      if ('file' in outcome) return outcome.file;
      if (attempt >= ATTEMPTS_MAX || outcome.retryAfterS > RETRY_WAIT_MAX_S) throw outcome.error;
      onProgress(0);
      await pause(outcome.retryAfterS, controller.signal);
    }
  })();
  return { promise, abort: () => controller.abort() };
}

type Outcome = { file: UploadedFile } | { retryAfterS: number; error: UploadError };

/** One request; a 429 is an outcome (to wait and try again), any other failure rejects. */
function send(file: File, kind: UploadKind, onProgress: (percent: number) => void, signal: AbortSignal): Promise<Outcome> {
  const xhr = new XMLHttpRequest();
  return new Promise<Outcome>((resolve, reject) => {
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
        resolve({ file: envelope.data as UploadedFile });
        return;
      }
      const error = businessError(envelope, xhr.status);
      if (envelope?.code === 429) resolve({ retryAfterS: Number(xhr.getResponseHeader('retry-after')) || 1, error });
      else reject(error);
    };
    xhr.onerror = () => reject(new UploadError(errorText('networkError'), true));
    xhr.ontimeout = () => reject(new UploadError(errorText('networkError'), true));
    xhr.onabort = () => reject(new UploadError('aborted'));
    if (signal.aborted) {
      reject(new UploadError('aborted'));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file, file.name);
    xhr.send(body);
  });
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
  if (!envelope || typeof envelope.code !== 'number') return new UploadError(errorText('requestFailed'), true);
  const { code, msg } = envelope;
  const retryable = code === 429 || code >= 500;
  if (code === 401 || code === 403) {
    handleApiError(new ApiError({ kind: 'business', code, msg: typeof msg === 'string' ? msg : '', status }));
  }
  if (msg && typeof msg === 'object') {
    const texts = Object.values(msg as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v.map(String) : []));
    if (texts.length) return new UploadError(texts.join(' '), retryable);
  }
  return new UploadError(typeof msg === 'string' && msg ? msg : errorText('requestFailed'), retryable);
}
