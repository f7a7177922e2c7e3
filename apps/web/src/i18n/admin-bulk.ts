import en from './locales/en/admin-bulk.json';
import zh from './locales/zh-CN/admin-bulk.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-bulk` namespace (the console's bulk actions, `/admin/bulk*`): not in the first load;
 * every module that reads it imports this file.
 */
export const adminBulkTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-bulk', adminBulkTexts);
