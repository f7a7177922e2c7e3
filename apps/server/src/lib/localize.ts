import type { LanguageCode } from '@laurel/contract';

/** The Chinese text for a Chinese reader when there is one, else the English (list-categories.ts). */
export const localize = (language: LanguageCode, en: string, zh: string | null | undefined): string =>
  (language === 'zh-CN' && zh) || en;

/**
 * Content rows are written per language: a reader gets the rows in their language when the
 * organisers wrote any for that slot, else the English ones (contract models/content.ts).
 */
export function pickLanguage<T extends { language: string }>(rows: T[], language: LanguageCode): T[] {
  const own = rows.filter((r) => r.language === language);
  return own.length ? own : rows.filter((r) => r.language === 'en');
}
