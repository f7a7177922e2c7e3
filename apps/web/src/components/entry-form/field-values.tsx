import { useTranslation } from 'react-i18next';
import type { CustomValue, EntryForm, JuryField, LanguageCode } from '@laurel/contract';
import { customValueText, isBlankValue } from './custom-values.ts';
import { inLanguage, labelOf } from './wording.ts';
import './entry-form.css';
import '../../i18n/entry-form.ts';

/** One line of a read-only list: a field's label and its value as text. */
export interface FieldValue {
  key: string;
  label: string;
  /** null where the entrant gave nothing. */
  value: string | null;
}

const WEB_LINK = /^https?:\/\/\S+$/i;

/**
 * Fields and their values, read only (`/preview`, the jury's views): "label: value" as a
 * description list; a link opens in a new tab, an empty value says so.
 */
export function FieldValues({ items, className }: { items: FieldValue[]; className?: string }) {
  const { t } = useTranslation('entry-form');
  if (!items.length) return null;
  return (
    <dl className={['field-values', className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <div key={item.key} className="field-values__row" data-field={item.key}>
          <dt>{item.label}</dt>
          <dd>
            {item.value === null ? (
              <span className="field-values__missing">{t('notGiven')}</span>
            ) : WEB_LINK.test(item.value) ? (
              <a href={item.value} target="_blank" rel="noopener noreferrer">
                {item.value}
                <span className="sr-only"> {t('openLink')}</span>
              </a>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An entry's custom values as its reader reads them, in the form's order: those shown to the
 * jury (`jury`), those kept from them (`notJury`), or all.
 */
export function customFieldValues(
  form: EntryForm,
  values: Partial<Record<string, CustomValue | null>>,
  language: LanguageCode,
  which: 'all' | 'jury' | 'notJury' = 'all',
): FieldValue[] {
  return form.custom
    .filter((field) => which === 'all' || field.showToJury === (which === 'jury'))
    .map((field) => {
      const value = values[field.key];
      return {
        key: field.key,
        label: labelOf(field, language),
        value: isBlankValue(value) ? null : customValueText(field, value, language),
      };
    });
}

/** The jury's fields (`BlindEntry.fields`, `JudgeEntryDetail.fields`) in the reader's language. */
export const juryFieldValues = (fields: JuryField[], language: LanguageCode): FieldValue[] =>
  fields.map((field) => ({
    key: field.key,
    label: inLanguage(language, field.label, field.labelZh),
    value: inLanguage(language, field.value, field.valueZh),
  }));
