import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LANGUAGE_COOKIE, languageCookie, LANGUAGES, type LanguageCode } from '@laurel/contract';
import enCommon from './locales/en/common.json';
import enAuth from './locales/en/auth.json';
import enErrors from './locales/en/errors.json';
import enSite from './locales/en/site.json';
import zhCommon from './locales/zh-CN/common.json';
import zhAuth from './locales/zh-CN/auth.json';
import zhErrors from './locales/zh-CN/errors.json';
import zhSite from './locales/zh-CN/site.json';

/**
 * i18next with English and Simplified Chinese (docs/product.md#languages). Both languages are
 * bundled: the texts are a few KB, and a language switch must not wait for the network.
 *
 * Namespaces: `common` (layout, titles, pages, form messages), `auth` (account forms) and
 * `errors` (the error catalogue of docs/product.md#errors, owned by lib/request), `site` (the
 * public pages: home, winners, jury, content). `entries` (the entrant's steps, preview and entry
 * lists), `payments` (the pay step,
 * `/pay-result`, trophy orders and invoices), `certificates` (`/verify`), `review` (the
 * reviewers' pages) and `jury` (the judge's `/juryreview`) come with their pages instead
 * (`entries.ts`, `payments.ts`, `certificates.ts`, `review.ts`, `jury.ts`), outside the home page's first load.
 */

export const NAMESPACES = ['common', 'auth', 'errors', 'site'] as const;
export const LANGUAGE_STORAGE_KEY = 'laurel.language';


export const resources = {
  en: { common: enCommon, auth: enAuth, errors: enErrors, site: enSite },
  'zh-CN': { common: zhCommon, auth: zhAuth, errors: zhErrors, site: zhSite },
} as const;

/** Names shown in the language switch, each in its own language. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = { en: 'English', 'zh-CN': '简体中文' };

const DAYJS_LOCALES: Record<LanguageCode, string> = { en: 'en', 'zh-CN': 'zh-cn' };

export const isLanguage = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The visitor's choice (its cookie, else localStorage), else the browser's preference (any
 * Chinese → zh-CN), else English.
 */
export function detectLanguage(): LanguageCode {
  if (typeof window === 'undefined') return 'en';
  // The cookie first: the language link works without the app too (the server sets it then).
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (isLanguage(cookie)) return cookie;
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage disabled: fall through to the browser's preference.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.some((lng) => /^zh\b/i.test(lng)) ? 'zh-CN' : 'en';
}

/** The current language as one of ours (i18next may report a fallback such as 'en-US'). */
export function currentLanguage(): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : 'en';
}

function applyLanguage(lng: string): void {
  const code = isLanguage(lng) ? lng : 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  dayjs.locale(DAYJS_LOCALES[code]);
}

/** Initialises the default i18next instance; call once before the first render. */
export async function initI18n(lng: LanguageCode = detectLanguage()): Promise<typeof i18n> {
  i18n.on('languageChanged', applyLanguage);
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(i18n.language);
  return i18n;
}

/** Switches the language and remembers the choice in localStorage. */
export async function setLanguage(lng: LanguageCode): Promise<void> {
  rememberLanguage(lng);
  await i18n.changeLanguage(lng);
}

/** Stores the choice in localStorage and in the cookie the server renders pages by. */
export function rememberLanguage(lng: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  // Also a cookie, which the server renders pages by (docs/architecture.md#server-rendering).
  document.cookie = languageCookie(lng);
}

export default i18n;
