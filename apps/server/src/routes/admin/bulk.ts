import { getBulkJob, listBulkJobs, previewBulk, startBulk } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { getBulkJob as getBulkJobService } from '../../services/bulk/get-bulk-job.ts';
import { listBulkJobs as listBulkJobsService } from '../../services/bulk/list-bulk-jobs.ts';
import { previewBulk as previewBulkService } from '../../services/bulk/preview-bulk.ts';
import { startBulk as startBulkService } from '../../services/bulk/start-bulk.ts';

/** Bulk actions over entries (docs/product.md#bulk-actions): preview, start, the jobs. */
export function bulkRoutes(app: FastifyInstance): void {
  defineRoute(app, previewBulk, ({ ctx, body }) => previewBulkService(ctx, body));
  defineRoute(app, startBulk, ({ ctx, body, user }) => startBulkService(ctx, { actor: user, request: body }));
  defineRoute(app, listBulkJobs, ({ ctx, query }) => listBulkJobsService(ctx, query));
  defineRoute(app, getBulkJob, ({ ctx, query }) => getBulkJobService(ctx, query.id));
}
