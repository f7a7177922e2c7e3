import { BULK_FAILURES_MAX } from '@laurel/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { bulkJobs } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { applyBulkEntry, type EntryOutcome } from './apply-bulk-entry.ts';
import { loadBulkRowsById } from './bulk-rows.ts';
import { verdictOf, type ParsedAction } from './bulk-verdict.ts';

/** Entries one transaction of a job works through: progress is seen at least this often. */
export const BULK_BATCH = 100;

/** The action a job stores in `params`, without the start's key and hash. */
export function jobAction(params: Record<string, unknown>): ParsedAction {
  const { key: _key, hash: _hash, ...action } = params;
  return action as ParsedAction;
}

/**
 * The `entries.bulk` job, and a small action's run in its request (docs/product.md#bulk-actions):
 * works through the job's fixed list of entries in batches until none is left. Safe to run again
 * at any point, and by two processes at once: each batch locks the job's row, reads how far it has
 * got (`done + failed`), does the next entries and counts them in ONE transaction — a crash in the
 * middle of a batch rolls the whole batch back, counts included, so a retry starts at the first
 * entry not counted and no entry is moved twice (a mail keyed by job and entrant is not queued
 * twice either).
 */
export async function runBulkJob(ctx: AppContext, opts: { jobId: number }): Promise<void> {
  await ctx.db
    .update(bulkJobs)
    .set({ status: 'running', startedAt: sql`coalesce(${bulkJobs.startedAt}, now())` })
    .where(and(eq(bulkJobs.id, opts.jobId), eq(bulkJobs.status, 'queued')));
  while (await runBulkBatch(ctx, opts.jobId));
}

/** One batch of the job; false once the job has ended. */
export async function runBulkBatch(ctx: AppContext, jobId: number): Promise<boolean> {
  const after: EntryOutcome = { cancelled: [], winners: false };
  const more = await ctx.db.transaction(async (tx) => {
    const [job] = await tx.select().from(bulkJobs).where(eq(bulkJobs.id, jobId)).for('update');
    if (!job || job.status === 'done' || job.status === 'failed') return false;
    const from = job.done + job.failed;
    const ids = job.entryIds.slice(from, from + BULK_BATCH);
    if (ids.length === 0) {
      await tx.update(bulkJobs).set({ status: 'done', finishedAt: new Date() }).where(eq(bulkJobs.id, jobId));
      await writeAudit(tx, { actorId: job.actorId, action: 'bulk.finished', subjectType: 'bulk_job', subjectId: job.id, after: { done: job.done, failed: job.failed } });
      return false;
    }
    const action = jobAction(job.params);
    const rows = new Map((await loadBulkRowsById(tx, ids, action, { lock: true })).map((r) => [r.id, r]));
    let done = 0;
    const failures: { entryId: number; code: string }[] = [];
    for (const entryId of ids) {
      const row = rows.get(entryId);
      if (!row) {
        failures.push({ entryId, code: 'entryNotFound' });
        continue;
      }
      // Looked at again as it is now: an entry changed since the start may be refused or already so.
      const verdict = verdictOf(row, action, new Set());
      if (verdict.kind === 'refused') {
        failures.push({ entryId, code: verdict.code });
        continue;
      }
      if (verdict.kind === 'same') {
        done += 1;
        continue;
      }
      try {
        // A savepoint per entry: a refusal undoes that entry's writes, not the batch's.
        const outcome = await tx.transaction((sp) => applyBulkEntry(ctx, sp, { jobId, actorId: job.actorId!, row, action }));
        after.cancelled.push(...outcome.cancelled);
        after.winners ||= outcome.winners;
        done += 1;
      } catch (err) {
        // A refusal of the service is this entry's failure; anything else fails the batch (retried).
        if (!(err instanceof AppError) || !err.reason) throw err;
        failures.push({ entryId, code: err.reason });
      }
    }
    await tx
      .update(bulkJobs)
      .set({
        done: job.done + done,
        failed: job.failed + failures.length,
        failures: [...job.failures, ...failures].slice(0, BULK_FAILURES_MAX),
      })
      .where(eq(bulkJobs.id, jobId));
    return true;
  });
  if (after.winners) await ctx.cache.invalidate('winners');
  for (const order of after.cancelled) {
    try {
      await ctx.payments.get(order.provider)?.close?.(order.orderNo);
    } catch (err) {
      ctx.log.warn({ provider: order.provider, orderNo: order.orderNo, reason: (err as Error).message }, 'cancelled order not closed at its provider');
    }
  }
  return more;
}

/** A job whose last try failed (its queue's dead letter): it says so, with what it got through. */
export async function failBulkJob(ctx: AppContext, data: { id: number }): Promise<void> {
  await ctx.db
    .update(bulkJobs)
    .set({ status: 'failed', finishedAt: new Date() })
    .where(and(eq(bulkJobs.id, data.id), inArray(bulkJobs.status, ['queued', 'running'])));
}
