import en from './locales/en/admin-payments.json';
import zh from './locales/zh-CN/admin-payments.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-payments` namespace (the payments desk, `/admin/payments`, its orders and its
 * reconciliation): not in the first load; every module that reads it imports this file.
 */
export const adminPaymentsTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-payments', adminPaymentsTexts);
