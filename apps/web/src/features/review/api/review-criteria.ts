import { useQuery } from '@tanstack/react-query';
import { callMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { reviewKeys } from './review-keys.ts';

/** GET /subjudges/reviewCriteria: the season's criteria and weights, award levels and deadlines. */
export function useReviewCriteria() {
  return useQuery({
    queryKey: reviewKeys.criteria(),
    queryFn: ({ signal }) => request(callMeta.subJudge.getReviewCriteria, {}, { signal, shownInline: 'all' }),
    staleTime: 5 * 60_000,
  });
}
