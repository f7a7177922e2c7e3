import en from './locales/en/admin-entries.json';
import zh from './locales/zh-CN/admin-entries.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-entries` namespace (the console's entries table and one entry's page,
 * `/admin/entries` and `/admin/entries/one`): not in the first load; every module that reads it
 * imports this file.
 */
export const adminEntriesTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-entries', adminEntriesTexts);
