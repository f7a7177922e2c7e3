import { useTranslation } from 'react-i18next';

/** An ISO 3166-1 alpha-2 code as a country name in the visitor's language ("DE" → "Germany"). */
export function useCountryName(code: string | null | undefined): string {
  const { i18n } = useTranslation();
  if (!code) return '';
  try {
    const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? i18n.language], { type: 'region' });
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
