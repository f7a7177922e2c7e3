import { Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENTRY_FORM_HELP_MAX, ENTRY_FORM_LABEL_MAX } from '@laurel/contract';
import '../../../i18n/admin.ts';

/** The English and Chinese label and help of an entry form's field. */
export interface Wording {
  label: string;
  labelZh: string;
  help: string;
  helpZh: string;
}

interface WordingFieldsProps {
  id: string;
  value: Wording;
  onChange: (patch: Partial<Wording>) => void;
  disabled: boolean;
  /** A built-in field keeps the product's wording where these are empty. */
  builtIn?: boolean;
}

/** Label and help in both languages side by side, English left, Chinese right. */
export function WordingFields({ id, value, onChange, disabled, builtIn }: WordingFieldsProps) {
  const { t } = useTranslation('admin');
  const text = (field: keyof Wording, lang: 'en' | 'zh-CN', area = false) => {
    const props = {
      id: `${id}-${field}`,
      lang,
      value: value[field],
      disabled,
      maxLength: area ? ENTRY_FORM_HELP_MAX : ENTRY_FORM_LABEL_MAX,
      placeholder: builtIn ? t('entryForm.ownWordingEmpty') : lang === 'zh-CN' ? t('fields.zhHelp') : undefined,
      onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
    };
    return (
      <div>
        <label htmlFor={props.id}>{t(`entryForm.wording.${field}`)}</label>
        {area ? <Input.TextArea rows={2} {...props} /> : <Input {...props} />}
      </div>
    );
  };
  return (
    <div className="console-pair">
      {text('label', 'en')}
      {text('labelZh', 'zh-CN')}
      {text('help', 'en', true)}
      {text('helpZh', 'zh-CN', true)}
    </div>
  );
}

interface SwitchFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

/** A switch with its label beside it. */
export function SwitchField({ id, label, checked, onChange, disabled }: SwitchFieldProps) {
  return (
    <span className="entry-form-builder__switch">
      <Switch id={id} size="small" checked={checked} disabled={disabled} onChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
  min?: number;
  max?: number;
}

/** A whole number with its label above; empty is null. */
export function NumberField({ id, label, value, onChange, disabled, min, max }: NumberFieldProps) {
  return (
    <span className="entry-form-builder__number">
      <label htmlFor={id}>{label}</label>
      <InputNumber<number> id={id} value={value} min={min} max={max} precision={0} disabled={disabled} onChange={(v) => onChange(v ?? null)} />
    </span>
  );
}
