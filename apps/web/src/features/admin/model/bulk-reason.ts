import { REFUSALS, refusalText, type LanguageCode, type RefusalCode } from '@laurel/contract';

/**
 * Why an entry was refused or not changed, in the reader's language: the server's own words for
 * the refusal code (packages/contract/src/refusals.ts), with `someone` standing for the name a
 * conflict's text names (a job keeps the code, not the name). An unknown code is shown as it is.
 */
export function reasonText(code: string, language: LanguageCode, someone: string): string {
  if (!(code in REFUSALS)) return code;
  return refusalText(code as RefusalCode, language, { name: someone, id: someone, ids: '' });
}
