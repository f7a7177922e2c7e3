import { z } from 'zod';

/**
 * Every response body, success or failure (docs/product.md#api-conventions). Success is
 * `code === 200`; on failure the HTTP status equals `code`, a 422 carries `msg` as
 * `{ field: [messages] }`, and a refusal names its reason code (src/refusals.ts) in `reason`.
 */
export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    code: z.number().int(),
    msg: z.union([z.string(), FieldErrors]),
    data: data.nullable(),
    /** A refusal's stable code (REFUSALS); absent on success and on a fault. */
    reason: z.string().optional(),
  });

export interface Envelope<T> {
  success: boolean;
  code: number;
  msg: string | FieldErrors;
  data: T | null;
  reason?: string;
}

export const ErrorEnvelope = envelope(z.null());

export const ok = <T>(data: T, msg = 'ok'): Envelope<T> => ({ success: true, code: 200, msg, data });

export const fail = (code: number, msg: string | FieldErrors, reason?: string): Envelope<null> => ({
  success: false,
  code,
  msg,
  data: null,
  ...(reason ? { reason } : {}),
});
