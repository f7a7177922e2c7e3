import { useQuery } from '@tanstack/react-query';
import { callMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { judgeKeys } from './judge-keys.ts';

/**
 * GET /judge/getSubJudges: the entry's sub-judges with any conflict of interest, which says why a
 * review on the details page does not count (docs/product.md#conflicts-of-interest).
 */
export function useEntrySubJudges(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: judgeKeys.detailSubJudges(id ?? 0),
    enabled: enabled && id !== null,
    queryFn: ({ signal }) =>
      request(callMeta.judge.getEntrySubJudges, { query: { apply_order_id: id ?? 0 } }, { signal }),
  });
}
