import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Reads a PDF the way a person's viewer does, with poppler's command-line tools (the
 * poppler-utils package): its text, where each word stands, and a page as pixels.
 */
const run = promisify(execFile);

async function withFile<T>(pdf: Buffer, use: (path: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'laurel-pdf-'));
  try {
    const path = join(dir, 'doc.pdf');
    await writeFile(path, pdf);
    return await use(path, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The document's text in reading order, pages separated by form feeds. */
export const pdfText = (pdf: Buffer): Promise<string> =>
  withFile(pdf, async (path) => (await run('pdftotext', ['-enc', 'UTF-8', path, '-'])).stdout);

export interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
export interface Layout {
  title: string;
  pages: { width: number; height: number; words: Word[] }[];
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** Every word with its box in points from the page's top left, page by page, and the title. */
export const pdfLayout = (pdf: Buffer): Promise<Layout> =>
  withFile(pdf, async (path) => {
    const html = (await run('pdftotext', ['-enc', 'UTF-8', '-bbox', path, '-'], { maxBuffer: 64 << 20 })).stdout;
    const pages = html.split('<page ').slice(1).map((chunk) => {
      const [, width, height] = /width="([\d.]+)" height="([\d.]+)"/.exec(chunk)!;
      const words = [...chunk.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">(.*?)<\/word>/g)].map((m) => ({
        text: unescape(m[5]!),
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
      }));
      return { width: Number(width), height: Number(height), words };
    });
    return { title: unescape(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? ''), pages };
  });

/**
 * Words that stand outside `box` (points from the page's top left) or on top of another word, on
 * any page: what a reader sees as broken. Poppler's word boxes run from the font's ascent to its
 * descent, so two lines of one tightly set paragraph touch; a quarter of a line's height is a
 * collision.
 */
export function misplacedWords(layout: Layout, box: { left: number; top: number; right: number; bottom: number }): string[] {
  const problems: string[] = [];
  const overlap = (a: Word, b: Word) =>
    Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 0.5 &&
    Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.25 * Math.min(a.yMax - a.yMin, b.yMax - b.yMin);
  for (const [i, page] of layout.pages.entries()) {
    page.words.forEach((a, j) => {
      if (a.xMin < box.left || a.xMax > box.right || a.yMin < box.top || a.yMax > box.bottom) problems.push(`page ${i + 1}: "${a.text}" outside the box`);
      for (const b of page.words.slice(j + 1)) if (overlap(a, b)) problems.push(`page ${i + 1}: "${a.text}" overlaps "${b.text}"`);
    });
  }
  return problems;
}

/** The fonts the document uses, as pdffonts lists them: name, embedded, subset, with a Unicode map. */
export const pdfFonts = (pdf: Buffer): Promise<{ name: string; embedded: boolean; subset: boolean; unicode: boolean }[]> =>
  withFile(pdf, async (path) => {
    const lines = (await run('pdffonts', [path])).stdout.trim().split('\n').slice(2);
    return lines.map((line) => {
      const cols = line.trim().split(/\s+/);
      const [emb, sub, uni] = cols.slice(-5, -2);
      return { name: cols[0]!, embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
    });
  });

/** Page `page` (1-based) as a PNG at `dpi`. */
export const pdfPng = (pdf: Buffer, dpi: number, page = 1): Promise<Buffer> =>
  withFile(pdf, async (path, dir) => {
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', path, join(dir, 'page')]);
    return readFile(join(dir, 'page.png'));
  });
