import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCallMeta,
  type DeskOrderDetail,
  type DeskRefundRequest,
  type ListPaymentsQuery,
  type MarkPaidOfflineRequest,
  type RecheckPaymentsRequest,
} from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** The payments desk's query keys, below the console's (admin-keys.ts). */
export const paymentKeys = {
  all: () => [...adminKeys.all, 'payments'] as const,
  lists: () => [...adminKeys.all, 'payments', 'list'] as const,
  list: (query: ListPaymentsQuery) => [...adminKeys.all, 'payments', 'list', query] as const,
  order: (orderNo: string) => [...adminKeys.all, 'payments', 'order', orderNo] as const,
  day: (day: string) => [...adminKeys.all, 'payments', 'reconcile', day] as const,
};

/** GET /admin/payments: a page of orders; the previous page stays while the next loads. */
export function usePayments(query: ListPaymentsQuery) {
  return useQuery({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => request(adminCallMeta.listPayments, { query }, { signal, shownInline: 'all' }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/payments/order: one order with its refunds, documents, mails and history. */
export function usePaymentOrder(orderNo: string) {
  return useQuery({
    queryKey: paymentKeys.order(orderNo),
    queryFn: ({ signal }) => request(adminCallMeta.getPaymentOrder, { query: { orderNo } }, { signal, shownInline: 'all' }),
    enabled: orderNo !== '',
  });
}

/** GET /admin/payments/reconcile: one day, provider by provider. */
export function useReconcileDay(day: string) {
  return useQuery({
    queryKey: paymentKeys.day(day),
    queryFn: ({ signal }) => request(adminCallMeta.reconcilePayments, { query: { day } }, { signal, shownInline: 'all' }),
    enabled: day !== '',
  });
}

/** A change answers the order as it now is: it replaces the page's copy; the lists are read again. */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: DeskOrderDetail) => {
    queryClient.setQueryData(paymentKeys.order(order.orderNo), order);
    return queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
  };
}

/** POST /admin/payments/markPaidOffline. */
export function useMarkPaidOffline() {
  const changed = useOrderChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkPaidOfflineRequest) => request(adminCallMeta.markPaidOffline, { body }, { shownInline: 'all' }),
    // The cancelled orders of the fee changed too.
    onSuccess: (order) => Promise.all([changed(order), queryClient.invalidateQueries({ queryKey: paymentKeys.all() })]),
  });
}

/** POST /admin/payments/refund. */
export function useRefundOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (body: DeskRefundRequest) => request(adminCallMeta.refundOrder, { body }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}

/** POST /admin/payments/resendReceipt. */
export function useResendReceipt() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (orderNo: string) => request(adminCallMeta.resendReceipt, { body: { orderNo } }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}

/** POST /admin/payments/recheck: every order's page and list is read again after it. */
export function useRecheckPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecheckPaymentsRequest) => request(adminCallMeta.recheckPayments, { body }, { shownInline: 'all' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all() }),
  });
}
