import { useQuery } from '@tanstack/react-query';
import { judgeCallMeta } from '@laurel/contract';
import { isApiError, request } from '../../../lib/request/index.ts';
import { judgeKeys } from './judge-keys.ts';

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.code === 404;

/**
 * GET /judge/entryDetail: one entry in full with every review, for the judge. A 404 is the page's
 * own not-found state, any other failure its retry: neither is toasted (`shownInline: 'all'`).
 */
export function useJudgeEntryDetail(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: judgeKeys.detail(id ?? 0),
    enabled: enabled && id !== null,
    queryFn: ({ signal }) =>
      request(judgeCallMeta.getJudgeEntryDetail, { query: { apply_order_id: id ?? 0 } }, { signal, shownInline: 'all' }),
  });
}
