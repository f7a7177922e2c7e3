import { useTranslation } from 'react-i18next';
import type { ReviewCriteria, ReviewStats } from '@laurel/contract';
import '../../../i18n/review.ts';
import { awardName } from '../../../components/review/award-name.ts';
import '../../../components/review/review-results.css';

/** One round's figures for the judge: counted reviews, the raw average, the normalised one. */
export function LevelFigures({
  heading,
  stats,
  setup,
  normalised,
  note,
}: {
  heading: string;
  stats: ReviewStats;
  setup: ReviewCriteria;
  normalised?: number | null;
  note?: string;
}) {
  const { t } = useTranslation('review');
  const fixed = (n: number | null | undefined) =>
    n === null || n === undefined ? '—' : n.toFixed(2);
  return (
    <div className="judge-summary__level">
      <h3 className="first-level__subtitle">{heading}</h3>
      {note ? <p className="judge-summary__note">{note}</p> : null}
      <dl className="first-level__figures">
        <div>
          <dt>{t('judge.counted')}</dt>
          <dd>{stats.count}</dd>
        </div>
        <div>
          <dt>{t('judge.rawAverage')}</dt>
          <dd>{fixed(stats.averageScore)}</dd>
        </div>
        {normalised !== undefined ? (
          <div>
            <dt>{t('judge.normalised')}</dt>
            <dd>{fixed(normalised)}</dd>
          </div>
        ) : null}
      </dl>
      {stats.proposals.length > 0 ? (
        <p className="judge-summary__proposals">
          {stats.proposals
            .map(
              (p) =>
                `${awardName(setup.awardLevels, p.awardLevelId, t('form.noAward'))} × ${p.count}`,
            )
            .join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
