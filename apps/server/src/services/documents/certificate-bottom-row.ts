import type { CertificateLabels } from './certificate-labels.ts';
import { drawQr } from './draw-qr.ts';
import { fitStyle } from './fit-text.ts';
import { CJK, INK, MUTED, type Style, lineHeight, measure, rule, textBox } from './pdf-document.ts';
import { spacedBox } from './spaced-text.ts';

// A4 landscape in points; the row's lines stand 74 pt in from the page's edges.
const PAGE_W = 841.89;
const CX = PAGE_W / 2;
const EDGE = 74;

/**
 * The date on the left, the jury chair's signature line in the middle (when there is a chair: the
 * signature image over the printed name), the QR code in the right corner.
 */
export function drawBottomRow(
  doc: PDFKit.PDFDocument,
  t: CertificateLabels,
  row: { date: string; code: string; url: string; color: string; chair: string; signature: Buffer | null },
): void {
  const { date, code, url, color } = row;
  const lineY = 500;
  const caption = (text: string, x: number, width: number) =>
    spacedBox(doc, CJK.test(text) ? text : text.toLocaleUpperCase('en-US'), x, lineY + 7, width, { font: 'medium', size: CJK.test(text) ? 7.5 : 6.6, color: MUTED, tracking: CJK.test(text) ? 1 : 1.6, align: 'center' }, 1);

  const dateX = EDGE;
  textBox(doc, date, dateX, lineY - 18, 170, { font: 'regular', size: 10.5, align: 'center' }, 1);
  rule(doc, dateX, dateX + 170, lineY, INK, 0.5);
  caption(t.date, dateX, 170);

  if (row.chair) {
    const signW = 190;
    const nameStyle = fitStyle(doc, row.chair, { font: 'regular', size: 10.5, align: 'center' }, signW, 1, 7.5) ?? { font: 'regular', size: 7.5, align: 'center' };
    textBox(doc, row.chair, CX - signW / 2, lineY - 18, signW, nameStyle, 1);
    // The signature stands on the name, fitted into 170 × 40 pt: above it is the certificate's text.
    if (row.signature) doc.image(row.signature, CX - 85, lineY - 62, { fit: [170, 40], align: 'center', valign: 'bottom' });
    rule(doc, CX - signW / 2, CX + signW / 2, lineY, INK, 0.5);
    caption(t.signature, CX - signW / 2, signW);
  }

  if (!url) return;
  // The QR code keeps four modules of white around it: the frame is further than that.
  const qrRight = PAGE_W - EDGE;
  const qrBottom = lineY + 12;
  const qrSize = drawQr(doc, url, qrRight, qrBottom, 60, INK);
  const qrX = qrRight - qrSize;
  const qrY = qrBottom - qrSize;
  const textW = 150;
  const textX = qrX - 12 - textW;
  const small: Style = { font: 'regular', size: 6, color: MUTED, lineGap: 1, align: 'right' };
  const verify: Style = { font: 'medium', size: CJK.test(t.verify) ? 7.2 : 6.4, color: MUTED, tracking: CJK.test(t.verify) ? 0.8 : 1.2, align: 'right' };
  const codeStyle: Style = { font: 'medium', size: 9.5, color, tracking: 1, align: 'right' };
  const urlHeight = measure(doc, url, small, textW, 4);
  const blockHeight = lineHeight(doc, verify) + 3 + lineHeight(doc, codeStyle) + 3 + urlHeight;
  let y = qrY + qrSize - blockHeight;
  y += 3 + spacedBox(doc, CJK.test(t.verify) ? t.verify : t.verify.toLocaleUpperCase('en-US'), textX, y, textW, verify, 1);
  y += 3 + spacedBox(doc, code, textX, y, textW, codeStyle, 1);
  textBox(doc, url, textX, y, textW, small, 4);
}
