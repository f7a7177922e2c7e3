import { ENTRY_HISTORY_MAX, type EntryHistoryItem } from '@laurel/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { auditLog, users } from '../../../db/schema.ts';
import { fieldChanges } from '../../audit/field-changes.ts';

/**
 * An entry's history (docs/product.md#audit-log): the audit rows naming it — changes to the
 * entry itself and to its orders, refunds, fees, reviews — newest first, each with who made it
 * and what changed field by field. One read of `audit_log_entry_idx` and its count.
 */
export async function entryHistory(db: DbLike, entryId: number): Promise<{ list: EntryHistoryItem[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(eq(auditLog.entryId, entryId))
      .orderBy(desc(auditLog.id))
      .limit(ENTRY_HISTORY_MAX),
    db.select({ n: count() }).from(auditLog).where(eq(auditLog.entryId, entryId)),
  ]);
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ row, actorName }) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actorId === null ? null : { id: row.actorId, name: actorName ?? '' },
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      changes: fieldChanges(row.before, row.after),
    })),
  };
}
