import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Criterion } from '@laurel/contract';
import '../../../i18n/review.ts';
import { ScoreScale, type ScoreScaleHandle } from './score-scale.tsx';
import './review-form.css';

interface CriterionRowProps {
  criterion: Criterion;
  /** Its weight as a share of the total, in percent. */
  share: number;
  value: number | undefined;
  min: number;
  max: number;
  disabled: boolean;
  /** A submit was refused while this one had no score. */
  missing: boolean;
  idBase: string;
  onChange: (score: number) => void;
  onFocus: () => void;
  rowRef: Ref<HTMLLIElement>;
  scaleRef: Ref<ScoreScaleHandle>;
}

/** One criterion of the form: its name, weight and description, and its 1–10 scale. */
export function CriterionRow({
  criterion,
  share,
  value,
  min,
  max,
  disabled,
  missing,
  idBase,
  onChange,
  onFocus,
  rowRef,
  scaleRef,
}: CriterionRowProps) {
  const { t } = useTranslation('review');
  const nameId = `${idBase}-c-${criterion.key}`;
  const descId = `${nameId}-d`;
  return (
    <li ref={rowRef} className={`review-criterion${missing ? ' review-criterion--missing' : ''}`}>
      <div className="review-criterion__label">
        <span id={nameId} className="review-criterion__name">
          {criterion.name}
        </span>
        <span className="review-criterion__weight">{t('form.weight', { share })}</span>
      </div>
      {criterion.description ? (
        <p id={descId} className="review-criterion__description">
          {criterion.description}
        </p>
      ) : null}
      <ScoreScale
        ref={scaleRef}
        value={value}
        min={min}
        max={max}
        labelledBy={nameId}
        describedBy={criterion.description ? descId : undefined}
        disabled={disabled}
        onChange={onChange}
        onFocus={onFocus}
      />
      {missing ? <p className="review-criterion__error">{t('form.missingScore')}</p> : null}
    </li>
  );
}
