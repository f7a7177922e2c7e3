import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELDS_MAX, type CustomField } from '@laurel/contract';
import type { CustomRow } from '../model/use-entry-form-editor.ts';
import { CustomFieldEditor } from './custom-field-editor.tsx';
import '../../../i18n/admin.ts';

interface CustomFieldsSectionProps {
  rows: readonly CustomRow[];
  disabled: boolean;
  onAdd: () => void;
  onChange: (rowId: number, patch: Partial<CustomField>) => void;
  onMove: (rowId: number, by: -1 | 1) => void;
  onRemove: (rowId: number) => void;
}

/** The organiser's own fields, in the order the entrant meets them after the built-in ones. */
export function CustomFieldsSection({ rows, disabled, onAdd, ...handlers }: CustomFieldsSectionProps) {
  const { t } = useTranslation('admin');
  return (
    <section className="console-section" aria-labelledby="entry-form-custom">
      <h2 id="entry-form-custom">{t('entryForm.customTitle')}</h2>
      {rows.length === 0 ? <p className="console-muted">{t('entryForm.noCustom')}</p> : null}
      {rows.map((row, index) => (
        <CustomFieldEditor key={row.rowId} row={row} index={index} count={rows.length} disabled={disabled} {...handlers} />
      ))}
      <Button icon={<PlusOutlined />} disabled={disabled || rows.length >= CUSTOM_FIELDS_MAX} onClick={onAdd}>
        {t('entryForm.addCustom')}
      </Button>
    </section>
  );
}
