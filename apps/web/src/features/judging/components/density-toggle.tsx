import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DENSITIES, type Density } from '../model/table-density.ts';
import '../../../i18n/jury.ts';

/**
 * Compact or comfortable rows for the table (model/table-density.ts): a named radio group, so
 * Tab reaches it and the arrow keys change it, and a screen reader says what it sets.
 */
export function DensityToggle({ density, onChange }: { density: Density; onChange: (density: Density) => void }) {
  const { t } = useTranslation('jury');
  return (
    <Radio.Group
      className="jury-density"
      size="small"
      optionType="button"
      aria-label={t('density.label')}
      value={density}
      options={DENSITIES.map((value) => ({ value, label: t(`density.${value}`) }))}
      onChange={(event) => onChange(event.target.value as Density)}
    />
  );
}
