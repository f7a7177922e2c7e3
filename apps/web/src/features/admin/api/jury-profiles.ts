import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type AdminJuryProfile, type SaveJuryProfileRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** The jury profiles page's query key, below the console's (admin-keys.ts). */
export const juryProfileKeys = { list: () => [...adminKeys.all, 'jury-profiles'] as const };

/** GET /admin/juryProfiles: every profile, published or not, in the public order. */
export function useAdminJuryProfiles() {
  return useQuery({
    queryKey: juryProfileKeys.list(),
    queryFn: ({ signal }) => request(adminCallMeta.listAdminJuryProfiles, {}, { signal, shownInline: 'all' }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: juryProfileKeys.list() });
}

/** POST /admin/juryProfiles/save; the drawer shows a refusal beside its fields. */
export function useSaveJuryProfile() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SaveJuryProfileRequest) => request(adminCallMeta.saveJuryProfile, { body }, { shownInline: 'all' }),
    onSuccess: invalidate,
  });
}

/** POST /admin/juryProfiles/move: the new order is shown at once; a refusal puts it back. */
export function useMoveJuryProfiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderedIds: number[]) => request(adminCallMeta.moveJuryProfiles, { body: { orderedIds } }, { shownInline: 'all' }),
    onMutate: async (orderedIds) => {
      await queryClient.cancelQueries({ queryKey: juryProfileKeys.list() });
      const before = queryClient.getQueryData<AdminJuryProfile[]>(juryProfileKeys.list());
      if (before) queryClient.setQueryData(juryProfileKeys.list(), orderedIds.map((id) => before.find((p) => p.id === id)!).filter(Boolean));
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(juryProfileKeys.list(), context.before);
    },
    onSuccess: (list) => queryClient.setQueryData(juryProfileKeys.list(), list),
  });
}

export function useDeleteJuryProfile() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => request(adminCallMeta.deleteJuryProfile, { body: { id } }, { shownInline: 'all' }),
    onSuccess: invalidate,
  });
}
