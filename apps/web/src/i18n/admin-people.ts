import en from './locales/en/admin-people.json';
import zh from './locales/zh-CN/admin-people.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-people` namespace (the console's people and jury profiles, `/admin/people` and
 * `/admin/jury`): not in the first load; every module that reads it imports this file.
 */
export const adminPeopleTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-people', adminPeopleTexts);
