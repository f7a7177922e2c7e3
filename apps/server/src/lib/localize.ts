import type { LanguageCode } from '@laurel/contract';

const written = (text: string | null | undefined): text is string => !!text?.trim();

/**
 * A name used alone (a winner's category, an entry's award): the Chinese one for a Chinese reader
 * when there is one, else the English.
 */
export const localize = (language: LanguageCode, en: string, zh: string | null | undefined): string =>
  (language === 'zh-CN' && written(zh) && zh) || en;

/**
 * An item's texts (a category, an award level, a jury profile) in the reader's language, as a
 * whole: the Chinese version when every English text that is not blank has its Chinese twin,
 * else every text in English — never a Chinese name over an English description
 * (docs/decisions/010-bilingual-content.md).
 */
export function localizeItem<K extends string>(
  language: LanguageCode,
  en: Record<K, string>,
  zh: Record<K, string | null | undefined>,
): Record<K, string> {
  if (language !== 'zh-CN') return en;
  const keys = Object.keys(en) as K[];
  const whole = keys.some((k) => written(zh[k])) && keys.every((k) => !written(en[k]) || written(zh[k]));
  return whole ? (Object.fromEntries(keys.map((k) => [k, zh[k]?.trim() ? zh[k] : en[k]])) as Record<K, string>) : en;
}

/**
 * Content rows are written per language: a reader gets the rows in their language when the
 * organisers wrote any for that slot, else the English ones (contract models/content.ts), so a
 * page falls back as a whole.
 */
export function pickLanguage<T extends { language: string }>(rows: T[], language: LanguageCode): T[] {
  const own = rows.filter((r) => r.language === language);
  return own.length ? own : rows.filter((r) => r.language === 'en');
}
