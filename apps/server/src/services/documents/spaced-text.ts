import { CJK, INK, type Style, applyStyle, lineHeight, measure, textBox } from './pdf-document.ts';

/**
 * Letter-spaced text that still reads as words (apps/server/src/services/documents/README.md#documents).
 *
 * Text set with pdfkit's `characterSpacing` (the PDF's `Tc`) leaves a gap after every letter, and
 * a reader that rebuilds words from where the letters stand — poppler's pdftotext, copy and paste,
 * search, a screen reader — takes a gap wider than a tenth of the type size for a space: a label
 * tracked at 0.24 em came out as "D AT E". So each line is drawn twice, in one place: the letters
 * as outlines at their spaced positions (what the eye sees), and the line itself as one run of
 * invisible text (render mode 3), unspaced and stretched (`Tz`) to the same width, which is what
 * every reader extracts — the words whole, in boxes where the visible words stand.
 */

type Glyph = { path: { commands: { command: string; args: number[] }[] } };

interface PdfkitFont {
  ascender: number;
  font: { unitsPerEm: number };
  layout(
    text: string,
    features?: PDFKit.Mixins.OpenTypeFeatures[],
  ): { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
}

/** pdfkit's current font, as it lays out and measures text (positions per 1000 units of size). */
const currentFont = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: PdfkitFont })._font;

const num = (n: number, digits = 2) => String(Math.round(n * 10 ** digits) / 10 ** digits);

/** A glyph's outline as PDF path operators in font units; quadratic curves (TrueType) made cubic. */
function glyphOutline(glyph: Glyph): string {
  const ops: string[] = [];
  let [x, y] = [0, 0];
  const pt = (px: number, py: number) => `${Math.round(px)} ${Math.round(py)}`;
  for (const { command, args: a } of glyph.path.commands) {
    if (command === 'moveTo') ops.push(`${pt(a[0]!, a[1]!)} m`);
    else if (command === 'lineTo') ops.push(`${pt(a[0]!, a[1]!)} l`);
    else if (command === 'bezierCurveTo') ops.push(`${pt(a[0]!, a[1]!)} ${pt(a[2]!, a[3]!)} ${pt(a[4]!, a[5]!)} c`);
    else if (command === 'quadraticCurveTo') {
      const [qx, qy, ex, ey] = a as [number, number, number, number];
      ops.push(`${pt(x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y))} ${pt(ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey))} ${pt(ex, ey)} c`);
    } else if (command === 'closePath') ops.push('h');
    if (a.length >= 2) [x, y] = [a[a.length - 2]!, a[a.length - 1]!];
  }
  return ops.join(' ');
}

/** The width `text` takes in the current font with `tracking` between its letters. */
function spacedWidth(doc: PDFKit.PDFDocument, text: string, style: Style, features: PDFKit.Mixins.OpenTypeFeatures[] | undefined): number {
  const { positions } = currentFont(doc).layout(text, features);
  const advance = positions.reduce((sum, p) => sum + p.xAdvance, 0) * (style.size / 1000);
  return advance + (style.tracking ?? 0) * Math.max(0, positions.length - 1);
}

/** Spaces, one Chinese character, or a run of anything else: the units a line breaks between. */
function units(paragraph: string): string[] {
  const out: string[] = [];
  for (const ch of paragraph) {
    const kind = /\s/.test(ch) ? 's' : CJK.test(ch) ? 'c' : 'w';
    const last = out.at(-1);
    const lastKind = last === undefined ? '' : /\s/.test(last) ? 's' : CJK.test(last) ? 'c' : 'w';
    if (last !== undefined && kind === lastKind && kind !== 'c') out[out.length - 1] = last + ch;
    else out.push(ch);
  }
  return out;
}

/**
 * `text` broken into lines of `width` at most: between words, between Chinese characters, and a
 * word longer than the line between its letters; at most `maxLines`, the last one cut with an
 * ellipsis when the text goes on.
 */
export function spacedLines(doc: PDFKit.PDFDocument, text: string, style: Style, width: number, maxLines = Infinity): string[] {
  if (!text) return [];
  const { features } = applyStyle(doc, style, width, text);
  const tracking = style.tracking ?? 0;
  // Each unit is shaped once; a line's width is the sum of its units' (kerning between two units,
  // across a space or between two Chinese characters, is left out).
  const shaped = new Map<string, { advance: number; glyphs: number }>();
  const shape = (unit: string) => {
    let m = shaped.get(unit);
    if (!m) {
      const { positions } = currentFont(doc).layout(unit, features);
      m = { advance: (positions.reduce((sum, p) => sum + p.xAdvance, 0) * style.size) / 1000, glyphs: positions.length };
      shaped.set(unit, m);
    }
    return m;
  };
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let advance = 0;
    let glyphs = 0;
    const push = () => {
      if (line.trim()) lines.push(line.trim());
      [line, advance, glyphs] = ['', 0, 0];
    };
    const add = (unit: string) => {
      const m = shape(unit);
      [line, advance, glyphs] = [line + unit, advance + m.advance, glyphs + m.glyphs];
    };
    const fits = (unit: string) => {
      const m = shape(unit);
      return advance + m.advance + tracking * (glyphs + m.glyphs - 1) <= width + 0.01;
    };
    for (const unit of units(paragraph)) {
      if (/^\s/.test(unit)) {
        if (line) add(unit);
      } else if (fits(unit)) add(unit);
      else {
        push();
        if (fits(unit)) add(unit);
        else {
          for (const ch of unit) {
            if (line && !fits(ch)) push();
            add(ch);
          }
        }
      }
    }
    push();
  }
  if (lines.length <= maxLines) return lines;
  let last = [...lines[maxLines - 1]!];
  while (last.length && spacedWidth(doc, `${last.join('').trimEnd()}…`, style, features) > width + 0.01) last = last.slice(0, -1);
  return [...lines.slice(0, maxLines - 1), `${last.join('').trimEnd()}…`];
}

/**
 * Spacing up to this fraction of the type size still reads as one word (poppler starts a new word
 * at a gap of a tenth of it): such text is set as ordinary text.
 */
const TIGHT = 0.08;
const tight = (style: Style) => (style.tracking ?? 0) <= TIGHT * style.size;

/** The height `text` takes as `spacedBox` sets it. */
export const measureSpaced = (doc: PDFKit.PDFDocument, text: string, style: Style, width: number, maxLines = Infinity): number =>
  tight(style) ? measure(doc, text, style, width, maxLines) : spacedLines(doc, text, style, width, maxLines).length * lineHeight(doc, style);

/**
 * Writes letter-spaced `text` in the box at (x, y) of `width`, as `textBox` does (wrapped, at most
 * `maxLines`, aligned by `style.align`), so that it extracts as words. Returns the height it took.
 */
export function spacedBox(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: Style, maxLines = Infinity): number {
  if (tight(style)) return textBox(doc, text, x, y, width, style, maxLines);
  const lines = spacedLines(doc, text, style, width, maxLines);
  const { features } = applyStyle(doc, style, width, text);
  const font = currentFont(doc);
  const step = lineHeight(doc, style);
  const k = style.size / 1000;
  const g = style.size / font.font.unitsPerEm;
  lines.forEach((line, i) => {
    const top = y + i * step;
    const { glyphs, positions } = font.layout(line, features);
    const w = spacedWidth(doc, line, style, features);
    const left = style.align === 'center' ? x + (width - w) / 2 : style.align === 'right' ? x + width - w : x;
    const baseline = top + font.ascender * k;
    // What the eye sees: each letter's outline at its spaced position.
    const placed: string[] = [];
    let pen = left;
    glyphs.forEach((glyph, j) => {
      const p = positions[j]!;
      const outline = glyphOutline(glyph);
      if (outline) placed.push(`q ${num(g, 6)} 0 0 ${num(-g, 6)} ${num(pen + p.xOffset * k)} ${num(baseline - p.yOffset * k)} cm ${outline} f Q`);
      pen += p.xAdvance * k + (style.tracking ?? 0);
    });
    if (placed.length) {
      doc.save().fillColor(style.color ?? INK);
      doc.addContent(placed.join('\n'));
      doc.restore();
    }
    // What a reader extracts: the line as one invisible run, stretched over the same width.
    const natural = doc.widthOfString(line, { features });
    doc.save();
    doc.addContent('3 Tr');
    // pdfkit has `horizontalScaling`; @types/pdfkit does not know it yet.
    const stretch = { horizontalScaling: natural > 0 ? (w / natural) * 100 : 100 } as PDFKit.Mixins.TextOptions;
    doc.text(line, left, top, { lineBreak: false, features, ...stretch });
    doc.restore();
  });
  return lines.length * step;
}
