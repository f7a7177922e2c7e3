import en from './locales/en/invitations.json';
import zh from './locales/zh-CN/invitations.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `invitations` namespace (a jury invitation's public page, `/invitation`): not in the first
 * load; every module of features/invitations that reads it imports this file.
 */
export const invitationTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('invitations', invitationTexts);
