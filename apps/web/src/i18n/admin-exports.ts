import en from './locales/en/admin-exports.json';
import zh from './locales/zh-CN/admin-exports.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-exports` namespace (the console's downloads, `/admin/exports`): not in the first
 * load; every module that reads it imports this file.
 */
export const adminExportTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-exports', adminExportTexts);
