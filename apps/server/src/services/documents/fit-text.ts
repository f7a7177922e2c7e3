import { type Style, lineHeight, measure, textBox } from './pdf-document.ts';

/**
 * `style` at the largest size, from its own down to `minSize` (by whole points above 20, half
 * points below), at which `text`
 * fits `width` in `maxLines`; undefined when even the smallest does not.
 */
export function fitStyle(doc: PDFKit.PDFDocument, text: string, style: Style, width: number, maxLines: number, minSize: number): Style | undefined {
  const ratio = (style.lineGap ?? 0) / style.size;
  for (let size = style.size; size >= minSize; size -= size > 20 ? 1 : 0.5) {
    const sized = { ...style, size, lineGap: ratio * size };
    if (measure(doc, text, sized, width) <= lineHeight(doc, sized) * maxLines + 0.5) return sized;
  }
  return undefined;
}

/**
 * Writes `text` centred on `cx` in the narrowest box that keeps its number of lines, so its lines come
 * out of even length (no single word left alone on the last line). Returns the height.
 */
export function balancedBox(doc: PDFKit.PDFDocument, text: string, cx: number, y: number, width: number, style: Style, maxLines: number): number {
  const height = measure(doc, text, style, width, maxLines);
  const lines = Math.round(height / lineHeight(doc, style));
  let narrow = width;
  if (lines > 1 && measure(doc, text, style, width) <= height + 0.5) {
    let lo = width / lines;
    for (let i = 0; i < 10; i++) {
      const mid = (lo + narrow) / 2;
      if (measure(doc, text, style, mid) <= height + 0.5) narrow = mid;
      else lo = mid;
    }
  }
  return textBox(doc, text, cx - narrow / 2, y, narrow + 0.5, style, maxLines);
}

/**
 * How `text` with line breaks is set by `paragraphsBox`: each paragraph with the lines it gets,
 * `maxLines` in all. When they run out, the paragraphs left are joined with ' · ' into the last
 * lines, which end in an ellipsis if that is cut.
 */
function paragraphPlan(doc: PDFKit.PDFDocument, text: string, style: Style, width: number, maxLines: number): [string, number][] {
  const paragraphs = text.split('\n').filter((p) => p.trim());
  const lines = (p: string) => Math.max(1, Math.round(measure(doc, p, style, width) / lineHeight(doc, style)));
  const plan: [string, number][] = [];
  let left = maxLines;
  for (let i = 0; i < paragraphs.length && left > 0; i++) {
    const need = lines(paragraphs[i]!);
    const rest = paragraphs.slice(i).reduce((sum, p) => sum + lines(p), 0);
    if (rest <= left || need < left) {
      plan.push([paragraphs[i]!, need]);
      left -= need;
    } else {
      plan.push([paragraphs.slice(i).join(' · '), left]);
      break;
    }
  }
  return plan;
}

/** The height `paragraphsBox` takes. */
export const measureParagraphs = (doc: PDFKit.PDFDocument, text: string, style: Style, width: number, maxLines: number): number =>
  paragraphPlan(doc, text, style, width, maxLines).reduce((sum, [p, lines]) => sum + measure(doc, p, style, width, lines), 0);

/**
 * `balancedBox` for text whose line breaks are kept: each paragraph centred on its own (pdfkit
 * counts a line break's width when it centres the line before it), `maxLines` in all.
 */
export function paragraphsBox(doc: PDFKit.PDFDocument, text: string, cx: number, y: number, width: number, style: Style, maxLines: number): number {
  let height = 0;
  for (const [p, lines] of paragraphPlan(doc, text, style, width, maxLines)) height += balancedBox(doc, p, cx, y + height, width, style, lines);
  return height;
}
