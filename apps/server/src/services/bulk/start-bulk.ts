import { BULK_INLINE_MAX, BULK_PERMISSION, staffMay, type BulkJob, type BulkStartRequest, type StaffRole } from '@laurel/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { bulkJobs } from '../../db/schema.ts';
import { forbidden, refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { readBulkJob } from './bulk-job-view.ts';
import { resolveBulk } from './resolve-bulk.ts';
import { runBulkJob } from './run-bulk-job.ts';

/**
 * `/admin/bulk/start` (docs/product.md#bulk-actions): the action's own permission (a viewer
 * starts nothing, finance only fee decisions), then the previewed set fixed as a job — refused
 * with a 409 when the selection no longer is what the preview showed. Idempotent by the client's
 * `key`: the same start sent many times at once waits on one lock and gets the one job. Every job
 * is also queued, so one the process dies before running is still done; a small one (up to
 * BULK_INLINE_MAX entries) is run in the request too, so its answer is final.
 */
export async function startBulk(
  ctx: AppContext,
  opts: { actor: { id: number; staffRole: StaffRole | null }; request: z.output<typeof BulkStartRequest> },
): Promise<BulkJob> {
  const { actor, request } = opts;
  if (!staffMay(actor.staffRole, BULK_PERMISSION[request.action.kind])) throw forbidden();
  const job = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bulk:${actor.id}:${request.key}`}))`);
    const [existing] = await tx
      .select({ id: bulkJobs.id, total: bulkJobs.total, hash: sql<string>`${bulkJobs.params}->>'hash'` })
      .from(bulkJobs)
      .where(and(eq(bulkJobs.actorId, actor.id), sql`${bulkJobs.params}->>'key' = ${request.key}`));
    if (existing) {
      if (existing.hash !== request.hash) throw refuse('bulkKeyReused');
      return { id: existing.id, total: existing.total };
    }
    const resolved = await resolveBulk(tx, request);
    if (resolved.hash !== request.hash) throw refuse('bulkSelectionChanged');
    if (resolved.rows.length === 0) throw refuse('bulkNothingSelected');
    const params = { ...resolved.action, key: request.key, hash: resolved.hash };
    const [row] = await tx
      .insert(bulkJobs)
      .values({ kind: resolved.action.kind, actorId: actor.id, seasonId: resolved.seasonId, params, entryIds: resolved.rows.map((r) => r.id), total: resolved.rows.length })
      .returning({ id: bulkJobs.id, total: bulkJobs.total });
    // What ran, once per job: the entries' own audit rows say what changed on each.
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'bulk.started',
      subjectType: 'bulk_job',
      subjectId: row!.id,
      after: { ...resolved.action, seasonId: resolved.seasonId, total: row!.total, firstIds: resolved.rows.slice(0, 20).map((r) => r.id) },
    });
    await ctx.jobs.send('entries.bulk', { id: row!.id }, { tx });
    return row!;
  });
  if (job.total <= BULK_INLINE_MAX) await runBulkJob(ctx, { jobId: job.id });
  return (await readBulkJob(ctx.db, job.id))!;
}
