import { ConfigProvider, Grid, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENTRY_STEPS } from '@laurel/contract';
import '../../../i18n/entries.ts';

/** antd derives a grey from the deep brand green for "done" steps; a light tint of it reads as done. */
const STEPS_TOKENS = { colorPrimaryBg: '#e4ebe7', colorPrimaryBgHover: '#d6e2dc', controlItemBgActive: '#e4ebe7' };

interface WizardStepsBarProps {
  step: number;
  /** The chosen category, shown under the first step on wide screens. */
  categoryName: string | null;
  disabled: boolean;
  onChange: (step: number) => void;
}

/** The four steps as antd `Steps`, clickable; on a phone in one row with the names under the numbers. */
export function WizardStepsBar({ step, categoryName, disabled, onChange }: WizardStepsBarProps) {
  const { t } = useTranslation('entries');
  const narrow = !Grid.useBreakpoint().md;
  return (
    <nav aria-label={t('steps.label')}>
      <ConfigProvider theme={{ components: { Steps: STEPS_TOKENS } }}>
        <Steps
          current={step}
          onChange={onChange}
          items={ENTRY_STEPS.map((key, index) => ({
            title: t(`steps.${key}`),
            ...(index === 0 && categoryName && !narrow ? { content: categoryName } : {}),
            disabled,
          }))}
          {...(narrow ? { size: 'small' as const, titlePlacement: 'vertical' as const, responsive: false } : {})}
          className="entry-wizard__steps"
        />
      </ConfigProvider>
    </nav>
  );
}
