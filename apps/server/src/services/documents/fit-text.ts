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
