import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyCallMeta } from '@laurel/contract';
import { request } from '../request/index.ts';
import { entryChanged } from './entry-queries.ts';

/**
 * `POST /apply/edit` with `submit: true`: the draft becomes `submitted` (issue 4). The account
 * list and the preview both submit through this one hook, so both leave the cache alike.
 */
export function useSubmitEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    // Both callers list a refusal's messages on the page (docs/product.md#errors).
    mutationFn: (id: number) =>
      request(
        applyCallMeta.editEntry,
        { body: { apply_order_id: id, submit: true } },
        { shownInline: 'fields' },
      ),
    onSuccess: (entry) => entryChanged(queryClient, entry),
  });
}
