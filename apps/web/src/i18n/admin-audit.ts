import en from './locales/en/admin-audit.json';
import zh from './locales/zh-CN/admin-audit.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-audit` namespace (the console's audit log and contact messages, `/admin/audit` and
 * `/admin/contact`): not in the first load; every module that reads it imports this file.
 */
export const adminAuditTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-audit', adminAuditTexts);
