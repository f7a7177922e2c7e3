import { CURRENCY } from '@laurel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Numbers, money and days as the reader's language writes them: `1,234` and `$1,234.50` in
 * English, `1,234` and `US$1,234.50` in Chinese (the site takes US dollars, so Chinese readers
 * are told which dollar). Days are the server's UTC calendar days (docs/product.md#dashboard),
 * so they are formatted in UTC, never moved into the browser's zone.
 */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US';
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY });
    const wholeMoney = new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
    const compactMoney = new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY, notation: 'compact', maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const dayLong = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
    return {
      number: (n: number) => number.format(n),
      /** A few items in a sentence: `a, b, c` in English, `a、b、c` in Chinese. */
      list: (items: string[]) => items.join(language === 'zh-CN' ? '、' : ', '),
      money: (cents: number) => money.format(cents / 100),
      /** A figure read at a glance, to the dollar: `$828,294`. */
      wholeMoney: (cents: number) => wholeMoney.format(Math.round(cents / 100)),
      /** For a chart's axis: `$12K`. */
      compactMoney: (cents: number) => compactMoney.format(cents / 100),
      /** `YYYY-MM-DD` (a UTC day) or an instant, as `12 Mar`. */
      day: (date: string) => day.format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date)),
      dayLong: (date: string) => dayLong.format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date)),
      time: (iso: string) => time.format(new Date(iso)),
    };
  }, [language]);
}
