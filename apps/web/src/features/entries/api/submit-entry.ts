import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { entryKey } from './entry-query.ts';

/**
 * POST /apply/edit with `submit: true`: the draft becomes `submitted`
 * (docs/product.md#entrant-journey).
 */
export function useSubmitEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(calls.apply.editEntry, { body: { apply_order_id: id, submit: true } }),
    onSuccess: (entry) => {
      queryClient.setQueryData(entryKey(entry.id), entry);
      void queryClient.invalidateQueries({ queryKey: ['apply', 'list'] });
    },
  });
}
