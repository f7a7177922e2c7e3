import { useQuery } from '@tanstack/react-query';
import { applyCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

/**
 * GET /apply/awardClassification: the award levels with their winner-package and trophy fees. The
 * trophy page reads a trophy's price from it when the entry does not carry it.
 */
export function useAwardLevels(enabled = true) {
  return useQuery({
    queryKey: ['payments', 'awardLevels'],
    queryFn: ({ signal }) => request(applyCallMeta.getApplyAwardClassification, {}, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
