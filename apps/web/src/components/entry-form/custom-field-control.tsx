import { Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_TEXT_MAX, type CustomField, type CustomValue, type LanguageCode } from '@laurel/contract';
import { inLanguage } from './wording.ts';
import '../../i18n/entry-form.ts';

/** Up to this many options of a required choice are radio buttons, every one in view; more, a list. */
const RADIO_MAX = 4;

export interface CustomFieldControlProps {
  field: CustomField;
  id: string;
  /** The id of the label, which names a radio group (a group has no single input to point at). */
  labelId: string;
  value: CustomValue | null | undefined;
  onChange: (value: CustomValue | null) => void;
  language: LanguageCode;
  invalid?: boolean;
  disabled?: boolean;
}

/** One custom field's input, by its type (docs/product.md#entry-form). */
export function CustomFieldControl({ field, id, labelId, value, onChange, language, invalid, disabled }: CustomFieldControlProps) {
  const { t } = useTranslation('entry-form');
  const status = invalid ? ('error' as const) : undefined;
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  const maxLength = field.maxLength ?? CUSTOM_TEXT_MAX;
  const counted = field.maxLength !== null;
  const common = { id, status, disabled, 'aria-invalid': invalid || undefined };
  switch (field.type) {
    case 'shortText':
      return <Input {...common} value={text} maxLength={maxLength} showCount={counted} autoComplete="off" onChange={(e) => onChange(e.target.value)} />;
    case 'longText':
      return (
        <Input.TextArea
          {...common}
          value={text}
          maxLength={maxLength}
          showCount={counted}
          autoSize={{ minRows: 3, maxRows: 12 }}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'link':
      return (
        <Input
          {...common}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t('linkPlaceholder')}
          value={text}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...common}
          className="custom-field__number"
          value={typeof value === 'number' ? value : null}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          precision={0}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      );
    case 'choice': {
      const options = field.options.map((o) => ({ value: o.value, label: inLanguage(language, o.label, o.labelZh) }));
      if (field.required && options.length <= RADIO_MAX) {
        return (
          <Radio.Group
            id={id}
            aria-labelledby={labelId}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            options={options}
            value={text || undefined}
            onChange={(e) => onChange(e.target.value as string)}
          />
        );
      }
      return (
        <Select
          {...common}
          allowClear
          placeholder={t('choose')}
          options={options}
          value={text || undefined}
          onChange={(next?: string) => onChange(next ?? null)}
          className="custom-field__choice"
        />
      );
    }
  }
}
