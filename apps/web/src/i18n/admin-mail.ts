import en from './locales/en/admin-mail.json';
import zh from './locales/zh-CN/admin-mail.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-mail` namespace (the console's mail templates and mail log, `/admin/mail*`): not in
 * the first load; every module that reads it imports this file.
 */
export const adminMailTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-mail', adminMailTexts);
