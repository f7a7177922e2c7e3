import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ConflictReason,
  JudgeEntryDetail,
  JudgeReview,
  ReviewCriteria,
  SubJudgeOnEntry,
} from '@laurel/contract';
import { FieldValues, juryFieldValues, useFormLanguage } from '../../../components/entry-form/index.ts';
import { useCountryName } from '../../../lib/country-name.ts';
import { JudgeReviewList as ReviewList } from './judge-review-list.tsx';
import { LevelFigures } from './level-figures.tsx';
import { EntryMedia, type EntryMediaHandle } from '../../../components/review/entry-media.tsx';
import { EntryText } from '../../../components/review/entry-text.tsx';
import '../../../i18n/entry-form.ts';
import '../../../i18n/review.ts';
import '../../../components/review/review-results.css';

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
  const language = useFormLanguage();
  const first = detail.reviews.filter((r) => r.level === 'first');
  const second = detail.reviews.filter((r) => r.level === 'second');
  // The review says why it does not count; the panel's list is the fallback for a first-level one.
  const conflictOf = (review: JudgeReview): ConflictReason | null =>
    review.conflict ??
    (review.level === 'first'
      ? (subJudges.find((s) => s.id === review.reviewer.id)?.conflict ?? null)
      : null);

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
          fields={detail.fields}
        >
          {detail.hiddenFields.length ? (
            <section className="review-entry__section" aria-labelledby="hidden-fields-title">
              <h3 id="hidden-fields-title">{t('entry-form:notShownToJury')}</h3>
              <FieldValues items={juryFieldValues(detail.hiddenFields, language)} />
            </section>
          ) : null}
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
