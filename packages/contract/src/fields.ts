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
 * Field schemas reused across calls. Their messages are the generic ones of
 * docs/product.md#form-messages so a 422 reads the same wherever it comes from.
 */

export const requiredOrType = (iss: { input?: unknown }) =>
  iss.input === undefined ? m.required() : m.type();

/**
 * NUL, and a UTF-16 surrogate without its pair. PostgreSQL stores neither in `text` (a NUL makes
 * the query fail with SQLSTATE 22021, a lone surrogate is not valid UTF-8), so text holding one
 * would end in a 500 or be stored garbled (issue 10). With the `u` flag a well-formed pair is one
 * code point and does not match, so emoji stay allowed.
 */
const UNSTORABLE = /[\0\uD800-\uDFFF]/u;

/**
 * The start of every string a call accepts: text the database can store, or "Invalid format".
 * Every string field of a request is built on it (test/hostile-text.test.ts walks them all). A
 * refinement rather than `.regex()`, so the OpenAPI document gets no pattern that a validator
 * without the `u` flag would read as refusing emoji.
 */
export const storableString = (error: (iss: { input?: unknown }) => string = requiredOrType) =>
  // `abort`: such text gets this one message, not also those of the checks after it.
  z.string({ error }).refine((s) => !UNSTORABLE.test(s), { error: m.pattern(), abort: true });

export const requiredString = (max: number, min = 1) =>
  storableString()
    .trim()
    .min(min, min === 1 ? m.required() : m.min(min))
    .max(max, m.max(max));

export const optionalString = (max: number) =>
  storableString(m.type).trim().max(max, m.max(max)).optional();

export const Email = storableString()
  .trim()
  .toLowerCase()
  .min(1, m.required())
  .max(EMAIL_MAX, m.max(EMAIL_MAX))
  .pipe(z.email({ error: m.pattern() }));

export const Password = storableString()
  .min(PASSWORD_MIN, m.min(PASSWORD_MIN))
  .max(PASSWORD_MAX, m.max(PASSWORD_MAX));

export const Name = requiredString(NAME_MAX);

export const VerifyCode = storableString()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`), m.pattern());

export const Language = z.enum(LANGUAGES, { error: m.type() });
export type Language = z.infer<typeof Language>;

/**
 * Row ids are PostgreSQL `integer`s: a larger number can name no row, and would make the
 * database fail the query (a 500) instead of the request being refused as invalid.
 */
export const ID_MAX = 2_147_483_647;

/** `apply_order_id` identifies an entry or order (docs/product.md#identifiers). */
export const ApplyOrderId = z.coerce
  .number({ error: m.type() })
  .int(m.type())
  .positive(m.type())
  .max(ID_MAX, m.type());

/** `order_no` identifies a payment order (docs/product.md#identifiers). */
export const OrderNo = requiredString(64);

/** Timestamps travel as ISO 8601 strings. */
export const IsoDate = z.string();

/** Money in integer US cents (docs/product.md#api-conventions). */
export const Cents = z.number().int().min(0);

/** An ISO 8601 date and time with its offset, as the server writes dates (`2027-06-12T09:00:00.000Z`). */
export const IsoDateTime = requiredString(40).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, m.pattern());

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

/*
 * Helpers for the call schemas of docs/product.md#calls. Numbers, flags and choices get the same
 * generic messages as strings: "This field is required" when absent, "Invalid type" otherwise, so a
 * 422 never leaks zod's own English (docs/product.md#form-messages).
 */
/**
 * A row id in a JSON body. `ApplyOrderId` stays the one for `apply_order_id`
 * (docs/product.md#identifiers).
 */
export const Id = z.number({ error: requiredOrType }).int(m.type()).positive(m.type()).max(ID_MAX, m.type());

/** A row id in a query string, where every value arrives as text. */
export const QueryId = z.coerce.number({ error: m.type() }).int(m.type()).positive(m.type()).max(ID_MAX, m.type());

/** An integer in a JSON body; a value out of range is "Invalid type", like a negative id. */
export const intInRange = (min: number, max: number) =>
  z.number({ error: requiredOrType }).int(m.type()).min(min, m.type()).max(max, m.type());

/** The same from a query string. */
export const queryIntInRange = (min: number, max: number) =>
  z.coerce.number({ error: m.type() }).int(m.type()).min(min, m.type()).max(max, m.type());

/** A boolean in a JSON body. */
export const Flag = z.boolean({ error: requiredOrType });

/** A boolean in a query string: `true`/`false` (also `1`/`0`, `yes`/`no`). */
export const QueryFlag = z.stringbool({ error: m.type() });

/** One of a fixed set of values (body or query). */
export const oneOf = <const T extends readonly string[]>(values: T) =>
  z.enum(values, { error: requiredOrType });

// The patterns below also match '' so that a blank value reports only "required".

/** A content-slot key (`position`, docs/product.md#identifiers): letters, digits, `-` and `_`. */
export const Position = requiredString(64).regex(/^([A-Za-z0-9][\w-]*)?$/, m.pattern());

/** An http(s) link given by a user, e.g. an entry's video. */
export const HttpUrl = storableString()
  .trim()
  .max(2000, m.max(2000))
  .pipe(z.url({ protocol: /^https?$/, error: m.pattern() }));

/** ISO 3166-1 alpha-2 country code, stored upper case. */
export const CountryCode = storableString()
  .trim()
  .toUpperCase()
  .min(1, m.required())
  .regex(/^([A-Z]{2})?$/, m.pattern());

/** A phone number without its area code: digits, spaces, `-` and brackets. */
export const PhoneNumber = requiredString(32).regex(/^([\d\s()-]{4,32})?$/, m.pattern());

/** An area (dialling) code such as `+86`. */
export const DialCode = requiredString(8).regex(/^(\+\d{1,4})?$/, m.pattern());

/** A list of row ids in a JSON body, without duplicates. */
export const IdArray = (max: number, min = 1) =>
  z
    .array(Id, { error: requiredOrType })
    .min(min, m.required())
    .max(max, m.type())
    .refine((ids) => new Set(ids).size === ids.length, m.type());

/**
 * A list of row ids in a query string, written `1,2,3` (a query string has no arrays that
 * survive every client). Parsed to distinct numbers.
 */
export const IdCsv = (max: number) =>
  storableString()
    .trim()
    .min(1, m.required())
    // Ten digits at most: a longer number is no id, and past 2^53 not even a safe integer.
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, m.pattern())
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int(m.type()).positive(m.type()).max(ID_MAX, m.type())).max(max, m.type()));
