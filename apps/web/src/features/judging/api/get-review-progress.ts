import { useQuery } from '@tanstack/react-query';
import { judgeCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { judgeKeys } from './judge-keys.ts';

/** GET /judge/reviewProgress: the current season's first level, per sub-judge and per category. */
export function useReviewProgress() {
  return useQuery({
    queryKey: judgeKeys.progress(),
    queryFn: ({ signal }) => request(judgeCallMeta.getReviewProgress, {}, { signal, shownInline: 'all' }),
  });
}
