import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeEntryItem, ReviewStats } from '@laurel/contract';
import { AwardSeal } from '../../../components/award-seal.tsx';
import { FEE_COLOR, STATUS_COLOR } from '../../../lib/entry-status.ts';
import { useCountryName } from '../../../lib/country-name.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { feesThatApply } from '../model/fees-that-apply.ts';
import '../../../i18n/jury.ts';

/*
 * The pieces of one entry that the table's cells and the phone cards both show, so both say the
 * same thing the same way.
 */

/**
 * The entrant as only the judge sees them: name, then company and country. `inline` sets them on
 * one line cut with an ellipsis (the compact table), the whole line in its tooltip.
 */
export function EntrantCell({ entrant, inline = false }: { entrant: JudgeEntryItem['entrant']; inline?: boolean }) {
  const country = useCountryName(entrant.country);
  // A studio entering under its own name would read twice.
  const company = entrant.company && entrant.company !== entrant.name ? entrant.company : null;
  const second = [company, country].filter(Boolean).join(' · ');
  if (inline) {
    return (
      <span className="jury-entrant jury-line" title={second ? `${entrant.name} · ${second}` : entrant.name}>
        <span className="jury-entrant__name">{entrant.name}</span>
        {second ? <span className="jury-muted"> · {second}</span> : null}
      </span>
    );
  }
  return (
    <div className="jury-entrant">
      <span className="jury-entrant__name">{entrant.name}</span>
      {second ? <span className="jury-muted">{second}</span> : null}
    </div>
  );
}

/**
 * The entry's status as a quiet tag under its title. `inline` (the compact table, where it sits
 * beside the title): "Awarded" and "Not awarded" are said by the award column already, so they are
 * left to screen readers and the title keeps their room.
 */
export function StatusTag({ entry, inline = false }: { entry: JudgeEntryItem; inline?: boolean }) {
  const { t } = useTranslation('jury');
  const text = t(`status.${entry.status}`);
  if (inline && (entry.status === 'awarded' || entry.status === 'not_awarded')) {
    return (
      <span className="sr-only" data-testid="entry-status">
        {text}
      </span>
    );
  }
  return (
    <Tag color={STATUS_COLOR[entry.status]} className="jury-tag" data-testid="entry-status">
      {text}
    </Tag>
  );
}

/**
 * The fee statuses that can apply (model/fees-that-apply.ts), each with what it is for: the
 * winner package and the trophies of an entry that won nothing are left out, not shown as a debt.
 * `inline` (the compact table): each fee one tag, "Package unpaid", side by side.
 */
export function FeeTags({ entry, inline = false }: { entry: JudgeEntryItem; inline?: boolean }) {
  const { t } = useTranslation('jury');
  return (
    <ul className={inline ? 'jury-fees jury-fees--inline' : 'jury-fees'} aria-label={t('columns.fees')}>
      {feesThatApply(entry).map((fee) => {
        const label = <span className="jury-fees__label">{t(`fee.${fee}`)}</span>;
        const status = t(`feeStatus.${entry[fee]}`);
        return (
          <li key={fee}>
            {inline ? (
              <Tag color={FEE_COLOR[entry[fee]]} className="jury-tag">
                {label}{' '}
                <span className="jury-fees__status" data-testid={`fee-${fee}`}>
                  {status}
                </span>
              </Tag>
            ) : (
              <>
                {label}
                <Tag color={FEE_COLOR[entry[fee]]} className="jury-tag" data-testid={`fee-${fee}`}>
                  {status}
                </Tag>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const PROGRESS_COLOR = { unassigned: 'default', none: 'orange', partial: 'blue', complete: 'green' } as const;

/**
 * First-level reviews submitted against sub-judges assigned, with the state as a word. `inline`
 * (the compact table): the count alone in the state's colour, which it already tells (0 / 0, 0 / 2,
 * 1 / 2, 2 / 2); the word stays for screen readers and in the tooltip.
 */
export function ProgressCell({ entry, inline = false }: { entry: JudgeEntryItem; inline?: boolean }) {
  const { t } = useTranslation('jury');
  const word = t(`progress.${entry.progress}`);
  if (inline) {
    return (
      <Tag color={PROGRESS_COLOR[entry.progress]} className="jury-tag jury-num" title={word} data-testid="entry-progress">
        {t('progressCount', { submitted: entry.firstLevel.count, assigned: entry.subJudgeCount })}
        <span className="sr-only"> {word}</span>
      </Tag>
    );
  }
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
 * `inline` (the compact table): the count as a bare figure, said in full to screen readers and in
 * its tooltip.
 */
export function ScoreCell({
  stats,
  normalised,
  showNormalised = false,
  withCount = false,
  inline = false,
}: {
  stats: ReviewStats;
  normalised?: number | null;
  showNormalised?: boolean;
  withCount?: boolean;
  inline?: boolean;
}) {
  const { t } = useTranslation('jury');
  const count = t('reviewCount', { count: stats.count });
  return (
    <span className="jury-score">
      <span className="jury-num">{formatScore(stats.averageScore)}</span>
      {withCount && stats.count > 0 ? (
        inline ? (
          <span className="jury-muted jury-num" title={count}>
            <span aria-hidden="true">{t('reviewCountShort', { count: stats.count })}</span>
            <span className="sr-only">{count}</span>
          </span>
        ) : (
          <span className="jury-muted">{count}</span>
        )
      ) : null}
      {stats.olderCriteria > 0 ? (
        // Some of the average rests on the weights of then (docs/product.md#criteria); the
        // hint is said to screen readers too, a title alone being for the mouse.
        <span className="jury-muted jury-score__older" title={t('olderCriteriaHint')} data-testid="older-criteria">
          {t('olderCriteriaCount', { count: stats.olderCriteria })}
          <span className="sr-only">: {t('olderCriteriaHint')}</span>
        </span>
      ) : null}
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
