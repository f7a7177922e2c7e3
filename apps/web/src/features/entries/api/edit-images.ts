import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@laurel/contract';
import { isApiError, request } from '../../../lib/request/index.ts';
import { entryKey } from './entry-query.ts';

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
    onSuccess: (entry) => {
      queryClient.setQueryData(entryKey(entry.id), entry);
      // The account lists show the cover, which may have changed.
      void queryClient.invalidateQueries({ queryKey: ['apply', 'list'] });
    },
    onError: (error, { id }) => {
      // A 409 means review has started meanwhile: the entry's status and canEditImages are stale.
      if (isApiError(error) && error.code === 409) {
        void queryClient.invalidateQueries({ queryKey: entryKey(id) });
      }
    },
  });
}
