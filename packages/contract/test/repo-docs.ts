import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { extname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Reading the repository as a clone sees it, for docs-links.test.ts: the tracked files, the
 * documents and anchors they cite, and the anchors a Markdown file offers.
 */

export const ROOT = resolve(fileURLToPath(new URL('../../../', import.meta.url)));

const BINARY = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.gif',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.pdf',
  '.zip',
]);

/** Every tracked text file: path (from the root, with `/`) → its text. */
export function trackedTexts(): Map<string, string> {
  const paths = execFileSync('git', ['ls-files', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\0')
    .filter((p) => p && !BINARY.has(extname(p).toLowerCase()) && !p.endsWith('package-lock.json'));
  const texts = new Map<string, string>();
  for (const p of paths) {
    let text: string;
    try {
      text = readFileSync(join(ROOT, p), 'utf8');
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    if (!text.includes('\0')) texts.set(p, text);
  }
  return texts;
}

export interface Citation {
  /** Where it is cited: `file:line`. */
  where: string;
  /** The cited path from the root (a file or a folder), or '' for an anchor in the same file. */
  path: string;
  anchor: string | null;
}

/**
 * `docs/…`, `CONTRIBUTING.md` and `README.md` named anywhere (code, comments, docs), from the
 * root; and in Markdown files, every relative link, from the file's folder. A path that is part
 * of a longer one (`/api/docs/json`, `apps/web/README.md`) is not a citation.
 */
export function citations(file: string, text: string): Citation[] {
  const found: Citation[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    for (const m of line.matchAll(
      /(?<![\w./@-])(docs\/(?:[\w./-]*[\w/])?|CONTRIBUTING\.md|README\.md)(#[\w-]+)?/g,
    )) {
      found.push({ where, path: m[1]!.replace(/\/$/, ''), anchor: m[2]?.slice(1) ?? null });
    }
    if (!file.endsWith('.md')) return;
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // http:, mailto:
      const [pathPart, anchor] = target.split('#') as [string, string | undefined];
      const path = pathPart
        ? posix.normalize(posix.join(posix.dirname(file), pathPart)).replace(/\/$/, '')
        : '';
      found.push({ where, path: path || (pathPart ? '.' : ''), anchor: anchor ?? null });
    }
  });
  return found;
}

/** The anchors GitHub gives a Markdown file's headings (and any `<a id>` / `<a name>`). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const f = /^\s*(```|~~~)/.exec(line);
    if (f) {
      if (fence === null) fence = f[1]!;
      else if (f[1] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!h) continue;
    const base = slug(h[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** GitHub's heading anchor: the text as shown, lower-cased, punctuation dropped, spaces as `-`. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[`*]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}
