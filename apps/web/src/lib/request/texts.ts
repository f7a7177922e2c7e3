import i18n from 'i18next';
import { formMessages } from '@laurel/contract';
import en from '../../i18n/locales/en/errors.json';

/** The fixed texts of the catalogue (the `fields` labels are read through `fieldLabel`). */
export type ErrorTextKey = Exclude<keyof typeof en, 'fields'>;

/**
 * A fixed text of the error catalogue (docs/product.md#errors) in the current language. The English
 * wording is that of docs/product.md#errors, verbatim; it is also the fallback while i18next is not
 * initialised or the `errors` namespace is missing, so a failure is never shown as a bare key.
 */
export function errorText(key: ErrorTextKey, values: Record<string, string> = {}): string {
  if (!i18n.isInitialized) return interpolate(en[key], values);
  return i18n.t(key, { ns: 'errors', defaultValue: en[key], ...values });
}

const interpolate = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const LABELS: Record<string, string> = en.fields;

/**
 * The form label a person knows for an API field key (docs/product.md#errors): `imageFileIds` →
 * "Images", `address.0.postalCode` → "Postal code" (the last named part of a nested path). A key
 * the map does not know reads "This entry", never the key itself.
 */
export function fieldLabel(key: string): string {
  const leaf = key.split('.').reverse().find((part) => part !== '' && !/^\d+$/.test(part)) ?? '';
  if (!Object.hasOwn(LABELS, leaf)) return errorText('fieldFallback');
  const english = LABELS[leaf] ?? '';
  if (!i18n.isInitialized) return english;
  return i18n.t(`fields.${leaf}`, { ns: 'errors', defaultValue: english });
}

const COUNTED = [
  ['min', /^Must be at least (\d+) characters$/],
  ['max', /^Must be at most (\d+) characters$/],
] as const;

/**
 * A server's 422 message in the user's language: the five generic form messages
 * (docs/product.md#form-messages) are the server's English; the web app has them in every
 * language (`common:form.*`). Any other text is the server's own and stays as it is.
 */
export function formMessageText(text: string): string {
  if (!i18n.isInitialized) return text;
  const t = (key: string, values: Record<string, unknown> = {}) =>
    i18n.t(`form.${key}`, { ns: 'common', defaultValue: text, ...values });
  if (text === formMessages.required()) return t('required');
  if (text === formMessages.type()) return t('type');
  if (text === formMessages.pattern()) return t('pattern');
  for (const [key, pattern] of COUNTED) {
    const n = pattern.exec(text)?.[1];
    if (n) return t(key, { n: Number(n) });
  }
  return text;
}
