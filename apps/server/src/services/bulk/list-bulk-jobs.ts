import type { BulkJobSummary, PageQuery, PageResult } from '@laurel/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { bulkJobs, users } from '../../db/schema.ts';
import { bulkJobColumns, toBulkJobSummary } from './bulk-job-view.ts';

/** `/admin/bulk`: every bulk action, newest first (bulk_jobs_created_idx), paged. */
export async function listBulkJobs(ctx: AppContext, q: PageQuery): Promise<PageResult<BulkJobSummary>> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(bulkJobColumns)
      .from(bulkJobs)
      .leftJoin(users, eq(users.id, bulkJobs.actorId))
      .orderBy(desc(bulkJobs.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(bulkJobs),
  ]);
  return { list: rows.map(toBulkJobSummary), total: total!.n, page: q.page, pageSize: q.pageSize };
}
