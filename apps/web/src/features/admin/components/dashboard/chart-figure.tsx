import { Button, Skeleton } from 'antd';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../../../i18n/admin-dashboard.ts';

interface ChartFigureProps {
  title: string;
  /** The figures in a sentence: what a sighted reader takes from the picture. */
  summary: string;
  /** The chart (lazily loaded); hidden from assistive technology, which reads the summary and the table. */
  chart: ReactNode;
  /** The same figures as a table whose rows link to their lists. */
  table: ReactNode;
  /** When there is nothing to draw: said in words, no chart and no table. */
  empty?: boolean;
  /** The whole list behind the figure. */
  link?: { href: string; label: string };
  height?: number;
}

/**
 * One chart of the dashboard as an accessible figure: its title, a summary in words, the picture
 * or — at a button's press, which the reader's choice keeps — a table of the same figures with a
 * link per row, and a link to the whole list (docs/product.md#dashboard).
 */
export function ChartFigure({ title, summary, chart, table, empty, link, height = 200 }: ChartFigureProps) {
  const { t } = useTranslation('admin-dashboard');
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <figure className="dashboard-figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption className="dashboard-figure__head">
        <h3 id={`${id}-title`}>{title}</h3>
        {empty ? null : (
          <Button size="small" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? t('chart.showChart') : t('chart.showTable')}
          </Button>
        )}
      </figcaption>
      <p id={`${id}-summary`} className="dashboard-figure__summary">
        {summary}
      </p>
      {empty ? null : asTable ? (
        table
      ) : (
        <div className="dashboard-figure__chart" aria-hidden="true">
          <Suspense
            fallback={
              <div style={{ minHeight: height }}>
                <Skeleton active title={false} paragraph={{ rows: 4 }} />
              </div>
            }
          >
            {chart}
          </Suspense>
        </div>
      )}
      {link ? (
        <p className="dashboard-figure__link">
          <Link to={link.href}>{link.label}</Link>
        </p>
      ) : null}
    </figure>
  );
}
