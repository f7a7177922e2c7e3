import { ApiError } from './api-error.ts';
import { TransportError, type ClientResponse } from './transport.ts';
import { asEnvelope, parseBody } from './envelope.ts';
import { errorText } from './texts.ts';

/**
 * Turns whatever a call threw into an ApiError of the error catalogue (docs/product.md#errors).
 *
 * Telling "transport, status 0" from "request sent, no response": in a browser both reach us as
 * a failed `fetch` without an answer; a time-out, a refused connection, a reset socket and being
 * offline all look alike. The one signal that really means "no network" is
 * `navigator.onLine === false` (`true` proves nothing), so that, or an answer object whose
 * status is 0, is "Network unavailable. Check internet connection"; every other request without
 * an answer is "Network error. Check connection and retry." An answer that carries an envelope
 * is a business error whatever its HTTP status (the server sends HTTP status = code,
 * docs/product.md#api-conventions); an answer without one (a proxy's 502 page) is "Request failed,
 * please retry."; anything thrown before the request left is "Request error, please retry."
 */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof TransportError) {
    if (error.kind === 'canceled') {
      return new ApiError({ kind: 'canceled', code: 0, msg: 'Request canceled', cause: error });
    }
    if (error.response) {
      const { status, data, headers } = error.response;
      const envelope = asEnvelope(await parseBody(data).catch(() => null));
      if (envelope && envelope.code !== 200) {
        return new ApiError({
          kind: 'business',
          code: envelope.code,
          msg: envelope.msg,
          status,
          headers,
          cause: error,
        });
      }
      if (status === 0) return transportError('network', 0, error);
      return transportError('response', status, error);
    }
    return transportError(isOffline() ? 'network' : 'no-response', 0, error);
  }
  return new ApiError({ kind: 'unknown', code: 0, msg: errorText('requestError'), cause: error });
}

function transportError(
  kind: 'network' | 'response' | 'no-response',
  status: number,
  cause: unknown,
): ApiError {
  const key =
    kind === 'network'
      ? 'networkUnavailable'
      : kind === 'response'
        ? 'requestFailed'
        : 'networkError';
  return new ApiError({ kind, code: status, msg: errorText(key), status, cause });
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A 2xx answer whose body is not a successful envelope. */
export function fromBody(
  body: unknown,
  { status, headers }: Pick<ClientResponse<unknown>, 'status' | 'headers'>,
): ApiError {
  const envelope = asEnvelope(body);
  if (envelope) {
    return new ApiError({ kind: 'business', code: envelope.code, msg: envelope.msg, status, headers });
  }
  return new ApiError({ kind: 'response', code: status, msg: errorText('requestFailed'), status, headers });
}
