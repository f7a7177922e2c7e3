import en from './locales/en/entries.json';
import zh from './locales/zh-CN/entries.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `entries` namespace (the entrant's steps, preview, award steps and entry lists): not in the
 * first load; every module that reads it imports this file.
 */
export const entryTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('entries', entryTexts);
