import {
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_COMMENT_MAX,
  type Review,
  type ReviewCriteria,
  type ReviewLevel,
  type ReviewSaved,
} from '@laurel/contract';
import '../../../i18n/review.ts';
import { useSaveReview } from '../api/save-review.ts';
import {
  draftFromReview,
  missingForSubmit,
  reviewBody,
  sameDraft,
  type ReviewDraft,
} from '../model/review-draft.ts';
import { useAutosave } from '../model/use-autosave.ts';
import { scoredCount, weightedTotal, weightShares } from '../model/weighted-total.ts';
import { AwardProposal } from './award-proposal.tsx';
import { CriterionRow } from './criterion-row.tsx';
import type { ScoreScaleHandle } from './score-scale.tsx';
import { SaveState, type StoredState } from './save-state.tsx';
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

interface ReviewFormProps {
  level: ReviewLevel;
  entryId: number;
  setup: ReviewCriteria;
  review: Review | null;
  /** The round has ended: the review is shown, not changed. */
  closed: boolean;
  onSubmitted: (saved: ReviewSaved, goOn: boolean) => void;
  /** Below the buttons: the sub-judge's "Declare a conflict of interest". */
  footer?: ReactNode;
  ref?: Ref<ReviewFormHandle>;
}

const storedFrom = (review: Review | null): StoredState =>
  !review
    ? { kind: 'none' }
    : review.status === 'submitted'
      ? { kind: 'submitted', at: new Date(review.submittedAt ?? review.updatedAt) }
      : { kind: 'draft', at: new Date(review.updatedAt) };

/**
 * The reviewer's form for one entry (docs/product.md#reviews): a 1–10 score per criterion with
 * its weight, the live weighted total, an award proposal or "No award", a comment. A draft saves
 * itself as the reviewer works; Submit sends it for counting. Mounted once per entry (keyed by
 * the page), so it starts from that entry's stored review.
 */
export function ReviewForm({
  level,
  entryId,
  setup,
  review,
  closed,
  onSubmitted,
  footer,
  ref,
}: ReviewFormProps) {
  const { t } = useTranslation('review');
  const uid = useId();
  const { criteria, scoreMin, scoreMax } = setup;
  const initial = useMemo(() => draftFromReview(review), [review]);
  const [draft, setDraft] = useState<ReviewDraft>(initial);
  const [stored, setStored] = useState<StoredState>(() => storedFrom(review));
  const [showMissing, setShowMissing] = useState(false);
  const active = useRef(
    Math.max(
      0,
      criteria.findIndex((c) => initial.scores[c.key] === undefined),
    ),
  );
  const scales = useRef<(ScoreScaleHandle | null)[]>([]);
  const groups = useRef<(HTMLLIElement | null)[]>([]);
  const awardRef = useRef<HTMLFieldSetElement>(null);
  const autosaveCall = useSaveReview(level);
  const submitCall = useSaveReview(level);

  const autosave = useAutosave({
    value: draft,
    saved: initial,
    same: sameDraft,
    // After a submit the server keeps the review submitted and edits it in place
    // (docs/product.md#sub-judge-calls), so changes save themselves then too.
    enabled: !closed,
    save: async (value: ReviewDraft) => {
      const saved = await autosaveCall.mutateAsync(reviewBody(entryId, criteria, value, false));
      setStored(storedFrom(saved));
    },
  });

  const total = weightedTotal(criteria, draft.scores);
  const shares = weightShares(criteria);
  const missing = missingForSubmit(criteria, draft);
  const setScore = (key: string, value: number) =>
    setDraft((d) => ({ ...d, scores: { ...d.scores, [key]: value } }));

  const levelsByRank = useMemo(() => [...setup.awardLevels].sort((a, b) => a.rank - b.rank), [setup.awardLevels]);
  const propose = (award: number | null) => {
    if (closed) return;
    setDraft((d) => ({ ...d, award }));
    // The choice is where the focus is, so the next key (the arrows, a digit) acts on it.
    queueMicrotask(focusAward);
  };

  const focusAward = () => {
    const radios = awardRef.current?.querySelectorAll<HTMLInputElement>('input[type=radio]');
    const list = [...(radios ?? [])];
    (list.find((r) => r.checked) ?? list[0])?.focus();
  };

  const focusMissing = () => {
    const first = missingForSubmit(criteria, draft)[0];
    if (!first) return;
    if (first.kind === 'award') return focusAward();
    scales.current[criteria.findIndex((c) => c.key === first.key)]?.focus();
  };

  const submit = async (goOn: boolean) => {
    if (closed || submitCall.isPending) return;
    if (missing.length > 0) {
      setShowMissing(true);
      focusMissing();
      return;
    }
    await autosave.cancel();
    let saved: ReviewSaved;
    try {
      saved = await submitCall.mutateAsync(reviewBody(entryId, criteria, draft, true));
    } catch {
      return; // The common handling has said why (docs/product.md#errors).
    }
    const at = new Date(saved.submittedAt ?? saved.updatedAt);
    autosave.markStored(draft, at);
    setStored({ kind: 'submitted', at });
    setShowMissing(false);
    onSubmitted(saved, goOn);
  };

  useImperativeHandle(ref, () => ({
    score: (value: number) => {
      if (closed || value < scoreMin || value > scoreMax || criteria.length === 0) return;
      const focused = groups.current.findIndex((g) => g?.contains(document.activeElement));
      if (focused < 0 && awardRef.current?.contains(document.activeElement)) {
        // The digits go on past the last criterion: they choose the proposal as they set scores.
        if (value === 10) return propose(null);
        const level = levelsByRank[value - 1];
        if (level) propose(level.id);
        return;
      }
      const index = focused >= 0 ? focused : Math.min(active.current, criteria.length - 1);
      const criterion = criteria[index];
      if (!criterion) return;
      setScore(criterion.key, value);
      const next = index + 1;
      active.current = Math.min(next, criteria.length - 1);
      // Focus follows, so the next digit scores the next criterion; after the last, the proposal.
      if (next < criteria.length) queueMicrotask(() => scales.current[next]?.focus());
      else queueMicrotask(focusAward);
    },
    propose,
    submit: (goOn: boolean) => void submit(goOn),
  }));

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
