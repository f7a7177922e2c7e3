import { useTranslation } from 'react-i18next';
import { useHydrated } from './use-hydrated.ts';

/**
 * Dates of the award (deadlines, press) in the visitor's language: "12 March 2027" / "2027年3月12日",
 * in their time zone. The server knows no visitor's zone, so a server-rendered page shows UTC
 * until it has hydrated, and hydration finds the server's text.
 */
export function useFormatDate(): (iso: string, withTime?: boolean) => string {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const hydrated = useHydrated();
  return (iso, withTime = false) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    return new Intl.DateTimeFormat(lang === 'zh-CN' ? 'zh-CN' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      ...(hydrated ? {} : { timeZone: 'UTC' }),
    }).format(date);
  };
}
