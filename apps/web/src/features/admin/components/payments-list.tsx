import { useEffect, useState } from 'react';
import { Button, Input, Pagination, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESK_TEXT_MAX, FeeKind, OrderProvider, PaymentStatus, type DeskOrder } from '@laurel/contract';
import { usePayments } from '../api/payments.ts';
import { useSeasons } from '../api/seasons.ts';
import { formatUsd } from '../model/money.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { PAYMENTS_PAGE_SIZE, usePaymentFilters, type PaymentFilters } from '../model/use-payment-filters.ts';
import { ConsoleTable } from './console-table.tsx';
import { OrderStatusTag } from './payment-labels.tsx';
import { PhoneFold } from './phone-fold.tsx';
import { QueryState } from './query-state.tsx';
import '../../../i18n/admin-payments.ts';

const orderLink = (orderNo: string) => `/admin/payments/order?orderNo=${encodeURIComponent(orderNo)}`;

function FilterSelect<T extends string | number>(props: { label: string; value: T | null; any: string; options: { value: T; label: string }[]; onChange: (v: T | null) => void }) {
  return (
    <label className="people-filters__field">
      <span>{props.label}</span>
      <Select<T | 'all'>
        aria-label={props.label}
        value={props.value ?? 'all'}
        onChange={(v) => props.onChange(v === 'all' ? null : (v as T))}
        options={[{ value: 'all' as const, label: props.any }, ...props.options]}
      />
    </label>
  );
}

/** The filters of `/admin/payments`, all in the URL; what is typed is sent on Enter or the button. */
function PaymentFiltersForm({ filters, set, clear }: { filters: PaymentFilters; set: (c: Partial<PaymentFilters>) => void; clear: () => void }) {
  const { t } = useTranslation('admin-payments');
  const seasons = useSeasons();
  const [q, setQ] = useState(filters.q);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  useEffect(() => setQ(filters.q), [filters.q]);
  useEffect(() => setFrom(filters.from), [filters.from]);
  useEffect(() => setTo(filters.to), [filters.to]);
  const typed = { q, from, to };
  // What the fold hides on a phone, counted on its toggle.
  const inUse = [filters.season, filters.provider, filters.status, filters.feeKind, filters.from, filters.to].filter(Boolean).length;
  return (
    <form
      role="search"
      aria-label={t('list.search')}
      className="console-section people-filters"
      onSubmit={(e) => {
        e.preventDefault();
        set(typed);
      }}
    >
      <label className="people-filters__field people-filters__field--wide">
        <span>{t('list.searchLabel')}</span>
        <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('list.searchPlaceholder')} maxLength={DESK_TEXT_MAX} allowClear />
      </label>
      <PhoneFold filtersInUse={inUse}>
        <FilterSelect
          label={t('list.season')}
          any={t('list.anySeason')}
          value={filters.season}
          options={(seasons.data ?? []).map((s) => ({ value: s.id, label: `${s.year} · ${s.name}` }))}
          onChange={(season) => set({ ...typed, season })}
        />
        <FilterSelect
          label={t('list.provider')}
          any={t('list.anyProvider')}
          value={filters.provider}
          options={OrderProvider.options.map((p) => ({ value: p, label: t(`provider.${p}`) }))}
          onChange={(provider) => set({ ...typed, provider })}
        />
        <FilterSelect
          label={t('list.status')}
          any={t('list.anyStatus')}
          value={filters.status}
          options={PaymentStatus.options.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(status) => set({ ...typed, status })}
        />
        <FilterSelect
          label={t('list.feeKind')}
          any={t('list.anyFee')}
          value={filters.feeKind}
          options={FeeKind.options.map((k) => ({ value: k, label: t(`feeKind.${k}`) }))}
          onChange={(feeKind) => set({ ...typed, feeKind })}
        />
        <label className="people-filters__field">
          <span>{t('list.from')}</span>
          <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="people-filters__field">
          <span>{t('list.to')}</span>
          <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </PhoneFold>
      <div className="people-filters__buttons">
        <Button type="primary" htmlType="submit">
          {t('list.apply')}
        </Button>
        <Button onClick={clear}>{t('list.clear')}</Button>
      </div>
    </form>
  );
}

/** `/admin/payments`: every order, a page at a time from the server, each a link to its page. */
export function PaymentsList() {
  const { t } = useTranslation('admin-payments');
  const formatDate = useFormatDateTime();
  const { filters, query, set, clear } = usePaymentFilters();
  const payments = usePayments(query);
  return (
    <>
      <PaymentFiltersForm filters={filters} set={set} clear={clear} />
      <QueryState query={payments}>
        <p role="status" className="console-muted">
          {t('list.found', { count: payments.data?.total ?? 0 })}
        </p>
        <ConsoleTable<DeskOrder>
          label={t('list.title')}
          rowKey="orderNo"
          dataSource={payments.data?.list ?? []}
          loading={payments.isFetching && payments.isPlaceholderData}
          locale={{ emptyText: t('list.none') }}
          titleColumns={['orderNo']}
          cardTitle={(o) => (
            <Link to={orderLink(o.orderNo)} aria-label={t('list.open', { orderNo: o.orderNo })}>
              {o.orderNo}
            </Link>
          )}
          columns={[
            {
              title: t('list.order'),
              dataIndex: 'orderNo',
              render: (orderNo: string) => (
                <Link to={orderLink(orderNo)} aria-label={t('list.open', { orderNo })}>
                  {orderNo}
                </Link>
              ),
            },
            { title: t('list.provider'), dataIndex: 'provider', render: (p: DeskOrder['provider']) => t(`provider.${p}`) },
            { title: t('list.reference'), dataIndex: 'providerReference', render: (r: string | null) => r ?? '—' },
            { title: t('list.status'), dataIndex: 'status', render: (s: DeskOrder['status'], o) => <><OrderStatusTag status={s} />{o.excess ? ` ${t('list.excess')}` : ''}</> },
            { title: t('list.amount'), dataIndex: 'amountCents', render: (c: number) => formatUsd(c) },
            { title: t('list.refunded'), dataIndex: 'refundedCents', render: (c: number) => (c ? formatUsd(c) : '—') },
            { title: t('list.feeKind'), dataIndex: 'feeKind', render: (k: DeskOrder['feeKind']) => t(`feeKind.${k}`) },
            { title: t('list.entry'), dataIndex: 'entryId', render: (id: number, o) => `#${id} ${o.entryTitle}` },
            { title: t('list.entrant'), dataIndex: 'entrantName', render: (n: string, o) => <Link to={`/admin/people?id=${o.userId}`}>{n}</Link> },
            { title: t('list.created'), dataIndex: 'createdAt', render: (d: string) => formatDate(d) },
          ]}
        />
        <Pagination
          className="people-pager"
          current={payments.data?.page ?? filters.page}
          pageSize={PAYMENTS_PAGE_SIZE}
          total={payments.data?.total ?? 0}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => set({ ...filters, page })}
        />
      </QueryState>
    </>
  );
}
