import { useTranslation } from 'react-i18next';

/**
 * The server answers public content in the request's language (Accept-Language, sent by the
 * request client). Query keys of public content carry it, so switching language refetches
 * instead of showing the cached texts of the other language.
 */
export function useContentLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
