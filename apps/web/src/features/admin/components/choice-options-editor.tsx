import { Button, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHOICE_OPTIONS_MAX, ENTRY_FORM_LABEL_MAX, type ChoiceOption } from '@laurel/contract';
import { keyFromLabel, keyTyped } from '../model/field-key.ts';
import '../../../i18n/admin.ts';

interface ChoiceOptionsEditorProps {
  id: string;
  options: readonly ChoiceOption[];
  onChange: (options: ChoiceOption[]) => void;
  disabled: boolean;
}

/** A choice's options, in order: the stored value (made from the English label until typed) and both labels. */
export function ChoiceOptionsEditor({ id, options, onChange, disabled }: ChoiceOptionsEditorProps) {
  const { t } = useTranslation('admin');
  const set = (index: number, patch: Partial<ChoiceOption>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  const setLabel = (index: number, label: string) => {
    const option = options[index]!;
    const others = options.filter((_, i) => i !== index).map((o) => o.value);
    // The value follows the label while it is still the one made from it.
    const made = option.value === '' || option.value === keyFromLabel(option.label, others);
    set(index, made ? { label, value: keyFromLabel(label, others) } : { label });
  };
  const cell = (index: number, field: keyof ChoiceOption, lang?: string) => {
    const cellId = `${id}-${index}-${field}`;
    return (
      <div>
        <label htmlFor={cellId}>{t(`entryForm.option.${field}`, { n: index + 1 })}</label>
        <Input
          id={cellId}
          lang={lang}
          value={options[index]![field]}
          maxLength={ENTRY_FORM_LABEL_MAX}
          disabled={disabled}
          onChange={(e) =>
            field === 'label' ? setLabel(index, e.target.value) : set(index, { [field]: field === 'value' ? keyTyped(e.target.value) : e.target.value })
          }
        />
      </div>
    );
  };
  return (
    <fieldset className="entry-form-builder__options">
      <legend>{t('entryForm.options')}</legend>
      {options.map((_, index) => (
        <div key={index} className="entry-form-builder__option">
          {cell(index, 'label', 'en')}
          {cell(index, 'labelZh', 'zh-CN')}
          {cell(index, 'value')}
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('entryForm.removeOption', { n: index + 1 })}
            disabled={disabled}
            onClick={() => onChange(options.filter((__, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={disabled || options.length >= CHOICE_OPTIONS_MAX}
        onClick={() => onChange([...options, { value: '', label: '', labelZh: '' }])}
      >
        {t('entryForm.addOption')}
      </Button>
    </fieldset>
  );
}
