import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type SaveCriteriaRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /admin/criteria: a season's criteria, scale, version and whether reviews used them. */
export function useAdminCriteria(seasonId: number | null) {
  return useQuery({
    queryKey: adminKeys.criteria(seasonId ?? 0),
    queryFn: ({ signal }) =>
      request(adminCallMeta.getAdminCriteria, { query: { seasonId: seasonId ?? 0 } }, { signal, shownInline: 'all' }),
    enabled: seasonId !== null,
  });
}

/** The editor shows a refusal beside the table (weights, keys, a version changed meanwhile). */
export function useSaveCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCriteriaRequest) => request(adminCallMeta.saveCriteria, { body }, { shownInline: 'all' }),
    onSuccess: (criteria) => {
      queryClient.setQueryData(adminKeys.criteria(criteria.seasonId), criteria);
      return queryClient.invalidateQueries({ queryKey: adminKeys.seasons() });
    },
  });
}
