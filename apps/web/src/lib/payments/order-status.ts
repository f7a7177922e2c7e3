import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { applyCallMeta, type PaymentOrder } from '@laurel/contract';
import { entryKeys } from '../queries/entry-queries.ts';
import { request } from '../request/index.ts';

/** How often a pending order is asked about again while its page is open. */
export const ORDER_POLL_MS = 2_000;

export const orderKeys = {
  all: ['payments', 'order'] as const,
  detail: (orderNo: string) => [...orderKeys.all, orderNo] as const,
};

export const isFinal = (order: PaymentOrder) => order.status !== 'pending';

/**
 * GET /apply/checkOrderStatus, asked again every ORDER_POLL_MS while the order is pending (the
 * server asks the provider in turn, apps/server/src/services/payments/README.md#payments), and no more once it is final or
 * nobody shows it. Failures are the page's to word (a 404 is "no such payment"; a failed poll is
 * retried by the next one), except a lost session or a refusal, which the app handles as
 * everywhere (`shownInline: 'all'`, docs/product.md#errors).
 *
 * When the order turns final the entry's fee status has changed with it, so the entry and the
 * account's lists are fetched again.
 */
export function useOrderStatus(orderNo: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: orderKeys.detail(orderNo ?? ''),
    enabled: orderNo !== null,
    queryFn: ({ signal }) =>
      request(applyCallMeta.checkOrderStatus, { query: { order_no: orderNo ?? '' } }, { signal, shownInline: 'all' }),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
    staleTime: 0,
  });

  const settledEntry = query.data && isFinal(query.data) ? query.data.applyOrderId : null;
  useEffect(() => {
    if (settledEntry === null) return;
    void queryClient.invalidateQueries({ queryKey: entryKeys.detail(settledEntry) });
    void queryClient.invalidateQueries({ queryKey: entryKeys.lists() });
  }, [settledEntry, queryClient]);

  return query;
}

/** Puts an order just answered by a pay call in the cache, so its status shows without a wait. */
export function rememberOrder(
  queryClient: ReturnType<typeof useQueryClient>,
  order: PaymentOrder,
): void {
  queryClient.setQueryData(orderKeys.detail(order.orderNo), order);
}
