import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { likeLiteral } from './person-scope.ts';

/** What a scrubbed value reads as. */
export const ERASED_MARK = '[erased]';

/** Keys whose values are a person's own data wherever they appear in a row about them. */
const PERSONAL_KEYS = new Set([
  'email',
  'name',
  'phone',
  'areaCode',
  'company',
  'credits',
  'winnerInfo',
  'customFields',
  'address',
  'recipient',
  'message',
  'reply',
  'ip',
  'userAgent',
  'toAddress',
  'replyTo',
]);
/** Also gone from the rows of an entry whose work was dropped (purge-entry-fields.ts `work`). */
const WORK_KEYS = new Set(['title', 'description', 'videoUrl']);

/** The person's values as they were, to be found inside any text of a row (shorter ones would match too much). */
function needles(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v && v.trim().length >= 3).map((v) => v.trim()))];
}

function scrub(value: unknown, keys: Set<string>, found: RegExp | null): unknown {
  if (typeof value === 'string') return found ? value.replace(found, ERASED_MARK) : value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, keys, found));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, keys.has(k) && v !== null && v !== '' ? ERASED_MARK : scrub(v, keys, found)]),
    );
  }
  return value;
}

/**
 * Takes the erased person's data out of the audit log's before and after
 * (docs/product.md#audit-log): in the rows about them (their account, their entries) every
 * personal key, and in any row that still carries one of their values (e-mail address, name,
 * phone, company) that value. Who did what, and when, stays. The log is append-only; this
 * transaction says it is an erasure (`laurel.erasing`, migration 0020's trigger), the only
 * change the trigger lets through. Returns how many rows changed.
 */
export async function scrubAudit(tx: Tx, who: { userId: number; entryIds: number[]; workDropped: number[]; values: (string | null)[] }): Promise<number> {
  const texts = needles(who.values);
  const email = who.values[0];
  const about = [
    and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, String(who.userId))),
    who.entryIds.length ? inArray(auditLog.entryId, who.entryIds) : undefined,
    ...(email ? [sql`${auditLog.before}::text ilike ${likeLiteral(email)}`, sql`${auditLog.after}::text ilike ${likeLiteral(email)}`] : []),
  ];
  const rows = await tx.select({ id: auditLog.id, entryId: auditLog.entryId, subjectType: auditLog.subjectType, subjectId: auditLog.subjectId, before: auditLog.before, after: auditLog.after }).from(auditLog).where(or(...about));
  if (!rows.length) return 0;
  const found = texts.length ? new RegExp(texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi') : null;
  const entrySet = new Set(who.entryIds);
  const droppedSet = new Set(who.workDropped);
  await tx.execute(sql`set local laurel.erasing = 'on'`);
  let changed = 0;
  for (const row of rows) {
    const ownRow = (row.subjectType === 'user' && row.subjectId === String(who.userId)) || (row.entryId !== null && entrySet.has(row.entryId));
    const keys = ownRow ? (row.entryId !== null && droppedSet.has(row.entryId) ? new Set([...PERSONAL_KEYS, ...WORK_KEYS]) : PERSONAL_KEYS) : new Set<string>();
    const before = scrub(row.before, keys, found);
    const after = scrub(row.after, keys, found);
    if (JSON.stringify(before) === JSON.stringify(row.before) && JSON.stringify(after) === JSON.stringify(row.after)) continue;
    await tx.update(auditLog).set({ before, after }).where(eq(auditLog.id, row.id));
    changed++;
  }
  return changed;
}
