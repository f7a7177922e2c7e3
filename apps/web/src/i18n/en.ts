import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import site from './locales/en/site.json';

/**
 * The first load's namespaces in English, a chunk of their own like the Chinese ones (`zh-cn.ts`):
 * a page loads the texts of its language only (index.ts `loadLanguage`).
 */
export const enTexts = { common, errors, site } as const;
