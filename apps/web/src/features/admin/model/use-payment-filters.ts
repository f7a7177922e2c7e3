import { useSearchParams } from 'react-router';
import { DESK_TEXT_MAX, FeeKind, OrderProvider, PaymentStatus, type ListPaymentsQuery } from '@laurel/contract';

export interface PaymentFilters {
  season: number | null;
  provider: OrderProvider | null;
  status: PaymentStatus | null;
  feeKind: FeeKind | null;
  from: string;
  to: string;
  q: string;
  page: number;
}

export const PAYMENTS_PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pick = <T extends string>(values: readonly T[], v: string | null): T | null => (v && (values as readonly string[]).includes(v) ? (v as T) : null);

/**
 * The payments list's filters, kept in the URL (`/admin/payments?season=&provider=&status=&feeKind=
 * &from=&to=&q=&page=`, the contract other console pages link to) so a view can be shared and the
 * back button undoes a change; what is not a filter is ignored. A new filter goes back to page 1.
 */
export function usePaymentFilters() {
  const [params, setParams] = useSearchParams();
  const season = Number(params.get('season'));
  const page = Number(params.get('page'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const filters: PaymentFilters = {
    season: Number.isInteger(season) && season > 0 ? season : null,
    provider: pick(OrderProvider.options, params.get('provider')),
    status: pick(PaymentStatus.options, params.get('status')),
    feeKind: pick(FeeKind.options, params.get('feeKind')),
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const query: ListPaymentsQuery = {
    page: filters.page,
    pageSize: PAYMENTS_PAGE_SIZE,
    ...(filters.season ? { seasonId: filters.season } : {}),
    ...(filters.provider ? { provider: filters.provider } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.feeKind ? { feeKind: filters.feeKind } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim().slice(0, DESK_TEXT_MAX) } : {}),
  };
  const set = (change: Partial<PaymentFilters>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      const merged = { ...filters, page: 1, ...change };
      for (const [key, value] of Object.entries(merged)) {
        if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  const clear = () => setParams(new URLSearchParams());
  return { filters, query, set, clear };
}
