import type { Dashboard } from '@laurel/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDashboardFormat } from '../../model/use-dashboard-format.ts';
import type { Datum } from './charts.tsx';
import { ChartFigure } from './chart-figure.tsx';
import { EntriesByDayFigure } from './entries-by-day-figure.tsx';
import { FigureTable, usePalette } from './figure-table.tsx';
import { LazyBarsChart } from './lazy-charts.tsx';
import '../../../../i18n/admin-dashboard.ts';
import '../../../../i18n/admin-people.ts';

/** The categories the chart draws; the table lists them all. */
const CHART_CATEGORIES = 12;

/** Entries: per day against last season, by status, category and entry-fee status. */
export function EntriesSection({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation(['admin-dashboard', 'admin-people']);
  const format = useDashboardFormat();
  const navigate = useNavigate();
  const palette = usePalette();
  const zh = i18n.language === 'zh-CN';
  const { entries } = data;
  const status: Datum[] = entries.byStatus.map((b) => ({ key: b.status, label: t(`admin-people:entryStatus.${b.status}`), value: b.count, href: b.href }));
  const category: Datum[] = entries.byCategory.map((c) => ({ key: String(c.id), label: (zh && c.nameZh) || c.name, value: c.count, href: c.href }));
  const fee: Datum[] = entries.byEntryFee.map((b) => ({ key: b.status, label: t(`admin-people:feeStatus.${b.status}`), value: b.count, href: b.href }));
  const bars = (title: string, nameTitle: string, rows: Datum[], chartRows = rows) => {
    const total = rows.reduce((n, r) => n + r.value, 0);
    const top = [...rows].sort((a, b) => b.value - a.value).slice(0, 3).filter((r) => r.value > 0);
    return (
      <ChartFigure
        title={title}
        summary={
          total === 0
            ? t('entries.summaryEmpty')
            : t('entries.summary', { total: format.number(total), top: format.list(top.map((r) => `${r.label} ${format.number(r.value)}`)) })
        }
        empty={total === 0}
        height={chartRows.length * 30 + 36}
        chart={<LazyBarsChart data={chartRows} palette={palette} format={format.number} onOpen={(href) => void navigate(href)} labelWidth={zh ? 96 : 120} />}
        table={<FigureTable label={title} nameTitle={nameTitle} valueTitle={t('entries.count')} rows={rows} format={format.number} pageSize={20} />}
      />
    );
  };
  return (
    <section className="console-section dashboard-section" aria-labelledby="dashboard-entries">
      <h2 id="dashboard-entries">{t('entries.heading')}</h2>
      <EntriesByDayFigure data={data} />
      <div className="dashboard-grid">
        {bars(t('entries.byStatus'), t('entries.status'), status)}
        {bars(t('entries.byEntryFee'), t('entries.status'), fee)}
      </div>
      {bars(t('entries.byCategory'), t('entries.category'), category, category.slice(0, CHART_CATEGORIES))}
    </section>
  );
}
