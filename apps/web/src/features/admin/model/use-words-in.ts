import { useTranslation } from 'react-i18next';

/** Picks the reader's language from words the server gives in both (`{ en, 'zh-CN' }`). */
export function useWordsIn(): (words: { en: string; 'zh-CN': string }) => string {
  const { i18n } = useTranslation();
  const zh = (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN';
  return (words) => (zh ? words['zh-CN'] : words.en);
}
