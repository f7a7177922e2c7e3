import type { AuditLogQuery, AuditPage } from '@laurel/contract';
import { and, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { auditLog, entries, users } from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql-like.ts';

type Query = z.output<typeof AuditLogQuery>;

const DAY_MS = 86_400_000;

/**
 * `/admin/audit`: the newest rows first, `limit` at a time after the id `before`
 * (docs/product.md#audit-log). Keyset paging: the log only grows, so a page by offset would
 * cost more the deeper it is and shift as rows arrive; `id < before` is one index range read
 * on the primary key, or on the actor's or the entry's index (migration 0020) when one is
 * filtered. An action ending in a dot is a prefix (`payment.`). Days are UTC.
 */
export async function listAuditLog(ctx: AppContext, query: Query): Promise<AuditPage> {
  const conds: SQL[] = [];
  if (query.actorId) conds.push(eq(auditLog.actorId, query.actorId));
  if (query.entryId) conds.push(eq(auditLog.entryId, query.entryId));
  if (query.subjectType) conds.push(eq(auditLog.subjectType, query.subjectType));
  if (query.subjectId) conds.push(eq(auditLog.subjectId, query.subjectId));
  if (query.action)
    conds.push(
      query.action.endsWith('.')
        ? like(auditLog.action, `${escapeLike(query.action)}%`)
        : eq(auditLog.action, query.action),
    );
  if (query.from) conds.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    conds.push(lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  if (query.before) conds.push(lt(auditLog.id, query.before));

  // One more than the page: whether an older page exists, without a count over the whole log.
  const rows = await ctx.db
    .select({
      row: auditLog,
      actorName: users.name,
      actorEmail: users.email,
      entryTitle: entries.title,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(entries, eq(entries.id, auditLog.entryId))
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  return {
    list: page.map(({ row, actorName, actorEmail, entryTitle }) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      actor:
        row.actorId !== null && actorEmail !== null
          ? { id: row.actorId, name: actorName ?? '', email: actorEmail }
          : null,
      entry: row.entryId !== null ? { id: row.entryId, title: entryTitle ?? '' } : null,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    nextBefore: rows.length > query.limit ? page[page.length - 1]!.row.id : null,
  };
}
