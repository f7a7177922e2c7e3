import {
  AWARD_TONE_COLORS,
  awardTone,
  sealArt,
  SEAL_BRANCHES,
  SEAL_DISC,
  SEAL_LEAF,
  SEAL_LEAVES,
  SEAL_STEM_WIDTH,
} from '@laurel/contract';

/** The colour of an award level, read from its name in English or Chinese (the web seal's too). */
export function levelColor(level: string): string {
  return AWARD_TONE_COLORS[awardTone(level)];
}

/**
 * The award mark (docs/product.md#award-marks), `size` points across and centred on (cx, cy):
 * the notched disc in the level's metal with its rings, the laurel wreath and the level's own
 * stars (or the laurel's dot), drawn from the outlines the web app's seal draws (the contract's
 * award-seal-art.ts, on its 40 × 40 box), so the certificate shows the same mark as the site and
 * a grey print still tells the levels apart. The level's name is set beside it, in ink, by the
 * caller.
 */
export function drawSeal(doc: PDFKit.PDFDocument, cx: number, cy: number, size: number, level: string): void {
  const art = sealArt(awardTone(level));
  doc.save().translate(cx - size / 2, cy - size / 2).scale(size / 40);
  doc.path(SEAL_DISC).fill(art.fill);
  for (const ring of art.rings) {
    doc.circle(20, 20, ring.r).lineWidth(ring.width).strokeColor(ring.color).strokeOpacity(ring.opacity).stroke();
  }
  doc.strokeOpacity(1).lineWidth(SEAL_STEM_WIDTH).lineCap('round');
  for (const d of SEAL_BRANCHES) doc.path(d).stroke('#ffffff');
  for (const [x, y, angle] of SEAL_LEAVES) {
    doc.save().rotate(angle, { origin: [x, y] }).ellipse(x, y, SEAL_LEAF.rx, SEAL_LEAF.ry).fill('#ffffff').restore();
  }
  for (const d of art.stars) doc.path(d).fill('#ffffff');
  if (art.dot) doc.circle(art.dot.cx, art.dot.cy, art.dot.r).fill('#ffffff');
  doc.restore();
}
