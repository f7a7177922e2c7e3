import { z } from 'zod';
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  VERIFY_CODE_LENGTH,
  LANGUAGES,
} from './constants.ts';
import { formMessages as m } from './messages.ts';

/**
 * Field schemas reused across calls. Their messages are the generic ones of spec §5 so a 422
 * reads the same wherever it comes from.
 */
export const requiredString = (max: number, min = 1) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? m.required() : m.type()) })
    .trim()
    .min(min, min === 1 ? m.required() : m.min(min))
    .max(max, m.max(max));

export const optionalString = (max: number) =>
  z.string({ error: m.type() }).trim().max(max, m.max(max)).optional();

export const Email = z
  .string({ error: (iss) => (iss.input === undefined ? m.required() : m.type()) })
  .trim()
  .toLowerCase()
  .min(1, m.required())
  .max(EMAIL_MAX, m.max(EMAIL_MAX))
  .pipe(z.email({ error: m.pattern() }));

export const Password = z
  .string({ error: (iss) => (iss.input === undefined ? m.required() : m.type()) })
  .min(PASSWORD_MIN, m.min(PASSWORD_MIN))
  .max(PASSWORD_MAX, m.max(PASSWORD_MAX));

export const Name = requiredString(NAME_MAX);

export const VerifyCode = z
  .string({ error: (iss) => (iss.input === undefined ? m.required() : m.type()) })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`), m.pattern());

export const Language = z.enum(LANGUAGES, { error: m.type() });
export type Language = z.infer<typeof Language>;

/** `apply_order_id` identifies an entry or order (spec §3). */
export const ApplyOrderId = z.coerce
  .number({ error: m.type() })
  .int(m.type())
  .positive(m.type());

/** `order_no` identifies a payment order (spec §3). */
export const OrderNo = requiredString(64);

/** Timestamps travel as ISO 8601 strings. */
export const IsoDate = z.string();

/** Money in integer US cents (DESIGN.md §3). */
export const Cents = z.number().int().min(0);

export const FeeStatus = z.enum(['unpaid', 'pending', 'paid', 'waived', 'refunded']);
export type FeeStatus = z.infer<typeof FeeStatus>;

export const EntryStatus = z.enum([
  'draft',
  'submitted',
  'in_review',
  'awarded',
  'not_awarded',
  'withdrawn',
]);
export type EntryStatus = z.infer<typeof EntryStatus>;
