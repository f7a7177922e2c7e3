import { useQuery } from '@tanstack/react-query';
import { callMeta } from '@laurel/contract';
import { handleApiError, isApiError, request } from '../../../lib/request/index.ts';
import { reviewKeys } from './review-keys.ts';

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.code === 404;

/**
 * GET /judge/entryDetail: one entry in full with every review, for the judge. A 404 is the page's
 * own not-found state (no toast); any other failure goes through the error catalogue.
 */
export function useJudgeEntryDetail(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.judgeDetail(id ?? 0),
    enabled: enabled && id !== null,
    queryFn: async ({ signal }) => {
      try {
        return await request(
          callMeta.judge.getJudgeEntryDetail,
          { query: { apply_order_id: id ?? 0 } },
          { signal, skipErrorHandler: true },
        );
      } catch (error) {
        if (isApiError(error) && !isNotFound(error)) handleApiError(error);
        throw error;
      }
    },
  });
}
