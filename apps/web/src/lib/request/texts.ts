import i18n from 'i18next';
import en from '../../i18n/locales/en/errors.json';

export type ErrorTextKey = keyof typeof en;

/**
 * A fixed text of the error catalogue (docs/product.md#errors) in the current language. The English
 * wording is that of docs/product.md#errors, verbatim; it is also the fallback while i18next is not
 * initialised or the `errors` namespace is missing, so a failure is never shown as a bare key.
 */
export function errorText(key: ErrorTextKey): string {
  if (!i18n.isInitialized) return en[key];
  return i18n.t(key, { ns: 'errors', defaultValue: en[key] });
}
