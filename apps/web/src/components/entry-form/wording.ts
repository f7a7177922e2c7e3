import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { EntryForm, LanguageCode } from '@laurel/contract';
import '../../i18n/entry-form.ts';

/** English and Chinese wording of one text, as the entry form stores it. */
interface Worded {
  label: string;
  labelZh: string;
  help: string;
  helpZh: string;
}

/**
 * The text for the reader: the Chinese when the page is in Chinese and the organiser wrote one,
 * else the English (docs/product.md#entry-form: labels and help in both languages).
 */
export const inLanguage = (language: LanguageCode, en: string, zh: string): string =>
  language === 'zh-CN' && zh.trim() ? zh : en;

export const labelOf = (field: Pick<Worded, 'label' | 'labelZh'>, language: LanguageCode) =>
  inLanguage(language, field.label, field.labelZh);

export const helpOf = (field: Pick<Worded, 'help' | 'helpZh'>, language: LanguageCode) =>
  inLanguage(language, field.help, field.helpZh);

/** The page's language as one of the product's two. */
export function useFormLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN' ? 'zh-CN' : 'en';
}

export type BuiltInName = keyof EntryForm['builtIn'];

/**
 * The organiser's own wording of a built-in field where they gave one, `null` where they kept the
 * product's (for a page that words that field its own way, like the images step's list heading).
 */
export function ownWording(form: EntryForm, name: BuiltInName, language: LanguageCode) {
  const field = form.builtIn[name];
  return { label: labelOf(field, language).trim() || null, help: helpOf(field, language).trim() || null };
}

/** A built-in field's label and help: the organiser's wording where set, else the product's. */
export function builtInWording(form: EntryForm, name: BuiltInName, language: LanguageCode, t: TFunction<'entry-form'>) {
  const own = ownWording(form, name, language);
  return {
    label: own.label ?? t(`builtIn.${name}.label`),
    help: own.help ?? t(`builtIn.${name}.help`),
  };
}

/** `builtInWording` in the page's language: `wording('title').label`. */
export function useBuiltInWording(form: EntryForm) {
  const { t } = useTranslation('entry-form');
  const language = useFormLanguage();
  return (name: BuiltInName) => builtInWording(form, name, language, t);
}
