import en from './locales/en/admin.json';
import zh from './locales/zh-CN/admin.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin` namespace (the organisers' console, `/admin/*`): not in the first load; every module
 * of features/admin that reads it imports this file.
 */
export const adminTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin', adminTexts);
