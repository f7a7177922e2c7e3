import en from './locales/en/jury.json';
import zh from './locales/zh-CN/jury.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `jury` namespace (the judge's `/juryreview`): not in the first load; every module that
 * reads it imports this file.
 */
export const juryTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('jury', juryTexts);
