import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomField, CustomValue, EntryForm, LanguageCode } from '@laurel/contract';
import { CustomFieldControl } from './custom-field-control.tsx';
import { helpOf, labelOf } from './wording.ts';
import './entry-form.css';
import '../../i18n/entry-form.ts';

/** The id of a custom field's input, where a refusal's message takes the focus. */
export const customFieldId = (key: string, prefix = 'custom-field') => `${prefix}-${key}`;

export interface CustomFieldsProps {
  form: EntryForm;
  /** The reader's language: the Chinese label and help where the organiser wrote them. */
  language: LanguageCode;
  values: Partial<Record<string, CustomValue | null>>;
  onChange: (key: string, value: CustomValue | null) => void;
  /** Messages by key (a 422's `customFields.<key>`, or the page's own check). */
  errors?: Partial<Record<string, string[]>>;
  disabled?: boolean;
  /** Prefix of the inputs' ids, where one page shows two forms (the console's preview beside its builder). */
  idPrefix?: string;
}

/**
 * The organiser's own fields of an entry form (docs/product.md#entry-form) as antd form items,
 * inside the page's antd `Form` (vertical): each its input by type, label and help in the reader's
 * language, the required mark, the limit as the input's own (a counter, the number's bounds).
 * Controlled: the page keeps the values, so the entry wizard, the console's live preview and any
 * other page can hold them as they need.
 */
export function CustomFields({ form, language, values, onChange, errors = {}, disabled, idPrefix }: CustomFieldsProps) {
  if (!form.custom.length) return null;
  return (
    <div className="custom-fields">
      {form.custom.map((field) => (
        <CustomFieldItem
          key={field.key}
          field={field}
          id={customFieldId(field.key, idPrefix)}
          language={language}
          value={values[field.key]}
          onChange={(value) => onChange(field.key, value)}
          errors={errors[field.key]}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

interface CustomFieldItemProps {
  field: CustomField;
  id: string;
  language: LanguageCode;
  value: CustomValue | null | undefined;
  onChange: (value: CustomValue | null) => void;
  errors: string[] | undefined;
  disabled?: boolean;
}

function CustomFieldItem({ field, id, language, value, onChange, errors, disabled }: CustomFieldItemProps) {
  const { t } = useTranslation('entry-form');
  const help = helpOf(field, language);
  const bounds = field.type === 'number' ? boundsText(field, t) : null;
  const extra = [help, bounds].filter(Boolean).join(' ');
  return (
    <Form.Item
      className={`custom-field custom-field--${field.type}`}
      label={<span id={`${id}-label`}>{labelOf(field, language)}</span>}
      htmlFor={field.type === 'choice' && field.required ? undefined : id}
      required={field.required}
      extra={extra || undefined}
      validateStatus={errors?.length ? 'error' : undefined}
      help={errors?.length ? errors.join(' ') : undefined}
    >
      <CustomFieldControl
        field={field}
        id={id}
        labelId={`${id}-label`}
        value={value}
        onChange={onChange}
        language={language}
        invalid={Boolean(errors?.length)}
        disabled={disabled}
      />
    </Form.Item>
  );
}

function boundsText(field: CustomField, t: ReturnType<typeof useTranslation<'entry-form'>>['t']): string | null {
  if (field.min !== null && field.max !== null) return t('numberRange', { min: field.min, max: field.max });
  if (field.min !== null) return t('numberMin', { min: field.min });
  if (field.max !== null) return t('numberMax', { max: field.max });
  return null;
}
