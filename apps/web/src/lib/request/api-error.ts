import type { FieldErrors } from '@laurel/contract';
import { errorText, fieldLabel, formMessageText } from './texts.ts';

/**
 * How a call failed, after the error catalogue (docs/product.md#errors):
 * - business: the server answered the envelope with `code !== 200` (`code`, `msg` are its own)
 * - network: no network at all ("transport, status 0")
 * - response: an answer that is not an envelope, e.g. a proxy's 502 page ("other response failure")
 * - no-response: the request went out and nothing usable came back (time-out, refused, reset)
 * - unknown: the request could not even be made ("anything else")
 * - canceled: the caller aborted it through `signal`; never shown to the user
 */
export type ApiErrorKind =
  'business' | 'network' | 'response' | 'no-response' | 'unknown' | 'canceled';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The envelope's code for business errors; otherwise the HTTP status, or 0 without one. */
  readonly code: number;
  /** The envelope's msg for business errors (a field map on 422); otherwise the shown text. */
  readonly msg: string | FieldErrors;
  readonly kind: ApiErrorKind;
  /** HTTP status of the answer, 0 when there was none. */
  readonly status: number;
  /** The answer's headers (lower-case names), empty without one: a 429's `retry-after`. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(init: {
    kind: ApiErrorKind;
    code: number;
    msg: string | FieldErrors;
    status?: number;
    headers?: Record<string, string>;
    cause?: unknown;
  }) {
    super(typeof init.msg === 'string' ? init.msg : fieldMessages(init.msg).join('\n'), {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.status = init.status ?? 0;
    this.headers = init.headers ?? {};
  }

  /** The field map of a 422, or null: handy for putting messages next to form fields. */
  get fieldErrors(): FieldErrors | null {
    return typeof this.msg === 'string' ? null : this.msg;
  }
}

/**
 * `{ title: ['x'], imageFileIds: ['y'] }` → `['Project title: x', 'Images: y']`: each message of a
 * 422 under the label people know its field by (docs/product.md#errors), never the raw key. The
 * same text twice is kept once.
 */
export function fieldMessages(errors: FieldErrors): string[] {
  const texts = Object.entries(errors).flatMap(([field, messages]) =>
    messages
      .filter((text) => text.trim() !== '')
      .map((text) => errorText('fieldMessage', { label: fieldLabel(field), message: formMessageText(text) })),
  );
  return [...new Set(texts)];
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
