import en from './locales/en/entry-form.json';
import zh from './locales/zh-CN/entry-form.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `entry-form` namespace (components/entry-form: the built-in fields' own wording and the
 * custom fields' texts), shared by the entrant's steps, the console's form builder and the jury's
 * views: not in the first load; every module that reads it imports this file.
 */
export const entryFormTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('entry-form', entryFormTexts);
