import type { LanguageCode } from '@laurel/contract';
import { EN } from './en.ts';
import { ZH_CN } from './zh-cn.ts';

/**
 * Saying a text of the server's catalogue (docs/decisions/018-server-text-catalogue.md): by its
 * dotted key, in a language, with its `{{name}}` marks filled in. The key and the values a text
 * needs are checked by the type checker against the English text; test/lib/server-texts.test.ts
 * holds the Chinese to the same keys and marks.
 */
type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];
type At<T, K extends string> = K extends `${infer H}.${infer R}`
  ? At<T[H & keyof T], R>
  : T[K & keyof T];
type Marks<S> = S extends `${string}{{${infer N}}}${infer R}` ? N | Marks<R> : never;

/** Every text's key, `mail.verifyCode.subject`. */
export type TextKey = Keys<typeof EN>;
/** The values a text's marks name. */
export type TextVars<K extends TextKey> = {
  readonly [N in Marks<At<typeof EN, K>>]: string | number;
};

function flatten(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : flatten(value as object, `${prefix}${key}.`),
  );
}

/** Each language's texts by key, as the test reads them. */
export const TEXTS: Readonly<Record<LanguageCode, ReadonlyMap<string, string>>> = {
  en: new Map(flatten(EN)),
  'zh-CN': new Map(flatten(ZH_CN)),
};

/**
 * The text of `key` in `language`, its marks filled from `vars`. A value is put in as it is, never
 * read for marks of its own, so a title that holds `{{site}}` stays as typed.
 */
export function say<K extends TextKey>(
  language: LanguageCode,
  key: K,
  ...[vars]: [Marks<At<typeof EN, K>>] extends [never] ? [] : [TextVars<K>]
): string {
  // A language the server does not have (a stored value from before) reads English.
  const text = (TEXTS[language] ?? TEXTS.en).get(key)!;
  if (!vars) return text;
  const values = vars as Readonly<Record<string, string | number>>;
  return text.replace(/\{\{(\w+)\}\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : mark,
  );
}

const MONTHS = [
  'date.january',
  'date.february',
  'date.march',
  'date.april',
  'date.may',
  'date.june',
  'date.july',
  'date.august',
  'date.september',
  'date.october',
  'date.november',
  'date.december',
] as const satisfies readonly TextKey[];

/** A calendar day in UTC, the server's day: `23 November 2026`, `2026年11月23日`; '' for an invalid date. */
export function sayDay(language: LanguageCode, date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const month = say(language, MONTHS[date.getUTCMonth()]!);
  return say(language, 'date.day', { day: date.getUTCDate(), month, year: date.getUTCFullYear() });
}
