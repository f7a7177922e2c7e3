import type { InvoiceLine } from './document-types.ts';
import { CONTENT_BOTTOM, M, S, W, label, labelStyle } from './invoice-blocks.ts';
import type { InvoiceLabels } from './invoice-labels.ts';
import { INK, lineHeight, measure, rule, textBox } from './pdf-document.ts';
import { cleanText, formatQuantity, formatTaxRate } from './pdf-text.ts';

/** The numeric columns, right-aligned, from the right edge leftwards; the description takes the rest. */
const COLUMNS = [
  { key: 'amount', width: 70 },
  { key: 'tax', width: 62 },
  { key: 'taxRate', width: 40 },
  { key: 'unitPrice', width: 66 },
  { key: 'quantity', width: 28 },
] as const;
type Column = (typeof COLUMNS)[number]['key'];
const GAP = 10;
/** Lines of one row's description before it is cut: a row never outgrows a page. */
const DESC_LINES = 8;
const DESC_W = W - COLUMNS.reduce((sum, c) => sum + c.width + GAP, 0);

/** A column's left edge. */
function columnX(key: Column): number {
  let right = M + W;
  for (const c of COLUMNS) {
    if (c.key === key) return right - c.width;
    right -= c.width + GAP;
  }
  return M;
}

/**
 * The line table from `y` down: description, quantity, unit price, tax rate, tax and amount. A
 * row that does not fit moves to the page `newPage` starts (it returns where that page's content
 * begins) under a repeated header. Returns the y under the last row.
 */
export function drawLineTable(
  doc: PDFKit.PDFDocument,
  opts: { lines: InvoiceLine[]; t: InvoiceLabels; money: (cents: number) => string; y: number; newPage: () => number },
): number {
  const { t, money, newPage } = opts;
  const header = (top: number) => {
    rule(doc, M, M + W, top, INK, 0.8);
    const ty = top + 8;
    const height = label(doc, t.description, M, ty, DESC_W);
    for (const c of COLUMNS) label(doc, t[c.key], columnX(c.key), ty, c.width, 'right');
    const bottom = ty + height + 7;
    rule(doc, M, M + W, bottom);
    return bottom;
  };
  const rows = opts.lines.map((line) => {
    const description = cleanText(line.description, true) || '—';
    return { line, description, height: measure(doc, description, S.cell, DESC_W, DESC_LINES) + 16 };
  });
  // The header never stands alone at the foot of a page: it moves with the first row.
  const headerHeight = 8 + lineHeight(doc, labelStyle(t.description)) + 7;
  let y = header(opts.y + headerHeight + (rows[0]?.height ?? 0) > CONTENT_BOTTOM ? newPage() : opts.y);
  for (const { line, description, height } of rows) {
    if (y + height > CONTENT_BOTTOM) y = header(newPage());
    const ry = y + 8;
    textBox(doc, description, M, ry, DESC_W, S.cell, DESC_LINES);
    const cells: Record<Column, string> = {
      quantity: formatQuantity(line.quantity),
      unitPrice: money(line.unitCents),
      taxRate: formatTaxRate(line.taxRateBp),
      tax: money(line.taxCents),
      amount: money(line.netCents),
    };
    for (const c of COLUMNS) textBox(doc, cells[c.key], columnX(c.key), ry, c.width, { ...S.cell, align: 'right' }, 1);
    y += height;
    rule(doc, M, M + W, y);
  }
  return y;
}
