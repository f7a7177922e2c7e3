import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/lib/texts/say.ts';
import { serverSources } from '../helpers/server-sources.ts';

/*
 * The server's own words — mails, PDFs, the award seal, zip labels — come from one catalogue in
 * English and Chinese (apps/server/src/lib/texts/, docs/product.md#languages), as refusals come
 * from theirs (refusals.test.ts). The type checker holds both languages to the same keys; this
 * holds each text to being written, both languages of a key to the same `{{marks}}`, every key
 * to being said somewhere, and every other source file to wording nothing in a table of its own.
 * The demo data (seed/) is content, not the server's words, and is not scanned.
 */

const { en, 'zh-CN': zh } = TEXTS;
const MARK = /\{\{(\w+)\}\}/g;
const marks = (text: string) => [...new Set([...text.matchAll(MARK)].map((m) => m[1]))].sort();

/** The catalogue's own files, which hold the texts; say.ts, which says them, is scanned like any other. */
const inCatalogue = (path: string) => path.startsWith('lib/texts/') && path !== 'lib/texts/say.ts';
const scanned = serverSources().filter(
  ({ path }) => !inCatalogue(path) && !path.startsWith('seed/'),
);

describe('the server text catalogue', () => {
  it('has the same keys in both languages, each with a text', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    const blank = [...en.keys()].flatMap((key) =>
      [en, zh]
        .filter((texts) => !texts.get(key)?.trim())
        .map((texts) => `${key} (${texts === en ? 'en' : 'zh-CN'})`),
    );
    expect(blank).toEqual([]);
  });

  it('gives both languages of a key the same marks, each written as {{name}}', () => {
    const differ = [...en.keys()].filter(
      (key) => marks(en.get(key)!).join() !== marks(zh.get(key) ?? '').join(),
    );
    expect(differ).toEqual([]);
    // A mark typed as {name}, {{ name }} or with one brace missing would be printed as it stands.
    const broken = [...en, ...zh]
      .filter(([, text]) => /[{}]/.test(text.replace(MARK, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(broken).toEqual([]);
  });

  it('has no key that nothing in the server says', () => {
    const code = scanned.map((f) => f.code).join('\n');
    expect([...en.keys()].filter((key) => !code.includes(`'${key}'`))).toEqual([]);
  });
});

it('leaves no source file outside the catalogue with a table of texts per language', () => {
  // An object keyed by language holding words, `'zh-CN': '…'` / `'zh-CN': { … }` or `zh: { … }` /
  // `zh: '…'`; a ternary's `'zh-CN' : 'en'`, a type's `'en' | 'zh-CN'`, a parameter's
  // `zh: string` or data per language (`'zh-CN': of('zh-CN')`) is not one.
  const TABLE = /['"]zh-CN['"]:\s*[{'"`]|(?<![\w.'"-])zh:\s*[{'"`]/;
  const tables = scanned.filter(
    ({ path, code }) => !path.startsWith('lib/texts/') && TABLE.test(code),
  );
  expect(tables.map(({ path }) => path)).toEqual([]);
  // What it finds, and what it leaves.
  expect(TABLE.test(`const words = { en: 'Paid', 'zh-CN': '已付款' };`)).toBe(true);
  expect(TABLE.test(`const words = { en: { a: 'x' }, 'zh-CN': { a: '甲' } };`)).toBe(true);
  expect(TABLE.test(`return { en: of('en'), 'zh-CN': of('zh-CN') };`)).toBe(false);
});
