import { useQuery } from '@tanstack/react-query';
import { judgeCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { judgeKeys } from './judge-keys.ts';

/**
 * GET /judge/getSubJudges: every sub-judge with their season workload, whether they review the
 * entry, and why they may not (a conflict of interest, docs/product.md#conflicts-of-interest).
 * The assign dialog reads it, and the details page, where a conflict says why a review does not
 * count; `enabled` waits for what the page needs first.
 */
export function useEntrySubJudges(entryId: number | null, enabled = true) {
  return useQuery({
    queryKey: judgeKeys.subJudges(entryId ?? 0),
    enabled: enabled && entryId !== null,
    queryFn: ({ signal }) =>
      request(judgeCallMeta.getEntrySubJudges, { query: { apply_order_id: entryId ?? 0 } }, { signal }),
  });
}
