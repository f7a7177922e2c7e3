import en from './locales/en/admin-dashboard.json';
import zh from './locales/zh-CN/admin-dashboard.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-dashboard` namespace (the console's home, `/admin`): not in the first load; every
 * module that reads it imports this file.
 */
export const adminDashboardTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-dashboard', adminDashboardTexts);
