import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminCallMeta, type AuditLogQuery } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** The audit log's query keys, below the console's (admin-keys.ts). */
export const auditKeys = {
  log: (filters: Omit<AuditLogQuery, 'before'>) => [...adminKeys.all, 'audit', filters] as const,
};

/**
 * GET /admin/audit: the newest rows for the filters, then older ones a page at a time by the last
 * id seen (docs/product.md#audit-log); the rows shown stay while another filter loads.
 */
export function useAuditLog(filters: Omit<AuditLogQuery, 'before'>) {
  return useInfiniteQuery({
    queryKey: auditKeys.log(filters),
    queryFn: ({ signal, pageParam }) =>
      request(
        adminCallMeta.listAuditLog,
        { query: { ...filters, ...(pageParam ? { before: pageParam } : {}) } },
        { signal, shownInline: 'all' },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    placeholderData: keepPreviousData,
  });
}
