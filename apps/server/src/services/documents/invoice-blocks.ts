import type { InvoiceLabels } from './invoice-labels.ts';
import { CJK, MUTED, RULE, type Style, applyStyle, lineHeight, rule, textBox } from './pdf-document.ts';
import { spacedBox } from './spaced-text.ts';

/** The invoice's page (apps/server/src/services/documents/README.md#documents): A4 in points on a 56 pt (20 mm) margin; the bottom 84 pt hold the footer. */
export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const M = 56;
export const W = PAGE_W - 2 * M;
export const CONTENT_BOTTOM = PAGE_H - 84;
const PAID = '#24604b';

/**
 * The invoice's type. Tracking past 0.08 em (wordmark, labels, the paid mark) is drawn through
 * `spacedBox`, else a reader gets the letters apart; the rest is set tighter and reads as words.
 */
export const S = {
  wordmark: { font: 'medium', size: 9.5, tracking: 2.4 },
  title: { font: 'light', size: 30, tracking: -0.2 },
  subtitle: { font: 'light', size: 11, color: MUTED, tracking: 0.4 },
  number: { font: 'regular', size: 11.5, tracking: 0.3 },
  label: { font: 'medium', size: 6.8, color: MUTED, tracking: 1 },
  // Chinese labels are set larger and tighter: a Han character at 6.8 pt loses its strokes.
  labelCjk: { font: 'medium', size: 7.6, color: MUTED, tracking: 0.4 },
  value: { font: 'regular', size: 9, lineGap: 2.2 },
  strong: { font: 'medium', size: 9, lineGap: 2.2 },
  cell: { font: 'regular', size: 8.8, lineGap: 2.2 },
  total: { font: 'medium', size: 12.5 },
  footer: { font: 'regular', size: 6.8, color: MUTED, lineGap: 1.5 },
} satisfies Record<string, Style>;

export const upper = (s: string) => s.toLocaleUpperCase('en-US');

/**
 * A small capitals label, the type over every value; returns its height. Letter-spaced through
 * `spacedBox`, so a tax office's software reads "DATE OF ISSUE", not "D AT E O F I S S U E"
 * (apps/server/src/services/documents/README.md#documents).
 */
export function label(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, align: Style['align'] = 'left'): number {
  return spacedBox(doc, upper(text), x, y, width, { ...labelStyle(text), align }, 1);
}

export const labelStyle = (text: string): Style => (CJK.test(text) ? S.labelCjk : S.label);

/** Label-over-value columns in one row; returns the row's height. */
export function field(doc: PDFKit.PDFDocument, cells: { label: string; value: string; width: number }[], y: number): number {
  let x = M;
  let height = 0;
  for (const cell of cells) {
    const labelHeight = label(doc, cell.label, x, y, cell.width - 16) + 5;
    height = Math.max(height, labelHeight + textBox(doc, cell.value || '—', x, y + labelHeight, cell.width - 16, S.value, 3));
    x += cell.width;
  }
  return height;
}

/** A line of a party block and the most lines it may wrap to. */
export type PartyLine = [text: string | null | false, maxLines: number];

/** A party block: label, name, then its non-empty lines. Returns its height. */
export function party(doc: PDFKit.PDFDocument, title: string, name: string, lines: PartyLine[], x: number, y: number, width: number): number {
  const top = y;
  y += label(doc, title, x, y, width) + 5;
  y += textBox(doc, name || '—', x, y, width, S.strong, 2);
  for (const [line, maxLines] of lines) if (line) y += 1 + textBox(doc, line, x, y + 1, width, S.value, maxLines);
  return y - top;
}

/** The paid mark in the top right corner: a hairline pill in green. */
export function paidMark(doc: PDFKit.PDFDocument, t: InvoiceLabels, credit: boolean, date: string): void {
  const text = upper(credit ? t.refunded(date) : t.paid(date));
  const cjk = CJK.test(text);
  const style: Style = { font: 'medium', size: cjk ? 7.8 : 7.2, color: PAID, tracking: cjk ? 0.6 : 1.2 };
  const width = Math.min(W * 0.4, measureWidth(doc, text, style) + 24);
  const height = 20;
  const x = M + W - width;
  doc.save().roundedRect(x, 48, width, height, height / 2).lineWidth(0.8).strokeColor(PAID).stroke().restore();
  spacedBox(doc, text, x + 10, 48 + (height - lineHeight(doc, style)) / 2 + 0.5, width - 20, { ...style, align: 'center' }, 1);
}

function measureWidth(doc: PDFKit.PDFDocument, text: string, style: Style): number {
  return doc.widthOfString(text, applyStyle(doc, style, Infinity, text));
}

/** Seller details and "Page n of N" at the foot of every page, drawn once all pages exist. */
export function footer(doc: PDFKit.PDFDocument, t: InvoiceLabels, seller: { name: string; address: string; taxId: string; email: string }): void {
  const join = (parts: string[]) => parts.filter(Boolean).join('  ·  ');
  const details = [join([seller.name, seller.address.replace(/\n/g, ', ')]), join([seller.taxId && `${t.taxId} ${seller.taxId}`, seller.email])];
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = PAGE_H - 58;
    rule(doc, M, M + W, y, RULE);
    const first = textBox(doc, details[0]!, M, y + 9, W - 110, S.footer, 1);
    textBox(doc, details[1]!, M, y + 9 + first, W - 110, S.footer, 1);
    textBox(doc, t.page(i + 1, range.count), M + W - 100, y + 9, 100, { ...S.footer, align: 'right' }, 1);
  }
}
