import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, languageCookie, LANGUAGES, type LanguageCode } from '@laurel/contract';

/**
 * i18next with English and Simplified Chinese (docs/product.md#languages). The texts of the
 * namespaces every page needs are one chunk per language (`en.ts`, `zh-cn.ts`), loaded before
 * the first render and when a visitor switches, so no visitor downloads a language they do not
 * read (apps/web/src/app/README.md#front-end-weight). Both languages have the same keys
 * (`locales.test.ts`), so nothing falls back to a language that is not there.
 *
 * Namespaces: `common` (layout, titles, pages, form messages), `errors` (the error catalogue of
 * docs/product.md#errors, owned by lib/request), `site` (the public pages: home, winners, jury,
 * content). `auth` (the account forms and the account page), `entries` (the entrant's steps,
 * preview and entry lists), `payments` (the pay step,
 * `/pay-result`, trophy orders and invoices), `certificates` (`/verify`), `review` (the
 * reviewers' pages), `jury` (the judge's `/juryreview`) and `admin` (the organisers' console) come
 * with their pages instead (`auth.ts`, `entries.ts`, `payments.ts`, `certificates.ts`, `review.ts`,
 * `jury.ts`, `admin.ts`), outside the home page's first load.
 */

export const NAMESPACES = ['common', 'errors', 'site'] as const;
export const LANGUAGE_STORAGE_KEY = 'laurel.language';


const TEXTS: Record<LanguageCode, () => Promise<Record<(typeof NAMESPACES)[number], object>>> = {
  en: () => import('./en.ts').then((m) => m.enTexts),
  'zh-CN': () => import('./zh-cn.ts').then((m) => m.zhTexts),
};

/** Makes the namespaces every page needs available in `lng`, once. */
export async function loadLanguage(lng: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'common')) return;
  const texts = await TEXTS[lng]();
  for (const ns of NAMESPACES) i18n.addResourceBundle(lng, ns, texts[ns], true, true);
}

/** Names shown in the language switch, each in its own language. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = { en: 'English', 'zh-CN': '简体中文' };

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
    resources: {},
    // Each language's texts are added by loadLanguage, below and on a switch.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(isLanguage(i18n.language) ? i18n.language : 'en');
  applyLanguage(i18n.language);
  return i18n;
}

/** Switches the language and remembers the choice in localStorage. */
export async function setLanguage(lng: LanguageCode): Promise<void> {
  await loadLanguage(lng);
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
  // Also a cookie, which the server renders pages by (apps/web/src/app/README.md#server-rendering).
  document.cookie = languageCookie(lng);
}

export default i18n;
