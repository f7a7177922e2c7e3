import type { DbLike } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/**
 * Every state change that matters leaves a row: who, what, before, after
 * (docs/product.md#audit-log). `entryId` names the entry the change is about when its subject is
 * something else (an order, a refund, a review), so the entry's history finds it; a subject that
 * is an entry is its own.
 */
export async function writeAudit(
  db: DbLike,
  entry: {
    actorId: number | null;
    action: string;
    subjectType: string;
    subjectId: string | number;
    entryId?: number | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    entryId: entry.entryId ?? (entry.subjectType === 'entry' ? Number(entry.subjectId) : null),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
