import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyCallMeta, type OrderMoreTrophiesRequest } from '@laurel/contract';
import { entryKeys } from '../../../lib/queries/entry-queries.ts';
import { request } from '../../../lib/request/index.ts';

/**
 * POST /apply/orderMoreTrophies: a new trophy order, unpaid, for an awarded entry
 * (docs/product.md#trophy-orders). A 422 is the form's to show under its fields; anything else goes
 * through the error catalogue. The entry lists its trophy orders, so it is fetched again.
 */
export function useOrderTrophies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderMoreTrophiesRequest) =>
      request(applyCallMeta.orderMoreTrophies, { body }, { shownInline: 'fields' }),
    onSuccess: (order) =>
      queryClient.invalidateQueries({ queryKey: entryKeys.detail(order.applyOrderId) }),
  });
}
