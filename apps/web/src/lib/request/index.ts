import type { CallBody, CallData, CallMeta, CallOf, CallQuery } from '@laurel/contract';
import { buildRequest, type ApiRequest, type RequestOptions } from './client.ts';
import { fromBody, toApiError } from './classify.ts';
import { asEnvelope, parseBody } from './envelope.ts';
import { handleApiError } from './handle-error.ts';
import { send, type ClientResponse, type Wire } from './transport.ts';

export { ApiError, fieldMessages, isApiError, type ApiErrorKind } from './api-error.ts';
export {
  apiUrl,
  buildRequest,
  getApiBaseUrl,
  setApiBaseUrl,
  type ApiRequest,
  type RequestOptions,
  type ShownInline,
} from './client.ts';
export { errorMessage, handleApiError } from './handle-error.ts';
export { setNavigator } from './navigate.ts';
export { errorText, fieldLabel, formMessageText, type ErrorTextKey } from './texts.ts';

/**
 * A call is either its schema-free entry in an area's `…CallMeta` (what the app uses, so its first load
 * ships no zod: docs/decisions/004-light-first-load.md) or the full contract definition from
 * `calls`; both type the input and the data from the call's schemas.
 */
export type Call = CallMeta;

export interface CallInput<C extends Call> {
  query?: CallQuery<CallOf<C>>;
  body?: CallBody<CallOf<C>>;
}

/**
 * Makes one call of the contract (docs/product.md#api-conventions) and resolves its `data`. Only an
 * envelope with `code === 200` is a success; every failure rejects with an ApiError after the error
 * catalogue of docs/product.md#errors has run, unless `skipErrorHandler` is set.
 *
 * The data is not re-validated against the call's zod schema: the server validates every
 * response in its tests, and parsing each answer again would cost the browser for nothing.
 */
export async function request<C extends Call>(
  call: C,
  input: CallInput<C> = {},
  options: RequestOptions = {},
): Promise<CallData<CallOf<C>>> {
  return sendCall(send, () => buildRequest(call, input, options, 'json'), options);
}

/**
 * Builds a request, sends it over `wire` and reads its answer as `request` does: the envelope's
 * `data` on `code === 200`, otherwise an ApiError after the error catalogue (a request that cannot
 * even be built is "Request error, please retry."). `request` sends through fetch; an upload
 * builds its request the same way and sends it through XHR, the one wire that reports upload
 * progress (features/entries/api/upload-file.ts).
 */
export async function sendCall<T>(wire: Wire, build: () => ApiRequest, options: RequestOptions = {}): Promise<T> {
  return run(options, async () => {
    const { url, init } = build();
    return dataOf<T>(await wire(url, init));
  });
}

async function dataOf<T>(response: ClientResponse<unknown>): Promise<T> {
  const envelope = asEnvelope(await parseBody(response.data));
  if (!envelope || envelope.code !== 200) throw fromBody(envelope, response);
  return envelope.data as T;
}

export interface FileResult {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  filename: string | null;
}

/** A `file: true` call (PDF, zip): resolves the file and the name the server gave it. */
export async function requestFileWithName<C extends Call>(
  call: C,
  input: CallInput<C> = {},
  options: RequestOptions = {},
): Promise<FileResult> {
  return run(options, async () => {
    const { url, init } = buildRequest(call, input, options, 'blob');
    const response = await send<Blob>(url, init);
    const blob = response.data;
    // A server that answers a file call with JSON answers an envelope, which is an error here
    // unless it is a success (then the JSON is the file).
    if (/json/i.test(blob.type)) {
      const envelope = asEnvelope(await parseBody(blob));
      if (envelope && envelope.code !== 200) throw fromBody(envelope, response);
    }
    return { blob, filename: filenameOf(response.headers['content-disposition']) };
  });
}

/** A `file: true` call (PDF, zip) as a Blob; its JSON error envelope is handled like any other. */
export async function requestFile<C extends Call>(
  call: C,
  input: CallInput<C> = {},
  options: RequestOptions = {},
): Promise<Blob> {
  return (await requestFileWithName(call, input, options)).blob;
}

async function run<T>(options: RequestOptions, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (thrown) {
    const error = await toApiError(thrown);
    if (!options.skipErrorHandler) handleApiError(error, options.shownInline);
    throw error;
  }
}

function filenameOf(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return plain ? (plain[2] ?? plain[1] ?? '').trim() || null : null;
}
