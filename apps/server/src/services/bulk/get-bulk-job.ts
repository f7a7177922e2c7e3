import type { BulkJob } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { refuse } from '../../lib/errors.ts';
import { readBulkJob } from './bulk-job-view.ts';

/** `/admin/bulk/get`: one bulk action with its progress and failures (404 for an unknown id). */
export async function getBulkJob(ctx: AppContext, id: number): Promise<BulkJob> {
  const job = await readBulkJob(ctx.db, id);
  if (!job) throw refuse('bulkJobNotFound');
  return job;
}
