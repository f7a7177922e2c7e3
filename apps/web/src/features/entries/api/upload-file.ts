import { applyCallMeta, type UploadedFile, type UploadKind, UPLOADS_IN_FLIGHT_MAX } from '@laurel/contract';
import {
  ApiError,
  buildRequest,
  errorMessage,
  formMessageText,
  sendCall,
} from '../../../lib/request/index.ts';
import { xhrWire } from '../../../lib/request/xhr-transport.ts';

/**
 * POST /apply/upload, one file a request, multipart with the field `kind` before the part `file`
 * so the server knows what to check as it streams. The request is built and its answer read as
 * every call's (`buildRequest`, `sendCall`: the API base, the token and language headers,
 * credentials, the envelope and the error catalogue of docs/product.md#errors); only the wire is
 * XMLHttpRequest instead of fetch, because fetch cannot report upload progress and each file
 * needs its own bar (lib/request/xhr-transport.ts). At most UPLOADS_IN_FLIGHT_MAX run at once,
 * across every upload field of the page.
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

/**
 * One request; a 429 is an outcome (to wait and try again), any other failure rejects. The file's
 * row shows every failure itself (`shownInline: 'all'`), so only a 401 (log in again) and a 403
 * reach the common handling, as for any call.
 */
async function send(
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<Outcome> {
  const request = () => {
    // No time-out: a large file on a slow line takes longer than REQUEST_TIMEOUT_MS, and its bar
    // shows that it moves; the entrant can cancel it.
    const { url, init } = buildRequest(applyCallMeta.uploadFile, {}, { signal, timeoutMs: 0 });
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file, file.name);
    return { url, init: { ...init, body } };
  };
  const wire = xhrWire((sent, total) => {
    if (total > 0) onProgress(Math.round((sent / total) * 100));
  });
  try {
    const uploaded = await sendCall<UploadedFile>(wire, request, { shownInline: 'all' });
    onProgress(100);
    return { file: uploaded };
  } catch (thrown) {
    if (!(thrown instanceof ApiError)) throw thrown;
    if (thrown.kind === 'canceled') throw new UploadError('aborted');
    const error = new UploadError(rowText(thrown), retryable(thrown));
    if (thrown.kind === 'business' && thrown.code === 429) {
      return { retryAfterS: Number(thrown.headers['retry-after']) || 1, error };
    }
    throw error;
  }
}

/**
 * What the file's row says after "name could not be uploaded:": a 422's messages themselves (the
 * row is the field), otherwise the catalogue's text (a 5xx as a sentence with its reference).
 */
function rowText(error: ApiError): string {
  const { fieldErrors } = error;
  const texts = fieldErrors ? Object.values(fieldErrors).flat().filter((text) => text.trim() !== '') : [];
  return texts.length ? texts.map(formMessageText).join(' ') : errorMessage(error);
}

/**
 * Whether sending the same file again may work: a lost connection, no usable answer, a busy or
 * failing server; not a refusal of the file itself, nor a request that could not be made.
 */
function retryable(error: ApiError): boolean {
  if (error.kind === 'business') return error.code === 429 || error.code >= 500;
  return error.kind !== 'unknown';
}
