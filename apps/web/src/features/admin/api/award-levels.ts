import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type SaveAwardLevelRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /admin/awardLevels: a season's award levels, highest first. */
export function useAdminAwardLevels(seasonId: number | null) {
  return useQuery({
    queryKey: adminKeys.awardLevels(seasonId ?? 0),
    queryFn: ({ signal }) =>
      request(adminCallMeta.listAdminAwardLevels, { query: { seasonId: seasonId ?? 0 } }, { signal, shownInline: 'all' }),
    enabled: seasonId !== null,
    select: (levels) => [...levels].sort((a, b) => a.rank - b.rank),
  });
}

/** Both answer with the season's whole list (the others' ranks move): it becomes the cached one. */
export function useSaveAwardLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAwardLevelRequest) => request(adminCallMeta.saveAwardLevel, { body }, { shownInline: 'all' }),
    onSuccess: (levels, body) => queryClient.setQueryData(adminKeys.awardLevels(body.seasonId), levels),
  });
}

export function useDeleteAwardLevel(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(adminCallMeta.deleteAwardLevel, { body: { id } }),
    onSuccess: (levels) => queryClient.setQueryData(adminKeys.awardLevels(seasonId), levels),
  });
}
