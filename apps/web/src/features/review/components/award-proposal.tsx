import type { Ref } from 'react';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AwardRef } from '@laurel/contract';
import { AwardSeal } from '../../../components/award-seal.tsx';
import '../../../i18n/review.ts';
import './review-form.css';

interface AwardProposalProps {
  levels: readonly AwardRef[];
  /** undefined: nothing chosen yet; null: "No award". */
  value: number | null | undefined;
  disabled: boolean;
  missing: boolean;
  onChange: (value: number | null) => void;
  ref?: Ref<HTMLFieldSetElement>;
}

const NO_AWARD = 'none';

/** The proposal: one of the season's award levels, highest first, or "No award". */
export function AwardProposal({
  levels,
  value,
  disabled,
  missing,
  onChange,
  ref,
}: AwardProposalProps) {
  const { t } = useTranslation('review');
  const ordered = [...levels].sort((a, b) => a.rank - b.rank);
  const selected = value === undefined ? undefined : value === null ? NO_AWARD : String(value);
  return (
    <fieldset ref={ref} className={`review-award${missing ? ' review-award--missing' : ''}`}>
      <legend className="review-form__legend">{t('form.award')}</legend>
      <Radio.Group
        value={selected}
        disabled={disabled}
        onChange={(e) => {
          const v = String(e.target.value);
          onChange(v === NO_AWARD ? null : Number(v));
        }}
        className="review-award__options"
      >
        {ordered.map((level) => (
          <Radio key={level.id} value={String(level.id)}>
            <AwardSeal award={level} size={18} />
          </Radio>
        ))}
        <Radio value={NO_AWARD}>{t('form.noAward')}</Radio>
      </Radio.Group>
      {missing ? <p className="review-criterion__error">{t('form.missingAward')}</p> : null}
    </fieldset>
  );
}
