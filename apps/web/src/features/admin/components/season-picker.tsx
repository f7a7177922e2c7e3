import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSeason } from '@laurel/contract';
import '../../../i18n/admin.ts';

interface SeasonPickerProps {
  seasons: readonly AdminSeason[];
  value: number | null;
  onChange: (id: number) => void;
}

/** Which season a set-up page works on (kept in `?season=`, model/use-season-choice.ts). */
export function SeasonPicker({ seasons, value, onChange }: SeasonPickerProps) {
  const { t } = useTranslation('admin');
  return (
    <label className="console-toolbar" style={{ marginBottom: 0 }}>
      <span>{t('seasonPicker')}</span>
      <Select<number>
        value={value ?? undefined}
        onChange={onChange}
        style={{ minWidth: 220 }}
        aria-label={t('seasonPicker')}
        options={seasons.map((s) => ({
          value: s.id,
          label: `${s.year} · ${s.name}${s.isCurrent ? ` (${t('seasons.current')})` : ''}`,
        }))}
      />
    </label>
  );
}
