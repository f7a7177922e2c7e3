import en from './locales/en/admin-privacy.json';
import zh from './locales/zh-CN/admin-privacy.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `admin-privacy` namespace (data protection on a person's page and the season's retention,
 * docs/product.md#data-protection): not in the first load; every module that reads it imports this file.
 */
export const adminPrivacyTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('admin-privacy', adminPrivacyTexts);
