import { Button } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ENTRY_STEPS } from '@laurel/contract';
import { DraftStatus, type DraftState } from './draft-status.tsx';
import '../../../i18n/entries.ts';

interface WizardNavProps {
  step: number;
  saving: boolean;
  submitting: boolean;
  draft: DraftState;
  onGo: (step: number) => void;
  onSubmit: () => void;
}

/** Back, Next (named after the next step) or, on the last step, Submit; and the "Draft saved" line. */
export function WizardNav({ step, saving, submitting, draft, onGo, onSubmit }: WizardNavProps) {
  const { t } = useTranslation('entries');
  const next = ENTRY_STEPS[step + 1];
  return (
    <>
      <div className="entry-wizard__nav">
        {step > 0 ? (
          <Button size="large" icon={<ArrowLeftOutlined />} onClick={() => onGo(step - 1)} disabled={saving}>
            {t('steps.back')}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button type="primary" size="large" onClick={() => onGo(step + 1)} loading={saving}>
            {t('steps.next', { step: t(`steps.${next}`) })} <ArrowRightOutlined aria-hidden />
          </Button>
        ) : (
          <Button type="primary" size="large" icon={<SendOutlined />} onClick={onSubmit} loading={saving || submitting}>
            {t('submit.open')}
          </Button>
        )}
      </div>
      <DraftStatus state={draft} />
    </>
  );
}
