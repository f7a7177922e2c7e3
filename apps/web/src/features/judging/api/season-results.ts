import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { judgeCallMeta, type PublishResultsRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { judgeKeys } from './judge-keys.ts';

/**
 * GET /judge/seasonResults: the table's season's results date, whether its winners are public yet
 * and how many are shown (docs/product.md#publishing-winners).
 */
export function useSeasonResults() {
  return useQuery({
    queryKey: judgeKeys.seasonResults(),
    queryFn: ({ signal }) => request(judgeCallMeta.getSeasonResults, {}, { signal, shownInline: 'all' }),
  });
}

/**
 * POST /judge/publishResults with the results date the judge saw and confirmed. The dialog says
 * in place why it was refused (a date changed meanwhile, already public); afterwards the table
 * and the notice load again, with the date as it now is.
 */
export function usePublishResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishResultsRequest) => request(judgeCallMeta.publishResults, { body }, { shownInline: 'all' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgeKeys.all }),
  });
}
