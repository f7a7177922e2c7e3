import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type BulkJob, type BulkPreviewRequest, type BulkStartRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** The bulk actions' query keys, below the console's (admin-keys.ts). */
export const bulkKeys = {
  all: () => [...adminKeys.all, 'bulk'] as const,
  lists: () => [...adminKeys.all, 'bulk', 'list'] as const,
  list: (page: number) => [...adminKeys.all, 'bulk', 'list', page] as const,
  job: (id: number) => [...adminKeys.all, 'bulk', 'job', id] as const,
};

/** Polled this often while a job runs (docs/product.md#bulk-actions). */
export const BULK_POLL_MS = 1000;
const running = (job: BulkJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** GET /admin/bulk: a page of jobs, newest first, polled while one on it runs. */
export function useBulkJobs(page: number) {
  return useQuery({
    queryKey: bulkKeys.list(page),
    queryFn: ({ signal }) => request(adminCallMeta.listBulkJobs, { query: { page, pageSize: 20 } }, { signal, shownInline: 'all' }),
    refetchInterval: (q) => (q.state.data?.list.some((j) => running(j as BulkJob)) ? BULK_POLL_MS : false),
  });
}

/** GET /admin/bulk/get: one job, polled until it ends. */
export function useBulkJob(id: number) {
  return useQuery({
    queryKey: bulkKeys.job(id),
    queryFn: ({ signal }) => request(adminCallMeta.getBulkJob, { query: { id } }, { signal, shownInline: 'all' }),
    refetchInterval: (q) => (running(q.state.data) ? BULK_POLL_MS : false),
    enabled: id > 0,
  });
}

/** POST /admin/bulk/preview: reads only, so a mutation the page fires on demand. */
export function usePreviewBulk() {
  return useMutation({
    mutationFn: (body: BulkPreviewRequest) => request(adminCallMeta.previewBulk, { body }, { shownInline: 'all' }),
  });
}

/** POST /admin/bulk/start: the job it answers is put in the cache its page reads. */
export function useStartBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkStartRequest) => request(adminCallMeta.startBulk, { body }, { shownInline: 'all' }),
    onSuccess: (job) => {
      queryClient.setQueryData(bulkKeys.job(job.id), job);
      return queryClient.invalidateQueries({ queryKey: bulkKeys.lists() });
    },
  });
}
