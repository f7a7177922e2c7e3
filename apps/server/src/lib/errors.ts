import type { FieldErrors } from '@laurel/contract';

/**
 * A refusal the client caused or must know about. The error handler turns it into the envelope
 * with HTTP status = `code` (docs/product.md#api-conventions); anything else thrown becomes a
 * logged 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string | FieldErrors,
    readonly headers: Record<string, string> = {},
    cause?: unknown,
  ) {
    super(typeof msg === 'string' ? msg : JSON.stringify(msg), { cause });
  }
}

export const invalid = (fields: FieldErrors) => new AppError(422, fields);
export const unauthorized = (msg = 'Please log in.') => new AppError(401, msg);
export const forbidden = (msg = 'You do not have permission to do this.') => new AppError(403, msg);
export const notFound = (msg = 'Not found.') => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooManyRequests = (retryAfterS: number) =>
  new AppError(
    429,
    `Too many attempts. Please try again in ${retryAfterS >= 120 ? `${Math.ceil(retryAfterS / 60)} minutes` : `${retryAfterS} seconds`}.`,
    { 'retry-after': String(retryAfterS) },
  );
