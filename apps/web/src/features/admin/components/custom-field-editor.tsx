import { Button, Input, Select, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELD_TYPES, CUSTOM_TEXT_MAX, type CustomField } from '@laurel/contract';
import { customProblem, type CustomRow } from '../model/use-entry-form-editor.ts';
import { ChoiceOptionsEditor } from './choice-options-editor.tsx';
import { NumberField, SwitchField, WordingFields } from './form-field-controls.tsx';
import '../../../i18n/admin.ts';

interface CustomFieldEditorProps {
  row: CustomRow;
  index: number;
  count: number;
  disabled: boolean;
  onChange: (rowId: number, patch: Partial<CustomField>) => void;
  onMove: (rowId: number, by: -1 | 1) => void;
  onRemove: (rowId: number) => void;
}

/** One of the organiser's own fields: type, key, wording in both languages, limits, the jury's switch. */
export function CustomFieldEditor({ row, index, count, disabled, onChange, onMove, onRemove }: CustomFieldEditorProps) {
  const { t } = useTranslation('admin');
  const id = (part: string) => `custom-${row.rowId}-${part}`;
  const set = (patch: Partial<CustomField>) => onChange(row.rowId, patch);
  const n = index + 1;
  const problem = customProblem(row);
  const text = row.type === 'shortText' || row.type === 'longText';
  return (
    <fieldset className="entry-form-builder__field" aria-invalid={problem ? true : undefined}>
      <legend>{row.label.trim() ? t('entryForm.customNamed', { n, name: row.label }) : t('entryForm.customRow', { n })}</legend>
      <div className="console-pair">
        <div>
          <label htmlFor={id('type')}>{t('entryForm.type')}</label>
          <Select
            id={id('type')}
            value={row.type}
            disabled={disabled}
            style={{ width: '100%' }}
            onChange={(type) => set({ type })}
            options={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`entryForm.types.${type}`) }))}
          />
        </div>
        <div>
          <label htmlFor={id('key')}>{t('entryForm.key')}</label>
          <Input id={id('key')} value={row.key} disabled={disabled} onChange={(e) => set({ key: e.target.value })} aria-describedby={id('key-help')} />
          <p id={id('key-help')} className="console-muted entry-form-builder__hint">{t('entryForm.keyHelp')}</p>
        </div>
      </div>
      <WordingFields id={id('wording')} value={row} disabled={disabled} onChange={set} />
      <div className="console-toolbar">
        <SwitchField id={id('required')} label={t('entryForm.required')} checked={row.required} disabled={disabled} onChange={(required) => set({ required })} />
        {text ? (
          <NumberField id={id('maxLength')} label={t('entryForm.maxLength', { max: CUSTOM_TEXT_MAX })} value={row.maxLength} min={1} max={CUSTOM_TEXT_MAX} disabled={disabled} onChange={(maxLength) => set({ maxLength })} />
        ) : null}
        {row.type === 'number' ? (
          <>
            <NumberField id={id('min')} label={t('entryForm.min')} value={row.min} disabled={disabled} onChange={(min) => set({ min })} />
            <NumberField id={id('max')} label={t('entryForm.max')} value={row.max} disabled={disabled} onChange={(max) => set({ max })} />
          </>
        ) : null}
      </div>
      {row.type === 'choice' ? <ChoiceOptionsEditor id={id('option')} options={row.options} disabled={disabled} onChange={(options) => set({ options })} /> : null}
      <div className="entry-form-builder__jury">
        <SwitchField id={id('jury')} label={t('entryForm.showToJury')} checked={row.showToJury} disabled={disabled} onChange={(showToJury) => set({ showToJury })} />
        <p className="console-muted entry-form-builder__hint">{t('entryForm.blindNote')}</p>
      </div>
      {problem ? (
        <p className="console-muted" role="status">
          {t('entryForm.problem', { field: t(`entryForm.fieldName.${problem}`, { defaultValue: problem }) })}
        </p>
      ) : null}
      <Space wrap>
        <Button size="small" icon={<ArrowUpOutlined />} disabled={disabled || index === 0} onClick={() => onMove(row.rowId, -1)}>
          {t('entryForm.moveUp', { n })}
        </Button>
        <Button size="small" icon={<ArrowDownOutlined />} disabled={disabled || index === count - 1} onClick={() => onMove(row.rowId, 1)}>
          {t('entryForm.moveDown', { n })}
        </Button>
        <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} onClick={() => onRemove(row.rowId)}>
          {t('entryForm.remove', { n })}
        </Button>
      </Space>
    </fieldset>
  );
}
