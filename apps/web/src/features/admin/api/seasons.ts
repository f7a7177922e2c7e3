import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type CreateSeasonRequest, type UpdateSeasonRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /admin/seasons: every season, newest first, with its phase and counts. */
export function useSeasons() {
  return useQuery({
    queryKey: adminKeys.seasons(),
    queryFn: ({ signal }) => request(adminCallMeta.listSeasons, {}, { signal, shownInline: 'all' }),
  });
}

/**
 * GET /admin/seasons/copyPlan: what a copy would take and leave, read when the organiser picks a
 * season to copy, so it is seen before anything is saved (docs/product.md#seasons).
 */
export function useCopyPlan(fromSeasonId: number | null) {
  return useQuery({
    queryKey: adminKeys.copyPlan(fromSeasonId ?? 0),
    queryFn: ({ signal }) =>
      request(adminCallMeta.getCopyPlan, { query: { fromSeasonId: fromSeasonId ?? 0 } }, { signal, shownInline: 'all' }),
    enabled: fromSeasonId !== null,
    staleTime: 0,
  });
}

/** The forms show a refusal (dates out of order, a taken year) beside them: `shownInline: 'all'`. */
export function useCreateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSeasonRequest) => request(adminCallMeta.createSeason, { body }, { shownInline: 'all' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useUpdateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSeasonRequest) => request(adminCallMeta.updateSeason, { body }, { shownInline: 'all' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.seasons() }),
  });
}

export function useMakeSeasonCurrent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seasonId: number) => request(adminCallMeta.makeSeasonCurrent, { body: { seasonId } }, { shownInline: 'all' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
