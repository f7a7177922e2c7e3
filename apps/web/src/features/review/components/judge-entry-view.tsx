import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ConflictReason,
  JudgeEntryDetail,
  JudgeReview,
  ReviewCriteria,
  ReviewStats,
  SubJudgeOnEntry,
} from '@laurel/contract';
import { useCountryName } from '../../../lib/country-name.ts';
import { awardName } from './award-name.ts';
import { EntryMedia, type EntryMediaHandle } from './entry-media.tsx';
import { EntryText } from './entry-text.tsx';
import '../../../i18n/review.ts';

interface JudgeEntryViewProps {
  detail: JudgeEntryDetail;
  setup: ReviewCriteria;
  /** The entry's sub-judges, for why a review does not count; empty until loaded. */
  subJudges: SubJudgeOnEntry[];
  mediaRef: Ref<EntryMediaHandle>;
}

/**
 * One entry in full for the judge (`GET /judge/entryDetail`): the entrant, the work, the averages
 * raw and normalised (docs/product.md#calibration) and every review with who wrote it; a review
 * that does not count is struck through with the reason (docs/product.md#conflicts-of-interest).
 */
export function JudgeEntryView({ detail, setup, subJudges, mediaRef }: JudgeEntryViewProps) {
  const { t } = useTranslation('review');
  const country = useCountryName(detail.entrant.country);
  const first = detail.reviews.filter((r) => r.level === 'first');
  const second = detail.reviews.filter((r) => r.level === 'second');
  const conflictOf = (review: JudgeReview): ConflictReason | null =>
    review.level === 'first'
      ? (subJudges.find((s) => s.id === review.reviewer.id)?.conflict ?? null)
      : null;

  return (
    <>
      <div className="review-page__entry">
        <EntryMedia ref={mediaRef} images={detail.images} title={detail.title} />
        <EntryText
          id={detail.id}
          title={detail.title}
          category={detail.category}
          description={detail.description}
          videoUrl={detail.videoUrl}
          pdf={detail.pdf}
        >
          {detail.credits ? (
            <section className="review-entry__section">
              <h3>{t('judge.credits')}</h3>
              <p className="review-entry__description">{detail.credits}</p>
            </section>
          ) : null}
          <section className="review-entry__section" aria-labelledby="entrant-title">
            <h3 id="entrant-title">{t('judge.entrant')}</h3>
            <dl className="review-facts">
              <div>
                <dt>{t('judge.name')}</dt>
                <dd>{detail.entrant.name}</dd>
              </div>
              <div>
                <dt>{t('judge.email')}</dt>
                <dd>
                  <a href={`mailto:${detail.entrant.email}`}>{detail.entrant.email}</a>
                </dd>
              </div>
              {detail.entrant.company ? (
                <div>
                  <dt>{t('judge.company')}</dt>
                  <dd>{detail.entrant.company}</dd>
                </div>
              ) : null}
              {country ? (
                <div>
                  <dt>{t('judge.country')}</dt>
                  <dd>{country}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('judge.award')}</dt>
                <dd>{detail.award?.name ?? t('judge.noFinalAward')}</dd>
              </div>
            </dl>
          </section>
        </EntryText>
      </div>
      <div className="review-page__side">
        <section className="judge-summary" aria-labelledby="summary-title">
          <h2 id="summary-title" className="first-level__title">
            {t('judge.summary')}
          </h2>
          <LevelFigures
            heading={t('judge.firstLevel')}
            stats={detail.firstLevel}
            setup={setup}
            normalised={detail.normalisedScore}
          />
          <LevelFigures
            heading={t('judge.secondLevel')}
            stats={detail.secondLevel}
            setup={setup}
            note={detail.secondLevelReached ? t('judge.reached') : t('judge.notReached')}
          />
        </section>
        <ReviewList
          heading={t('judge.firstReviews')}
          reviews={first}
          setup={setup}
          conflictOf={conflictOf}
        />
        <ReviewList
          heading={t('judge.secondReviews')}
          reviews={second}
          setup={setup}
          conflictOf={conflictOf}
        />
      </div>
    </>
  );
}

function LevelFigures({
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

function ReviewList({
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
                <span className={`review-badge review-badge--${review.status}`}>
                  {t(`form.badge.${review.status}`)}
                </span>
              </div>
              {voided ? (
                <p className="judge-review__void">
                  {t('judge.notCounted', { reason: t(`judge.conflict.${conflict ?? 'unknown'}`) })}
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

const fixedOr = (n: number | null) => (n === null ? '—' : n.toFixed(2));
