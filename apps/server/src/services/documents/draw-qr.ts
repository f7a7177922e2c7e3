import QRCode from 'qrcode';

/**
 * Draws `text` as a QR code (error correction M: still read with 15 % of it scuffed or folded)
 * with its bottom-right corner at (right, bottom), quiet zone not included: the caller keeps
 * four modules of white around it. Its side is `size` points, or more when a long text needs
 * so many modules that each would be under `minModule` points (0.4 mm).
 * Vector squares, not an image, so it stays sharp at any print size; each row's run of dark
 * modules is one rectangle of one filled path, which leaves no hairline seams between them in a
 * rasteriser. Returns the side drawn.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, right: number, bottom: number, size: number, color: string, minModule = 1.15): number {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = Math.max(size / n, minModule);
  const [x, y] = [right - n * cell, bottom - n * cell];
  doc.save();
  for (let row = 0; row < n; row++) {
    let start = -1;
    for (let col = 0; col <= n; col++) {
      const dark = col < n && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fillColor(color).fill();
  doc.restore();
  return n * cell;
}
