import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConflictReason, JudgeReview, ReviewCriteria } from '@laurel/contract';
import '../../../i18n/review.ts';
import { awardName } from '../../../components/review/award-name.ts';
import '../../../components/review/review-results.css';

/**
 * One round's reviews for the judge, each with who wrote it, the scores, the proposal and the
 * comment; one that does not count is struck through with the reason
 * (docs/product.md#conflicts-of-interest), and one scored under criteria the season has changed
 * since says so (docs/product.md#criteria).
 */
export function JudgeReviewList({
  heading,
  reviews,
  setup,
  conflictOf,
}: {
  heading: string;
  reviews: JudgeReview[];
  setup: ReviewCriteria;
  conflictOf: (r: JudgeReview) => ConflictReason | null;
}) {
  const { t } = useTranslation('review');
  return (
    <section className="judge-reviews" aria-label={heading}>
      <h2 className="first-level__title">{heading}</h2>
      {reviews.length === 0 ? <p className="first-level__none">{t('judge.noReviews')}</p> : null}
      <ol className="judge-reviews__list">
        {reviews.map((review) => {
          const conflict = conflictOf(review);
          const draft = review.status === 'draft';
          // Only submitted reviews count, so a draft's `counts` is false too: struck through is for
          // a conflict (known from the sub-judges' list, or a submitted review that does not count).
          const voided = conflict !== null || (!review.counts && !draft);
          return (
            <li
              key={`${review.level}-${review.reviewer.id}`}
              className={`judge-review${voided ? ' judge-review--void' : ''}`}
            >
              <div className="judge-review__head">
                <h3 className="judge-review__name">{review.reviewer.name}</h3>
                <span className="judge-review__badges">
                  {review.olderCriteria ? <OlderCriteriaTag /> : null}
                  <span className={`review-badge review-badge--${review.status}`}>
                    {t(`form.badge.${review.status}`)}
                  </span>
                </span>
              </div>
              {voided ? (
                <p className="judge-review__void">
                  {t('judge.notCounted', { reason: t(`judge.conflict.${conflict ?? 'unknown'}`) })}
                  {review.conflictNote ? (
                    <span className="judge-review__conflict-note">
                      {' '}
                      {t('judge.conflictNote', { note: review.conflictNote })}
                    </span>
                  ) : null}
                </p>
              ) : draft ? (
                <p className="judge-review__note">{t('judge.draftNotCounted')}</p>
              ) : null}
              <div className="judge-review__body">
                <p className="judge-review__total">
                  <span className="sr-only">{t('form.total')}: </span>
                  {voided ? <del>{fixedOr(review.total)}</del> : fixedOr(review.total)}
                </p>
                <p className="judge-review__proposal">
                  {review.awardChosen
                    ? awardName(setup.awardLevels, review.awardLevelId, t('form.noAward'))
                    : t('first.noProposal')}
                </p>
              </div>
              <dl className="judge-review__scores">
                {setup.criteria.map((c) => (
                  <div key={c.key}>
                    <dt>{c.name}</dt>
                    <dd>
                      {voided ? (
                        <del>{review.scores[c.key] ?? '—'}</del>
                      ) : (
                        (review.scores[c.key] ?? '—')
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              {review.comment ? (
                <blockquote className="first-level__comment">{review.comment}</blockquote>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * The review's scores and total stand as given under the weights of then; the tooltip says why it
 * is marked, and a screen reader hears it with the tag (a tooltip alone is for the mouse).
 */
function OlderCriteriaTag() {
  const { t } = useTranslation('review');
  return (
    <Tooltip title={t('judge.olderCriteriaHelp')}>
      <span className="review-badge review-badge--older" tabIndex={0}>
        {t('judge.olderCriteria')}
        <span className="sr-only">: {t('judge.olderCriteriaHelp')}</span>
      </span>
    </Tooltip>
  );
}

const fixedOr = (n: number | null) => (n === null ? '—' : n.toFixed(2));
