import type { AreaCode, LanguageCode } from '@laurel/contract';
import { AREA_CODES } from './area-codes.ts';

const byLanguage = new Map<LanguageCode, AreaCode[]>();

/**
 * Every country's calling code, named in the reader's language and sorted by that name. Static
 * data: built once per language. `country` doubles as the flag's code (ISO 3166-1 alpha-2).
 */
export function listAreaCodes(language: LanguageCode): AreaCode[] {
  let list = byLanguage.get(language);
  if (!list) {
    const zh = language === 'zh-CN';
    const collator = new Intl.Collator(zh ? 'zh-CN' : 'en');
    list = AREA_CODES.map(([country, dialCode, name, nameZh]) => ({ country, dialCode, name: zh ? nameZh : name })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    byLanguage.set(language, list);
  }
  return list;
}
