import type { Dashboard } from '@laurel/contract';
import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDashboardFormat } from '../../model/use-dashboard-format.ts';
import type { Datum } from './charts.tsx';
import { ChartFigure } from './chart-figure.tsx';
import { FigureTable, usePalette } from './figure-table.tsx';
import { LazyBarsChart, LazyColumnsChart } from './lazy-charts.tsx';
import '../../../../i18n/admin-dashboard.ts';
import '../../../../i18n/admin-people.ts';

type Money = Datum & { paidCents: number; refundedCents: number; orders: number };

/** Revenue, paid minus refunded: by day, by fee and by provider, each bar opening the payments desk so filtered. */
export function RevenueSection({ data }: { data: Dashboard }) {
  const { t } = useTranslation(['admin-dashboard', 'admin-people']);
  const format = useDashboardFormat();
  const navigate = useNavigate();
  const palette = usePalette();
  const { revenue } = data;
  const open = (href: string) => void navigate(href);
  const row = (key: string, label: string, m: Pick<Dashboard['revenue'], 'netCents' | 'paidCents' | 'refundedCents' | 'orders' | 'href'>): Money => ({
    key,
    label,
    value: m.netCents,
    href: m.href,
    paidCents: m.paidCents,
    refundedCents: m.refundedCents,
    orders: m.orders,
  });
  const days = revenue.byDay.map((d) => row(d.date, format.day(d.date), d));
  const fees = revenue.byFeeKind.map((f) => row(f.feeKind, t(`admin-people:feeKind.${f.feeKind}`), f));
  const providers = revenue.byProvider.map((p) => row(p.provider, t(`provider.${p.provider}`, { defaultValue: p.provider }), p));
  const extra: TableColumnType<Money>[] = [
    { key: 'paid', title: t('revenue.paid'), align: 'right', render: (_, r) => format.money(r.paidCents) },
    { key: 'refunded', title: t('revenue.refunded'), align: 'right', render: (_, r) => format.money(r.refundedCents) },
    { key: 'orders', title: t('revenue.orders'), align: 'right', render: (_, r) => format.number(r.orders) },
  ];
  const table = (title: string, nameTitle: string, rows: Money[]) => (
    <FigureTable<Money> label={title} nameTitle={nameTitle} valueTitle={t('revenue.net')} rows={rows} format={format.money} extra={extra} pageSize={20} />
  );
  const top = (rows: Money[]) =>
    format.list(
      [...rows]
        .sort((a, b) => b.value - a.value)
        .slice(0, 3)
        .filter((r) => r.value > 0)
        .map((r) => `${r.label} ${format.money(r.value)}`),
    );
  const none = revenue.orders === 0;
  const bars = (title: string, nameTitle: string, rows: Money[]) => (
    <ChartFigure
      title={title}
      summary={none ? t('revenue.summaryEmpty') : t('revenue.summary', { net: format.money(revenue.netCents), top: top(rows) || '—' })}
      empty={none}
      height={rows.length * 30 + 36}
      chart={<LazyBarsChart data={rows} palette={palette} format={format.money} axisFormat={format.compactMoney} onOpen={open} labelWidth={110} />}
      table={table(title, nameTitle, rows)}
    />
  );
  const best = [...days].sort((a, b) => b.value - a.value)[0];
  return (
    <section className="console-section dashboard-section" aria-labelledby="dashboard-revenue">
      <h2 id="dashboard-revenue">{t('revenue.heading')}</h2>
      <p className="console-muted">{t('revenue.note', { currency: revenue.currency })}</p>
      <ChartFigure
        title={t('revenue.byDay')}
        summary={
          none || !best
            ? t('revenue.summaryEmpty')
            : t('revenue.byDaySummary', { days: format.number(days.length), net: format.money(revenue.netCents), best: `${format.dayLong(best.key)} ${format.money(best.value)}` })
        }
        empty={none}
        height={240}
        chart={<LazyColumnsChart data={days} palette={palette} format={format.compactMoney} onOpen={open} negative={palette.negative} />}
        table={table(t('revenue.byDay'), t('revenue.date'), [...days].reverse())}
        link={{ href: revenue.href, label: t('chart.open') }}
      />
      <div className="dashboard-grid">
        {bars(t('revenue.byFeeKind'), t('revenue.fee'), fees)}
        {bars(t('revenue.byProvider'), t('revenue.provider'), providers)}
      </div>
    </section>
  );
}
