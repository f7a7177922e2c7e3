import { describe, expect, it } from 'vitest';
import { allCalls, callId } from './helpers.ts';
import { anchorsOf, citations, slug, trackedTexts } from './repo-docs.ts';

/*
 * The repository explains itself (CONTRIBUTING.md#comments): every document a tracked file cites
 * is tracked too, every `#anchor` is a heading of it, and nothing points at a document a clone
 * does not have.
 */

const texts = trackedTexts();
const tracked = [...texts.keys()];

const exists = (path: string) =>
  path === '.' || texts.has(path) || tracked.some((p) => p.startsWith(`${path}/`));

const anchorCache = new Map<string, Set<string>>();
const anchorsIn = (path: string) => {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(texts.get(path) ?? ''));
  return anchorCache.get(path)!;
};

/** Names of documents that live outside the repository (spelled in parts, so this file is clean). */
const OUTSIDE = [
  ['DESIGN', '.md'],
  ['CONVENTIONS', '.md'],
  ['spec ', '\u00a7'],
  ['..', '/shared'],
  ['/work', '/shared'],
  ['000_', 'f9d0baf7e4d14db7'],
].map((parts) => parts.join(''));
/** A section sign followed by a number: it can only point into a document that is not here. */
const SECTION_NUMBER = new RegExp('\u00a7\\s?\\d');

describe('the documents the repository cites', () => {
  it('reads the tracked files', () => {
    expect(texts.has('docs/product.md')).toBe(true);
    expect(texts.has('CONTRIBUTING.md')).toBe(true);
  });

  it('cites only paths that exist', () => {
    const missing = [...texts].flatMap(([file, text]) =>
      citations(file, text)
        .filter((c) => c.path !== '' && !exists(c.path))
        .map((c) => `${c.where}: ${c.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('cites only anchors that are headings of the cited document', () => {
    const broken = [...texts].flatMap(([file, text]) =>
      citations(file, text)
        .filter((c) => c.anchor !== null)
        .map((c) => ({ ...c, path: c.path || file }))
        .filter((c) => exists(c.path))
        .filter((c) => !c.path.endsWith('.md') || !anchorsIn(c.path).has(c.anchor!))
        .map((c) => `${c.where}: ${c.path}#${c.anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it('refers to no document outside the repository', () => {
    const outside = [...texts].flatMap(([file, text]) =>
      text
        .split('\n')
        .flatMap((line, i) =>
          OUTSIDE.some((name) => line.includes(name)) || SECTION_NUMBER.test(line)
            ? [`${file}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(outside).toEqual([]);
  });
});

describe('docs/product.md', () => {
  it('names every call of the contract with its method and path', () => {
    const product = texts.get('docs/product.md') ?? '';
    const missing = allCalls()
      .filter(({ key, call }) => !product.includes(`| \`${key}\` | \`${callId(call)}\` |`))
      .map(({ area, key }) => `${area}.${key}`);
    expect(missing).toEqual([]);
  });
});

describe('anchors', () => {
  it('are made from headings as GitHub makes them', () => {
    expect(slug('Calls')).toBe('calls');
    expect(slug('Session and startup')).toBe('session-and-startup');
    expect(slug('Front-end weight')).toBe('front-end-weight');
    expect(slug('Public calls: caching and rich text')).toBe('public-calls-caching-and-rich-text');
    expect(slug('Entrant pages (web)')).toBe('entrant-pages-web');
    expect(slug('001 — Stack and how `TypeScript` runs')).toBe(
      '001--stack-and-how-typescript-runs',
    );
    expect(slug('[Links](x.md) and *emphasis*')).toBe('links-and-emphasis');
    expect([
      ...anchorsOf('# A\n## Tests\n```\n# not a heading\n```\n### Tests\n<a id="kept"></a>'),
    ]).toEqual(['a', 'tests', 'tests-1', 'kept']);
  });
});
