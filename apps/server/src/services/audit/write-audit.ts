import type { DbLike } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/**
 * Every state change that matters leaves a row: who, what, before, after
 * (docs/product.md#audit-log).
 */
export async function writeAudit(
  db: DbLike,
  entry: { actorId: number | null; action: string; subjectType: string; subjectId: string | number; before?: unknown; after?: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
