import { escapeHtml } from '../lib/html-meta.ts';

/*
 * An organiser's mail text (docs/decisions/021-mail-templates.md): plain paragraphs separated by a
 * blank line, a paragraph that starts with `# ` a heading, and merge fields `{{entrant.name}}`
 * that the mail's values fill in. Nothing else is markup: the organiser's words and every merge
 * value are escaped into the HTML, so neither can add a tag, a link or a style.
 */

/** A mark: `{{`, optional spaces, anything without braces or spaces, optional spaces, `}}`. */
const MARK = /\{\{\s*([^{}\s]*)\s*\}\}/g;
/** A field's name: lower-case words joined by dots, `entrant.name`, `fee.amount`. */
const NAME = /^[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*)+$/;

export type TemplateProblem = { reason: 'unknown'; field: string } | { reason: 'malformed'; near: string };

/**
 * The first thing wrong with `text` as a template whose fields are `allowed`, or null: a mark
 * naming no field of the mail (`unknown`), or a `{{`/`}}` that is not part of a mark, or a mark
 * that is not a field's name (`malformed`, with the text near it).
 */
export function checkTemplate(text: string, allowed: readonly string[]): TemplateProblem | null {
  for (const [mark, name] of text.matchAll(MARK)) {
    if (!NAME.test(name!)) return { reason: 'malformed', near: mark };
    if (!allowed.includes(name!)) return { reason: 'unknown', field: name! };
  }
  const rest = text.replace(MARK, ' ');
  const stray = rest.search(/\{\{|\}\}/);
  if (stray >= 0) return { reason: 'malformed', near: rest.slice(Math.max(0, stray - 10), stray + 12).trim() };
  return null;
}

/** The fields `text` names, in order, each once. */
export function fieldsIn(text: string): string[] {
  return [...new Set([...text.matchAll(MARK)].map((m) => m[1]!))];
}

/**
 * `text` with each mark replaced by its value (a field without one: nothing). In one pass, so a
 * value that itself holds `{{…}}` (a title someone typed) stays as typed.
 */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(MARK, (_mark, name: string) => values[name] ?? '');
}

export interface Block {
  heading: boolean;
  lines: string[];
}

/**
 * A body's blocks, filled in: split at blank lines first and filled after, so a value with blank
 * lines or a `# ` in it stays inside its paragraph and never makes a heading.
 */
export function bodyBlocks(body: string, values: Readonly<Record<string, string>>): Block[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((b) => {
      const heading = /^#\s/.test(b);
      const source = heading ? b.replace(/^#\s+/, '').replace(/\n/g, ' ') : b;
      return { heading, lines: source.split('\n').map((line) => fillText(line, values).replace(/\s*\n\s*/g, ' ').trim()) };
    });
}

const STYLE = {
  h1: 'margin:0 0 16px;font-size:22px',
  p: 'margin:0 0 16px;line-height:1.6',
};

/** Blocks as HTML, every word escaped; a paragraph's own line breaks kept. */
export function blocksHtml(blocks: readonly Block[]): string {
  return blocks
    .map((b) =>
      b.heading
        ? `<h1 style="${STYLE.h1}">${escapeHtml(b.lines.join(' '))}</h1>`
        : `<p style="${STYLE.p}">${b.lines.map(escapeHtml).join('<br>')}</p>`,
    )
    .join('');
}

/** Blocks as the plain-text part: one block a paragraph. */
export function blocksText(blocks: readonly Block[]): string[] {
  return blocks.map((b) => b.lines.join(b.heading ? ' ' : '\n'));
}
