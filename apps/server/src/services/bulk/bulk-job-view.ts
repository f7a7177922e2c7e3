import { BULK_KINDS, type BulkJob, type BulkJobSummary, type BulkKind } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { bulkJobs, users } from '../../db/schema.ts';

/** A job's columns with its actor's name, for the list and the one job. */
export const bulkJobColumns = {
  id: bulkJobs.id,
  kind: bulkJobs.kind,
  seasonId: bulkJobs.seasonId,
  actorId: bulkJobs.actorId,
  actorName: users.name,
  status: bulkJobs.status,
  total: bulkJobs.total,
  done: bulkJobs.done,
  failed: bulkJobs.failed,
  createdAt: bulkJobs.createdAt,
  finishedAt: bulkJobs.finishedAt,
};

type SummaryRow = {
  id: number;
  kind: string;
  seasonId: number;
  actorId: number | null;
  actorName: string | null;
  status: string;
  total: number;
  done: number;
  failed: number;
  createdAt: Date;
  finishedAt: Date | null;
};

export const toBulkJobSummary = (r: SummaryRow): BulkJobSummary => ({
  id: r.id,
  kind: (BULK_KINDS as readonly string[]).includes(r.kind) ? (r.kind as BulkKind) : 'status',
  seasonId: r.seasonId,
  actor: r.actorId === null ? null : { id: r.actorId, name: r.actorName ?? '' },
  status: r.status as BulkJobSummary['status'],
  total: r.total,
  done: r.done,
  failed: r.failed,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** One job as the console shows it, or undefined. Its idempotency key stays on the server. */
export async function readBulkJob(db: DbLike, id: number): Promise<BulkJob | undefined> {
  const [row] = await db
    .select({ ...bulkJobColumns, params: bulkJobs.params, startedAt: bulkJobs.startedAt, failures: bulkJobs.failures })
    .from(bulkJobs)
    .leftJoin(users, eq(users.id, bulkJobs.actorId))
    .where(eq(bulkJobs.id, id));
  if (!row) return undefined;
  const { key: _key, hash: _hash, ...params } = row.params;
  return { ...toBulkJobSummary(row), params, startedAt: row.startedAt?.toISOString() ?? null, failures: row.failures };
}
