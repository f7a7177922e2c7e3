import type { Dashboard, DashboardJuror, DashboardTier } from '@laurel/contract';
import { Progress, Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardFormat } from '../../model/use-dashboard-format.ts';
import { ConsoleTable } from '../console-table.tsx';
import '../../../../i18n/admin-dashboard.ts';

/** A reviewer moved between levels is a row at each. */
type JurorRow = DashboardJuror & { rowId: string };

const percent = (done: number, of: number) => (of === 0 ? 0 : Math.floor((done / of) * 100));
const STATE_COLOUR: Record<DashboardTier['state'], string | undefined> = { notStarted: undefined, open: 'blue', dueSoon: 'orange', ended: 'default' };

function TierCard({ tier }: { tier: DashboardTier }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  const label = t(`judging.tier.${tier.level}`);
  const progress = t('judging.tierProgress', { submitted: format.number(tier.submitted), expected: format.number(tier.expected), drafts: format.number(tier.drafts), reviewers: format.number(tier.reviewers) });
  return (
    <div className="dashboard-tier">
      <h3>
        {label} <Tag color={STATE_COLOUR[tier.state]}>{t(`judging.state.${tier.state}`, { date: format.dayLong(tier.endsAt) })}</Tag>
      </h3>
      <Progress percent={percent(tier.submitted, tier.expected)} success={{ percent: 0 }} aria-label={`${label}: ${progress}`} />
      <p className="console-muted">{progress}</p>
      <Link to={tier.href}>{t('judging.reviewers')}</Link>
    </div>
  );
}

/** Judging: each level's reviews owed and submitted, the jurors (overdue first) and the conflicts declared. */
export function JudgingSection({ data }: { data: Dashboard }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  const { judging } = data;
  const columns: TableColumnType<JurorRow>[] = [
    { key: 'name', title: t('judging.juror'), render: (_, j) => <Link to={j.href}>{j.name}</Link> },
    { key: 'level', title: t('judging.level'), render: (_, j) => t(`judging.tier.${j.level}`) },
    {
      key: 'progress',
      title: t('judging.progress'),
      render: (_, j) => (
        <span className="dashboard-juror-progress">
          <Progress percent={percent(j.submitted, j.expected)} size="small" showInfo={false} aria-hidden="true" />
          {t('judging.progressOf', { submitted: format.number(j.submitted), expected: format.number(j.expected) })}
        </span>
      ),
    },
    { key: 'drafts', title: t('judging.drafts'), align: 'right', render: (_, j) => format.number(j.drafts) },
    { key: 'conflicts', title: t('judging.conflicts'), align: 'right', render: (_, j) => format.number(j.conflicts) },
    { key: 'overdue', title: t('judging.deadline'), render: (_, j) => (j.overdue ? <Tag color="red">{t('judging.overdue')}</Tag> : <span className="console-muted">{t('judging.onTrack')}</span>) },
  ];
  return (
    <section className="console-section dashboard-section" aria-labelledby="dashboard-judging">
      <h2 id="dashboard-judging">{t('judging.heading')}</h2>
      <div className="dashboard-grid">
        {judging.tiers.map((tier) => (
          <TierCard key={tier.level} tier={tier} />
        ))}
      </div>
      <p className="dashboard-conflicts">
        <Link to={judging.conflicts.href}>{t('judging.conflictsLink')}</Link>: {format.number(judging.conflicts.count)} ({t('figures.conflictsNote', { entries: format.number(judging.conflicts.entries) })})
      </p>
      <h3 id="dashboard-jurors" className="dashboard-jurors">{t('judging.jurors')}</h3>
      <p className="console-muted">{t('judging.jurorsSummary', { total: format.number(judging.jurors.length), overdue: format.number(judging.overdue) })}</p>
      {judging.jurors.length === 0 ? (
        <p>{t('judging.noJurors')}</p>
      ) : (
        <ConsoleTable<JurorRow>
          label={t('judging.jurors')}
          columns={columns}
          dataSource={judging.jurors.map((j) => ({ ...j, rowId: `${j.level}-${j.userId}` }))}
          rowKey="rowId"
          cardTitle={(j) => <Link to={j.href}>{j.name}</Link>}
          titleColumns={['name']}
          pagination={{ pageSize: 20, showSizeChanger: false }}
        />
      )}
    </section>
  );
}
