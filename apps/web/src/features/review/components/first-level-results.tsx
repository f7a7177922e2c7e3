import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnonymousReview, AwardRef, Criterion, ReviewStats } from '@laurel/contract';
import { awardName } from '../../../components/review/award-name.ts';
import '../../../i18n/review.ts';
import '../../../components/review/review-results.css';

interface FirstLevelResultsProps {
  stats: ReviewStats;
  /** Whether the server shows the first level yet: once the caller's own review is submitted. */
  visible: boolean;
  reviews: AnonymousReview[];
  criteria: Criterion[];
  levels: AwardRef[];
}

/**
 * What the first level made of the entry, for the second-level judge beside their own form
 * (docs/product.md#jury-journey): how many counted, the average total, the proposals per level and
 * each review's scores and comment, anonymous ("Reviewer 1", "Reviewer 2"). Until their own review
 * is submitted the server sends only the count, and the section says when the rest will show
 * (docs/product.md#reviews).
 */
export function FirstLevelResults({
  stats,
  visible,
  reviews,
  criteria,
  levels,
}: FirstLevelResultsProps) {
  const { t } = useTranslation('review');
  const id = useId();
  if (!visible) {
    return (
      <section className="first-level" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="first-level__title">
          {t('first.title')}
        </h2>
        <p className="first-level__none">{t('first.hidden', { count: stats.count })}</p>
      </section>
    );
  }
  const most = Math.max(1, ...stats.proposals.map((p) => p.count));
  const ordered = [...stats.proposals].sort(
    (a, b) => rankOf(levels, a.awardLevelId) - rankOf(levels, b.awardLevelId),
  );
  return (
    <section className="first-level" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="first-level__title">
        {t('first.title')}
      </h2>
      <dl className="first-level__figures">
        <div>
          <dt>{t('first.count')}</dt>
          <dd>{stats.count}</dd>
        </div>
        <div>
          <dt>{t('first.average')}</dt>
          <dd>{stats.averageScore === null ? '—' : stats.averageScore.toFixed(2)}</dd>
        </div>
      </dl>
      {ordered.length > 0 ? (
        <>
          <h3 className="first-level__subtitle">{t('first.proposals')}</h3>
          <ul className="first-level__proposals">
            {ordered.map((p) => (
              <li key={p.awardLevelId ?? 'none'}>
                <span className="first-level__level">
                  {awardName(levels, p.awardLevelId, t('form.noAward'))}
                </span>
                <span className="first-level__bar" aria-hidden="true">
                  <span style={{ width: `${(p.count / most) * 100}%` }} />
                </span>
                <span className="first-level__n">{t('first.votes', { count: p.count })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {reviews.length > 0 ? (
        <>
          <h3 className="first-level__subtitle">{t('first.reviews')}</h3>
          <ol className="first-level__reviews">
            {reviews.map((review) => (
              <li key={review.reviewer} className="first-level__review">
                <p className="first-level__review-head">
                  <span>{t('first.reviewN', { n: review.reviewer })}</span>
                  <span className="first-level__total">
                    {review.total === null ? '—' : review.total.toFixed(2)}
                  </span>
                </p>
                <p className="first-level__proposal">
                  {awardName(levels, review.awardLevelId, t('form.noAward'))}
                </p>
                <p className="first-level__scores">
                  {criteria
                    .filter((c) => review.scores[c.key] !== undefined)
                    .map((c) => `${c.name} ${review.scores[c.key]}`)
                    .join(' · ')}
                </p>
                {review.comment ? (
                  <blockquote className="first-level__comment">{review.comment}</blockquote>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="first-level__none">{t('first.none')}</p>
      )}
    </section>
  );
}

const rankOf = (levels: AwardRef[], id: number | null) =>
  id === null
    ? Number.MAX_SAFE_INTEGER
    : (levels.find((l) => l.id === id)?.rank ?? Number.MAX_SAFE_INTEGER - 1);
