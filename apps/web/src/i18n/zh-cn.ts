import common from './locales/zh-CN/common.json';
import errors from './locales/zh-CN/errors.json';
import site from './locales/zh-CN/site.json';

/**
 * The first load's namespaces in Simplified Chinese, a chunk of their own: a page in English never
 * downloads them, a page in Chinese loads them before it renders (index.ts `loadLanguage`).
 */
export const zhTexts = { common, errors, site } as const;
