import type { Dashboard } from '@laurel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardFormat } from '../../model/use-dashboard-format.ts';
import '../../../../i18n/admin-dashboard.ts';

interface Figure {
  key: string;
  label: string;
  value: string;
  note: string;
  href: string;
  /** Marked when it asks for someone to act. */
  alert?: boolean;
}

const FigureText = ({ figure }: { figure: Figure }) => (
  <>
    <span className="dashboard-figures__label">{figure.label}</span>
    <span className="dashboard-figures__value">{figure.value}</span>
  </>
);

/** The season's figures that matter most, each a link to the list behind it. */
export function KeyFigures({ data }: { data: Dashboard }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  const { entries, revenue, judging } = data;
  const first = judging.tiers.find((tier) => tier.level === 'first');
  const figures: Figure[] = [
    {
      key: 'entries',
      label: t('figures.entries'),
      value: format.number(entries.submitted),
      note: [t('figures.entriesNote', { total: format.number(entries.total) }), entries.previousSubmitted === null ? null : t('figures.entriesVs', { total: format.number(entries.previousSubmitted) })]
        .filter(Boolean)
        .join(' · '),
      href: entries.href,
    },
    {
      key: 'revenue',
      label: t('figures.revenue'),
      value: format.wholeMoney(revenue.netCents),
      note: t('figures.revenueNote', { paid: format.money(revenue.paidCents), refunded: format.money(revenue.refundedCents) }),
      href: revenue.href,
    },
    ...(first
      ? [
          {
            key: 'reviews',
            label: t('figures.reviews'),
            value: first.expected === 0 ? '—' : `${Math.floor((first.submitted / first.expected) * 100)}%`,
            note: t('figures.reviewsNote', { submitted: format.number(first.submitted), expected: format.number(first.expected) }),
            href: first.href,
          },
        ]
      : []),
    { key: 'overdue', label: t('figures.overdue'), value: format.number(judging.overdue), note: t('figures.overdueNote'), href: '#dashboard-jurors', alert: judging.overdue > 0 },
    { key: 'unassigned', label: t('figures.unassigned'), value: format.number(entries.unassigned.count), note: t('figures.unassignedNote'), href: entries.unassigned.href, alert: entries.unassigned.count > 0 },
    {
      key: 'conflicts',
      label: t('figures.conflicts'),
      value: format.number(judging.conflicts.count),
      note: t('figures.conflictsNote', { entries: format.number(judging.conflicts.entries) }),
      href: judging.conflicts.href,
    },
  ];
  return (
    <ul className="dashboard-figures" aria-label={t('figures.label')}>
      {figures.map((f) => (
        <li key={f.key} className="dashboard-figures__item" data-alert={f.alert ? 'true' : undefined}>
          {/* The jurors' list is further down this page: a plain anchor, no route change. */}
          {f.href.startsWith('#') ? (
            <a href={f.href} className="dashboard-figures__link">
              <FigureText figure={f} />
            </a>
          ) : (
            <Link to={f.href} className="dashboard-figures__link">
              <FigureText figure={f} />
            </Link>
          )}
          <span className="dashboard-figures__note">{f.note}</span>
        </li>
      ))}
    </ul>
  );
}
