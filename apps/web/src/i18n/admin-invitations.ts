import en from './locales/en/admin-invitations.json';
import zh from './locales/zh-CN/admin-invitations.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-invitations` namespace (the console's jury invitations, `/admin/invitations`): not
 * in the first load; every module that reads it imports this file.
 */
export const adminInvitationTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-invitations', adminInvitationTexts);
