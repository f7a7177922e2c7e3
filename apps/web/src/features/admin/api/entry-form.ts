import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type SaveEntryFormRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /admin/entryForm: the season's entry form, or a category's, with the entries that keep an earlier one. */
export function useAdminEntryForm(seasonId: number | null, categoryId: number | null) {
  return useQuery({
    queryKey: adminKeys.entryForm(seasonId ?? 0, categoryId),
    queryFn: ({ signal }) =>
      request(
        adminCallMeta.getAdminEntryForm,
        { query: { seasonId: seasonId ?? 0, ...(categoryId !== null ? { categoryId } : {}) } },
        { signal, shownInline: 'all' },
      ),
    enabled: seasonId !== null,
  });
}

/**
 * Saves the form; a refusal (repeated keys, a choice without options, bounds out of order) shows
 * in the editor. A season's form changes what every category following it asks, so the season's
 * forms are all read again.
 */
export function useSaveEntryForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveEntryFormRequest) => request(adminCallMeta.saveEntryForm, { body }, { shownInline: 'all' }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.entryForm(saved.seasonId, saved.categoryId), saved);
      return queryClient.invalidateQueries({
        queryKey: adminKeys.entryForms(saved.seasonId),
        predicate: (q) => q.queryKey[4] !== adminKeys.entryForm(saved.seasonId, saved.categoryId)[4],
      });
    },
  });
}
