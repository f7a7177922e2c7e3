import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

/** POST /apply/edit with `submit: true` from the entry list; the lists refresh afterwards. */
export function useSubmitEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(calls.apply.editEntry, { body: { apply_order_id: id, submit: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['apply'] }),
  });
}
