import { CheckOutlined, ExclamationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EntrySummary } from '@laurel/contract';
import { AwardSeal } from '../../../components/award-seal.tsx';
import { entryProgress } from '../model/entry-progress.ts';
import '../../../i18n/auth.ts';

/**
 * One entry's progress as an ordered list of five steps (draft → submitted → entry fee paid → in
 * review → result), the step it is at marked `aria-current="step"`. Every state is said in words
 * (visible or for screen readers), never by colour alone; an award is its seal and name.
 */
export function EntryProgress({ entry, title }: { entry: EntrySummary; title: string }) {
  const { t } = useTranslation('auth');
  const steps = entryProgress(entry);
  return (
    <ol className="entry-progress" aria-label={t('account.progress.label', { title })}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`entry-progress__step entry-progress__step--${step.state}`}
          data-step={step.key}
          data-state={step.state}
          {...(step.state === 'current' ? { 'aria-current': 'step' as const } : {})}
        >
          <span className="entry-progress__dot" aria-hidden="true">
            {step.state === 'done' ? <CheckOutlined /> : step.state === 'attention' ? <ExclamationOutlined /> : null}
          </span>
          <span className="entry-progress__text">
            <span className="entry-progress__name">{t(`account.progress.steps.${step.key}`)}</span>
            <span className="sr-only">{` (${t(`account.progress.state.${step.state}`)})`}</span>
            {step.key === 'result' && step.note === 'awarded' && entry.award ? (
              <AwardSeal award={entry.award} size={16} className="entry-progress__seal" />
            ) : step.note ? (
              <span className="entry-progress__note">{t(`account.progress.notes.${step.note}`)}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
