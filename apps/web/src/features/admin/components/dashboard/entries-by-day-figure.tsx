import type { Dashboard } from '@laurel/contract';
import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDashboardFormat } from '../../model/use-dashboard-format.ts';
import { ConsoleTable } from '../console-table.tsx';
import type { LinePoint } from './charts.tsx';
import { ChartFigure } from './chart-figure.tsx';
import { usePalette } from './figure-table.tsx';
import { LazyLinesChart } from './lazy-charts.tsx';
import '../../../../i18n/admin-dashboard.ts';

type Row = LinePoint & { date: string; started: number | null; submittedToday: number | null };

/** Running totals from the days' counts; a day still to come stays empty so the line stops at today. */
function runningTotals(days: Dashboard['entries']['byDay'], label: (day: number) => string): Row[] {
  let current = 0;
  let previous = 0;
  return days.map((d) => {
    if (d.submitted !== null) current += d.submitted;
    if (d.previousSubmitted !== null) previous += d.previousSubmitted;
    return {
      day: d.day,
      label: label(d.day),
      date: d.date,
      started: d.started,
      submittedToday: d.submitted,
      current: d.submitted === null ? null : current,
      previous: d.previousSubmitted === null ? null : previous,
    };
  });
}

/**
 * Entries submitted since registration opened, as a running total against the previous season's
 * on the same day of its registration: whether this year is ahead or behind is the question.
 */
export function EntriesByDayFigure({ data }: { data: Dashboard }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  const palette = usePalette();
  const rows = runningTotals(data.entries.byDay, (day) => t('entries.day', { day }));
  const today = rows.filter((r) => r.current !== null).at(-1);
  const previousName = data.previousSeason ? `${data.previousSeason.year} · ${data.previousSeason.name}` : null;
  const summary = today
    ? [
        t('entries.perDaySummary', { day: today.day, total: format.number(today.current ?? 0) }),
        today.previous !== null ? t('entries.perDayVs', { total: format.number(today.previous) }) : t('previousNone'),
      ].join(' ')
    : t('entries.summaryEmpty');
  const columns: TableColumnType<Row>[] = [
    { key: 'day', title: t('entries.dayColumn'), render: (_, r) => t('entries.day', { day: r.day }) },
    { key: 'date', title: t('entries.date'), render: (_, r) => format.day(r.date) },
    { key: 'started', title: t('entries.started'), align: 'right', render: (_, r) => (r.started === null ? '—' : format.number(r.started)) },
    { key: 'submitted', title: t('entries.submitted'), align: 'right', render: (_, r) => (r.submittedToday === null ? '—' : format.number(r.submittedToday)) },
    { key: 'total', title: t('entries.total'), align: 'right', render: (_, r) => (r.current === null ? '—' : format.number(r.current)) },
    ...(previousName
      ? [{ key: 'previous', title: t('entries.previousSubmitted', { name: previousName }), align: 'right' as const, render: (_: unknown, r: Row) => (r.previous === null ? '—' : format.number(r.previous)) }]
      : []),
  ];
  const currentName = `${data.season.year} · ${data.season.name}`;
  return (
    <ChartFigure
      title={t('entries.perDay')}
      summary={summary}
      empty={rows.length === 0}
      height={260}
      chart={<LazyLinesChart data={rows} palette={palette} names={{ current: currentName, previous: previousName }} format={format.number} />}
      table={
        <ConsoleTable<Row>
          label={t('entries.perDay')}
          columns={columns}
          dataSource={[...rows].reverse().filter((r) => r.current !== null || r.previous !== null)}
          rowKey="day"
          cardTitle={(r) => `${t('entries.day', { day: r.day })} · ${format.day(r.date)}`}
          titleColumns={['day', 'date']}
          textOnly
          pagination={{ pageSize: 14, showSizeChanger: false }}
        />
      }
      link={{ href: data.entries.href, label: t('entries.openAll') }}
    />
  );
}
