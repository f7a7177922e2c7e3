import { formMessages, REFUSALS, refusalText, type FieldErrors, type RefusalCode, type RefusalVars } from '@laurel/contract';

/**
 * A refusal the client caused or must know about. The error handler turns it into the envelope
 * with HTTP status = `code` (docs/product.md#api-conventions); anything else thrown becomes a
 * logged 500.
 */
export class AppError extends Error {
  /** The refusal's code (REFUSALS), which the error handler words in the request's language. */
  reason?: RefusalCode;
  vars?: RefusalVars;
  /** For a 422 refusal: the field it is about. */
  field?: string;

  constructor(
    readonly code: number,
    readonly msg: string | FieldErrors,
    readonly headers: Record<string, string> = {},
    cause?: unknown,
  ) {
    super(typeof msg === 'string' ? msg : JSON.stringify(msg), { cause });
  }
}

/**
 * A refusal by its code (packages/contract/src/refusals.ts): its status is the catalogue's, and
 * the client reads it in its own language (plugins/error-handler.ts). `headers` go with the answer
 * (a 429's Retry-After).
 */
export function refuse(reason: RefusalCode, vars: RefusalVars = {}, headers: Record<string, string> = {}): AppError {
  const { status } = REFUSALS[reason];
  const error = new AppError(status, refusalText(reason, 'en', vars), headers);
  error.reason = reason;
  error.vars = vars;
  return error;
}

/** A 422 refusal of one field, by its code: `{ [field]: [text] }` in the request's language. */
export function refuseField(field: string, reason: RefusalCode, vars: RefusalVars = {}, headers: Record<string, string> = {}): AppError {
  const error = new AppError(422, { [field]: [refusalText(reason, 'en', vars)] }, headers);
  error.reason = reason;
  error.vars = vars;
  error.field = field;
  return error;
}

/** A 422 with the generic form messages (`formMessages`), which the web app words in the reader's language. */
export const invalid = (fields: FieldErrors, headers: Record<string, string> = {}) => new AppError(422, fields, headers);
/** A 422 giving each of `fields` the generic "This field is required". */
export const requiredFields = (fields: readonly string[]) => invalid(Object.fromEntries(fields.map((f) => [f, [formMessages.required()]])));
// The bare refusals take no text: every other refusal is `refuse(code)` (test/system/refusals.test.ts).
export const unauthorized = () => refuse('loginRequired');
export const forbidden = () => refuse('notAllowed');
export const notFound = () => refuse('notFound');
export const tooManyRequests = (retryAfterS: number) =>
  retryAfterS >= 120
    ? refuse('tooManyAttemptsMinutes', { minutes: Math.ceil(retryAfterS / 60) }, { 'retry-after': String(retryAfterS) })
    : refuse('tooManyAttemptsSeconds', { seconds: retryAfterS }, { 'retry-after': String(retryAfterS) });
