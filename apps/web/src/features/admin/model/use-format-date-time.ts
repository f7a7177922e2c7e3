import { useTranslation } from 'react-i18next';

/**
 * A console date with its time, in the browser's zone and the console's language: "12 Mar 2027,
 * 09:00". The console is never rendered on the server, so the zone is always the organiser's.
 */
export function useFormatDateTime(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN' ? 'zh-CN' : 'en-GB';
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => {
    if (!iso) return '';
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}
