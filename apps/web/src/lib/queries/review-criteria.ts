import { useQuery } from '@tanstack/react-query';
import { subJudgeCallMeta } from '@laurel/contract';
import { request } from '../request/index.ts';

/**
 * The season's review setup, which the reviewers' pages (features/review) and the judge's view of
 * an entry (features/judging) both read: two features, so its key is spelled here
 * (apps/web/src/lib/README.md#query-keys).
 */
export const reviewCriteriaKey = ['review', 'criteria'] as const;

/** GET /subjudges/reviewCriteria: the season's criteria and weights, award levels and deadlines. */
export function useReviewCriteria() {
  return useQuery({
    queryKey: reviewCriteriaKey,
    queryFn: ({ signal }) => request(subJudgeCallMeta.getReviewCriteria, {}, { signal, shownInline: 'all' }),
    staleTime: 5 * 60_000,
  });
}
