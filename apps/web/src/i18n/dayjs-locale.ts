import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { LANGUAGES, type LanguageCode } from '@laurel/contract';

/**
 * dayjs, which antd's date pickers read, in the page's language: set when this module loads and
 * on every switch. Imported by the modules with a date picker (the console's), not by the app,
 * so dayjs stays out of every visitor's first load (docs/decisions/004-light-first-load.md).
 */
const DAYJS_LOCALES: Record<LanguageCode, string> = { en: 'en', 'zh-CN': 'zh-cn' };

const apply = (lng: string | undefined) =>
  dayjs.locale(DAYJS_LOCALES[(LANGUAGES as readonly string[]).includes(lng ?? '') ? (lng as LanguageCode) : 'en']);

apply(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', apply);
