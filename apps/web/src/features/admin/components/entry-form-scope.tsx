import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@laurel/contract';
import '../../../i18n/admin.ts';

interface EntryFormScopeProps {
  categories: readonly AdminCategory[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
}

const SEASON = 0;

/** The season's form, or one category's: the categories listed under their groups. */
export function EntryFormScope({ categories, value, onChange }: EntryFormScopeProps) {
  const { t } = useTranslation('admin');
  const groups = categories.filter((c) => c.parentId === null);
  const inGroup = (groupId: number) => categories.filter((c) => c.parentId === groupId);
  return (
    <label className="console-toolbar" style={{ marginBottom: 0 }}>
      <span>{t('entryForm.scope')}</span>
      <Select<number>
        value={value ?? SEASON}
        onChange={(id) => onChange(id === SEASON ? null : id)}
        style={{ minWidth: 260 }}
        aria-label={t('entryForm.scope')}
        options={[
          { value: SEASON, label: t('entryForm.wholeSeason') },
          ...groups
            .filter((g) => inGroup(g.id).length > 0)
            .map((g) => ({ label: g.name, title: g.name, options: inGroup(g.id).map((c) => ({ value: c.id, label: c.name })) })),
        ]}
      />
    </label>
  );
}
