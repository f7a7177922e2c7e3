import { z } from 'zod';
import { QueryId, queryIntInRange, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { defineCall } from '../define.ts';

/*
 * The audit log in the console (docs/product.md#audit-log): every change that matters, newest
 * first, found by who made it, the entry it is about, its subject, its action and its day. It
 * grows without end, so it is paged by the last id seen (`before`), never by page number: a
 * page costs one index read however deep it is and rows written meanwhile do not shift it.
 */

export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;
/** An action (`payment.refunded`) or its prefix ending in a dot (`payment.`). */
export const AUDIT_ACTION_MAX = 64;
export const AUDIT_SUBJECT_MAX = 64;

/** A calendar day, `YYYY-MM-DD`, read in UTC. */
export const AuditDay = storableString(m.type)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, m.pattern())
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
      new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    m.pattern(),
  );

export const AuditLogQuery = z.object({
  /** Who made the change (a user id). */
  actorId: QueryId.optional(),
  /** The entry the change is about, whatever its subject (an order, a review, the entry). */
  entryId: QueryId.optional(),
  /** `payment_order`, `entry`, `user`…; with `subjectId`, one record (an order number). */
  subjectType: storableString(m.type)
    .trim()
    .max(AUDIT_SUBJECT_MAX, m.max(AUDIT_SUBJECT_MAX))
    .regex(/^[A-Za-z_]*$/, m.pattern())
    .optional(),
  subjectId: storableString(m.type)
    .trim()
    .max(AUDIT_SUBJECT_MAX, m.max(AUDIT_SUBJECT_MAX))
    .optional(),
  /** An action, or every action under a prefix that ends in a dot (`payment.`). */
  action: storableString(m.type)
    .trim()
    .max(AUDIT_ACTION_MAX, m.max(AUDIT_ACTION_MAX))
    .regex(/^[A-Za-z_.]*$/, m.pattern())
    .optional(),
  /** From this day on, and up to this day inclusive (UTC); `to` before `from` finds nothing. */
  from: AuditDay.optional(),
  to: AuditDay.optional(),
  /** The id of the last row of the page before: this page starts after it. */
  before: QueryId.optional(),
  limit: queryIntInRange(1, AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const AuditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** Null for a change made by the system (a provider's callback, a scheduled job). */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  entry: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof AuditRow>;

export const AuditPage = z.object({
  list: z.array(AuditRow),
  /** Pass as `before` for the next (older) page; null when this is the last. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;

export const listAuditLog = defineCall({
  method: 'GET',
  path: '/admin/audit',
  summary: 'The audit log, newest first, by actor, entry, subject, action and day (keyset-paged)',
  tag: 'admin',
  auth: 'staff:read',
  query: AuditLogQuery,
  response: AuditPage,
});

export const auditCalls = { listAuditLog } as const;
