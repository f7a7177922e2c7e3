import { useId, type ReactNode } from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_COMMENT_MAX } from '@laurel/contract';
import '../../../i18n/review.ts';
import { useReviewForm, type ReviewFormOptions } from '../model/use-review-form.ts';
import { scoredCount } from '../model/weighted-total.ts';
import { AwardProposal } from './award-proposal.tsx';
import { CriterionRow } from './criterion-row.tsx';
import { SaveState } from './save-state.tsx';
import { KeyHint } from './key-hint.tsx';
import './review-form.css';

export interface ReviewFormHandle {
  /**
   * Scores the focused criterion (else the one last worked on) and moves to the next; with the
   * focus on the proposal, a digit chooses the level in that place (1 the highest) and 0 (= 10)
   * "No award".
   */
  score: (value: number) => void;
  /** Sets the proposal: a level, or null for "No award". */
  propose: (awardLevelId: number | null) => void;
  /** Submits; `goOn` then moves to the next entry still to review. */
  submit: (goOn: boolean) => void;
}

interface ReviewFormProps extends ReviewFormOptions {
  /** Below the buttons: the sub-judge's "Declare a conflict of interest". */
  footer?: ReactNode;
}

/**
 * The reviewer's form for one entry (docs/product.md#reviews): a 1–10 score per criterion with
 * its weight, the live weighted total, an award proposal or "No award", a comment. A draft saves
 * itself as the reviewer works; Submit sends it for counting. Mounted once per entry (keyed by
 * the page), so it starts from that entry's stored review.
 */
export function ReviewForm({ footer, ...options }: ReviewFormProps) {
  const { t } = useTranslation('review');
  const uid = useId();
  const { closed, setup } = options;
  const form = useReviewForm(options);
  const { criteria, scoreMin, scoreMax, draft, setDraft, stored, showMissing, missing } = form;
  const { total, shares, setScore, active, scales, groups, awardRef, autosave, submitCall, submit } = form;

  return (
    <form
      className="review-form"
      aria-labelledby={`${uid}-title`}
      onSubmit={(e) => e.preventDefault()}
      noValidate
    >
      <div className="review-form__head">
        <h2 id={`${uid}-title`} className="review-form__title">
          {t('form.title')}
        </h2>
        <span className={`review-badge review-badge--${stored.kind}`}>
          {t(`form.badge.${stored.kind}`)}
        </span>
      </div>
      {closed ? (
        <Alert type="info" showIcon title={t('form.closed')} className="review-form__closed" />
      ) : null}

      <ol className="review-criteria">
        {criteria.map((criterion, i) => (
          <CriterionRow
            key={criterion.key}
            criterion={criterion}
            share={shares[i] ?? 0}
            value={draft.scores[criterion.key]}
            min={scoreMin}
            max={scoreMax}
            disabled={closed}
            missing={showMissing && draft.scores[criterion.key] === undefined}
            idBase={uid}
            onChange={(value) => setScore(criterion.key, value)}
            onFocus={() => {
              active.current = i;
            }}
            rowRef={(el) => {
              groups.current[i] = el;
            }}
            scaleRef={(handle) => {
              scales.current[i] = handle;
            }}
          />
        ))}
      </ol>

      <div className="review-total" role="group" aria-labelledby={`${uid}-total`}>
        <span id={`${uid}-total`} className="review-total__label">
          {t('form.total')}
        </span>
        <span className="review-total__value">{total === null ? '—' : total.toFixed(2)}</span>
        <span className="review-total__note">
          {t('form.scored', { n: scoredCount(criteria, draft.scores), count: criteria.length })}
        </span>
      </div>

      <AwardProposal
        ref={awardRef}
        levels={setup.awardLevels}
        value={draft.award}
        disabled={closed}
        missing={showMissing && draft.award === undefined}
        onChange={(award) => setDraft((d) => ({ ...d, award }))}
      />

      <div className="review-comment">
        <label htmlFor={`${uid}-comment`} className="review-form__legend">
          {t('form.comment')}
        </label>
        <Input.TextArea
          id={`${uid}-comment`}
          value={draft.comment}
          disabled={closed}
          maxLength={REVIEW_COMMENT_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
          placeholder={t('form.commentHint')}
          onChange={(e) => {
            const comment = e.target.value;
            setDraft((d) => ({ ...d, comment }));
          }}
        />
      </div>

      {showMissing && missing.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('form.missing', { count: missing.length })}
        />
      ) : null}

      <SaveState status={autosave.status} stored={stored} onRetry={() => void autosave.flush()} />

      {closed ? null : (
        <div className="review-form__actions">
          <Button type="primary" loading={submitCall.isPending} onClick={() => void submit(true)}>
            {stored.kind === 'submitted' ? t('form.resubmitNext') : t('form.submitNext')}
            <KeyHint chord="submit" />
          </Button>
          <Button disabled={submitCall.isPending} onClick={() => void submit(false)}>
            {stored.kind === 'submitted' ? t('form.resubmit') : t('form.submit')}
          </Button>
        </div>
      )}
      {footer}
    </form>
  );
}
