import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, type EditWinningInfoRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { entryChanged } from '../../../lib/queries/entry-queries.ts';

/**
 * POST /apply/winningInfoEdit: saves, and so confirms, an awarded entry's public credits and
 * text. The public winner pages change at once (the server drops their cached answers). The form
 * puts a 422 under its fields, so it is not toasted as well (docs/product.md#form-messages).
 */
export function useEditWinnerInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditWinningInfoRequest) => request(calls.apply.editWinningInfo, { body }, { shownInline: 'fields' }),
    onSuccess: (entry) => entryChanged(queryClient, entry),
  });
}
