import en from './locales/en/auth.json';
import zh from './locales/zh-CN/auth.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `auth` namespace (the account forms and the account page): not in the first load, which
 * the public pages share (apps/web/src/app/README.md#front-end-weight); every module that reads it
 * imports this file.
 */
export const authTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('auth', authTexts);
