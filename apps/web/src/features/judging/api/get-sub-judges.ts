import { useQuery } from '@tanstack/react-query';
import { callMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { judgeKeys } from './judge-keys.ts';

/**
 * GET /judge/getSubJudges: every sub-judge with their season workload, whether they review the
 * entry, and why they may not (a conflict of interest, docs/product.md#conflicts-of-interest).
 */
export function useEntrySubJudges(entryId: number | null) {
  return useQuery({
    queryKey: judgeKeys.subJudges(entryId ?? 0),
    enabled: entryId !== null,
    queryFn: ({ signal }) =>
      request(callMeta.judge.getEntrySubJudges, { query: { apply_order_id: entryId ?? 0 } }, { signal }),
  });
}
