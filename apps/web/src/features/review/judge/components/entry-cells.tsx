import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeEntryItem, ReviewStats } from '@laurel/contract';
import { AwardSeal } from '../../../../components/award-seal.tsx';
import { FEE_COLOR, STATUS_COLOR } from '../../../../lib/entry-status.ts';
import { useCountryName } from '../../../../lib/country-name.ts';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { FEE_FILTERS } from '../model/judge-filters.ts';
import '../../../../i18n/jury.ts';

/*
 * The pieces of one entry that the table's cells and the phone cards both show, so both say the
 * same thing the same way.
 */

/** The entrant as only the judge sees them: name, then company and country. */
export function EntrantCell({ entrant }: { entrant: JudgeEntryItem['entrant'] }) {
  const country = useCountryName(entrant.country);
  // A studio entering under its own name would read twice.
  const company = entrant.company && entrant.company !== entrant.name ? entrant.company : null;
  const second = [company, country].filter(Boolean).join(' · ');
  return (
    <div className="jury-entrant">
      <span className="jury-entrant__name">{entrant.name}</span>
      {second ? <span className="jury-muted">{second}</span> : null}
    </div>
  );
}

/** The entry's status as a quiet tag under its title. */
export function StatusTag({ entry }: { entry: JudgeEntryItem }) {
  const { t } = useTranslation('jury');
  return (
    <Tag color={STATUS_COLOR[entry.status]} className="jury-tag" data-testid="entry-status">
      {t(`status.${entry.status}`)}
    </Tag>
  );
}

/**
 * The three fee statuses, each with what it is for. The winner-package and trophy fees fall due
 * only once an entry is awarded; until then "unpaid" is shown grey, not as a debt.
 */
export function FeeTags({ entry }: { entry: JudgeEntryItem }) {
  const { t } = useTranslation('jury');
  const awarded = entry.status === 'awarded';
  return (
    <ul className="jury-fees" aria-label={t('columns.fees')}>
      {FEE_FILTERS.map((fee) => {
        const status = entry[fee];
        const quiet = fee !== 'entryFeeStatus' && !awarded && status === 'unpaid';
        return (
          <li key={fee}>
            <span className="jury-fees__label">{t(`fee.${fee}`)}</span>
            <Tag color={quiet ? 'default' : FEE_COLOR[status]} className="jury-tag" data-testid={`fee-${fee}`}>
              {t(`feeStatus.${status}`)}
            </Tag>
          </li>
        );
      })}
    </ul>
  );
}

const PROGRESS_COLOR = { unassigned: 'default', none: 'orange', partial: 'blue', complete: 'green' } as const;

/** First-level reviews submitted against sub-judges assigned, with the state as a word. */
export function ProgressCell({ entry }: { entry: JudgeEntryItem }) {
  const { t } = useTranslation('jury');
  return (
    <div className="jury-progress-cell" data-testid="entry-progress">
      <span className="jury-num">
        {t('progressCount', { submitted: entry.firstLevel.count, assigned: entry.subJudgeCount })}
      </span>
      <Tag color={PROGRESS_COLOR[entry.progress]} className="jury-tag">
        {t(`progress.${entry.progress}`)}
      </Tag>
    </div>
  );
}

export const formatScore = (score: number | null | undefined): string =>
  score === null || score === undefined ? '—' : score.toFixed(2);

/**
 * A level's average, with how many reviews it rests on (`withCount`: the first level's count is
 * in the reviews column already); with `showNormalised`, the calibrated average under it.
 */
export function ScoreCell({
  stats,
  normalised,
  showNormalised = false,
  withCount = false,
}: {
  stats: ReviewStats;
  normalised?: number | null;
  showNormalised?: boolean;
  withCount?: boolean;
}) {
  const { t } = useTranslation('jury');
  return (
    <span className="jury-score">
      <span className="jury-num">{formatScore(stats.averageScore)}</span>
      {withCount && stats.count > 0 ? <span className="jury-muted">{t('reviewCount', { count: stats.count })}</span> : null}
      {showNormalised ? (
        <span className="jury-score__normalised" title={t('normalisedHint')}>
          {t('normalisedShort', { score: formatScore(normalised) })}
        </span>
      ) : null}
    </span>
  );
}

export function AwardCell({ entry }: { entry: JudgeEntryItem }) {
  const { t } = useTranslation('jury');
  if (entry.award) return <AwardSeal award={entry.award} />;
  if (entry.status === 'not_awarded') return <span className="jury-muted">{t('noAward')}</span>;
  return <span className="jury-muted">—</span>;
}

/**
 * Whether the entry is on the winners page. Shown before its season's results date it is ready,
 * and says when it goes public (docs/product.md#publishing-winners).
 */
export function ShownCell({ entry }: { entry: JudgeEntryItem }) {
  const { t } = useTranslation('jury');
  const formatDate = useFormatDate();
  if (entry.isShow && entry.goesPublicAt) {
    return (
      <span className="jury-ready">
        <Tag color="blue" className="jury-tag jury-shown" data-testid="entry-shown">
          {t('shown.ready')}
        </Tag>
        <span className="jury-muted" data-testid="entry-goes-public">
          {/* The date stays on one line however narrow the column ("6 March 2027"). */}
          {t('shown.goesPublic', { date: formatDate(entry.goesPublicAt).replaceAll(' ', '\u00a0') })}
        </span>
      </span>
    );
  }
  return entry.isShow ? (
    <Tag color="green" className="jury-tag jury-shown" data-testid="entry-shown">
      {t('shown.yes')}
    </Tag>
  ) : (
    <span className="jury-muted jury-shown" data-testid="entry-shown">
      {t('shown.no')}
    </span>
  );
}
