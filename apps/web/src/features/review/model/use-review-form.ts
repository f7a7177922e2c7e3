import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import type { Review, ReviewCriteria, ReviewLevel, ReviewSaved } from '@laurel/contract';
import { useSaveReview } from '../api/save-review.ts';
import type { ReviewFormHandle } from '../components/review-form.tsx';
import type { ScoreScaleHandle } from '../components/score-scale.tsx';
import type { StoredState } from '../components/save-state.tsx';
import {
  draftFromReview,
  missingForSubmit,
  reviewBody,
  sameDraft,
  type ReviewDraft,
} from './review-draft.ts';
import { useAutosave } from './use-autosave.ts';
import { weightedTotal, weightShares } from './weighted-total.ts';

export interface ReviewFormOptions {
  level: ReviewLevel;
  entryId: number;
  setup: ReviewCriteria;
  review: Review | null;
  /** The round has ended: the review is shown, not changed. */
  closed: boolean;
  onSubmitted: (saved: ReviewSaved, goOn: boolean) => void;
  ref?: Ref<ReviewFormHandle>;
}

const storedFrom = (review: Review | null): StoredState =>
  !review
    ? { kind: 'none' }
    : review.status === 'submitted'
      ? { kind: 'submitted', at: new Date(review.submittedAt ?? review.updatedAt) }
      : { kind: 'draft', at: new Date(review.updatedAt) };

/**
 * The state and handlers of the reviewer's form (components/review-form.tsx): the draft saving
 * itself, the submit that first points at what is missing, and the keys the page passes on.
 */
export function useReviewForm({
  level,
  entryId,
  setup,
  review,
  closed,
  onSubmitted,
  ref,
}: ReviewFormOptions) {
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

  const levelsByRank = useMemo(
    () => [...setup.awardLevels].sort((a, b) => a.rank - b.rank),
    [setup.awardLevels],
  );
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

  return {
    criteria,
    scoreMin,
    scoreMax,
    draft,
    setDraft,
    stored,
    showMissing,
    missing,
    total,
    shares,
    setScore,
    active,
    scales,
    groups,
    awardRef,
    autosave,
    submitCall,
    submit,
  };
}
