import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@laurel/contract';
import { isApiError, request } from '../../../lib/request/index.ts';
import { entryChanged, entryKeys } from '../../../lib/queries/entry-queries.ts';

/**
 * POST /apply/editImage: replaces or reorders a submitted entry's images (the first is the
 * cover) while `canEditImages` holds, i.e. until review starts (issue 4,
 * docs/product.md#entrant-journey).
 */
export function useEditEntryImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, imageFileIds }: { id: number; imageFileIds: number[] }) =>
      request(calls.apply.editEntryImages, { body: { apply_order_id: id, imageFileIds } }),
    // The account lists show the cover, which may have changed.
    onSuccess: (entry) => entryChanged(queryClient, entry),
    onError: (error, { id }) => {
      // A 409 means review has started meanwhile: the entry's status and canEditImages are stale.
      if (isApiError(error) && error.code === 409) {
        void queryClient.invalidateQueries({ queryKey: entryKeys.detail(id) });
      }
    },
  });
}
