import type { TFunction } from 'i18next';
import type { CustomField, CustomValue, CustomValues, EntryForm, LanguageCode } from '@laurel/contract';
import { inLanguage } from './wording.ts';

/** What a custom field holds while it is edited: null where the entrant gave nothing. */
export type CustomDraft = Record<string, CustomValue | null>;

export const isBlankValue = (value: CustomValue | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** The link the server accepts (apps/server/src/services/entries/entry-form-values.ts). */
const LINK = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * What the save sends for the form's custom fields: each of its keys, null where empty, so a
 * cleared field is cleared on the server too; keys the form does not have are left out (the
 * server refuses them).
 */
export function customValuesBody(form: EntryForm, values: CustomDraft): Record<string, CustomValue | null> {
  return Object.fromEntries(
    form.custom.map((field) => {
      const value = values[field.key];
      return [field.key, isBlankValue(value) ? null : typeof value === 'string' ? value.trim() : value];
    }),
  );
}

/** The form's keys with the values an entry holds (or null): where an edit starts. */
export const customDraftOf = (form: EntryForm, values: CustomValues, keep: CustomDraft = {}): CustomDraft =>
  Object.fromEntries(form.custom.map((field) => [field.key, keep[field.key] ?? values[field.key] ?? null]));

/**
 * The problems a save or the submit would be refused for, by key (the messages the server would
 * give, translated): `required` asks for the required fields too (moving on, submitting), a draft's
 * own save does not.
 */
export function checkCustomValues(
  fields: CustomField[],
  values: CustomDraft,
  t: TFunction<['entry-form', 'common']>,
  { required = true } = {},
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const field of fields) {
    const value = values[field.key];
    const problem = isBlankValue(value)
      ? required && field.required
        ? t('common:form.required')
        : null
      : problemOf(field, value, t);
    if (problem) problems[field.key] = [problem];
  }
  return problems;
}

function problemOf(field: CustomField, value: CustomValue, t: TFunction<['entry-form', 'common']>): string | null {
  if (field.type === 'number') {
    if (typeof value !== 'number') return t('common:form.type');
    const min = field.min ?? -1_000_000_000;
    const max = field.max ?? 1_000_000_000;
    return value < min || value > max ? t('entry-form:outOfRange', { min, max }) : null;
  }
  const text = String(value).trim();
  if (field.maxLength !== null && [...text].length > field.maxLength) return t('common:form.max', { n: field.maxLength });
  if (field.type === 'link' && !LINK.test(text)) return t('entry-form:link');
  return null;
}

/** A value as the reader reads it: a choice by its label in their language, a number written out. */
export function customValueText(field: CustomField, value: CustomValue, language: LanguageCode): string {
  if (field.type === 'choice') {
    const option = field.options.find((o) => o.value === value);
    return option ? inLanguage(language, option.label, option.labelZh) : String(value);
  }
  if (typeof value === 'number') return value.toLocaleString(language);
  return value;
}
