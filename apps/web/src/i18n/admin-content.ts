import en from './locales/en/admin-content.json';
import zh from './locales/zh-CN/admin-content.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-content` namespace (the console's site content and media reports, `/admin/content*`):
 * not in the first load; every module that reads it imports this file.
 */
export const adminContentTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-content', adminContentTexts);
