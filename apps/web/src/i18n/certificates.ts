import en from './locales/en/certificates.json';
import zh from './locales/zh-CN/certificates.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/** The `certificates` namespace (the public `/verify` page): not in the first load. */
export const certificateTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('certificates', certificateTexts);
