import { AWARD_TONE_COLORS, awardTone } from '@laurel/contract';
import { CJK, type Style, applyStyle, lineHeight, measure, textBox } from './pdf-document.ts';

/** The colour of an award level, read from its name in English or Chinese (the web seal's too). */
export function levelColor(level: string): string {
  return AWARD_TONE_COLORS[awardTone(level)];
}

/**
 * The seal: a notched disc in the level's colour with a fine ring inside and the level's name,
 * with `caption` (the season) under a short rule when it fits on one line. The name is fitted
 * to the ring: two lines at most, smaller type for a longer name.
 */
export function drawSeal(doc: PDFKit.PDFDocument, cx: number, cy: number, r: number, level: string, caption: string, color: string): void {
  const notches = 60;
  doc.save();
  for (let i = 0; i < notches * 2; i++) {
    const angle = (Math.PI * i) / notches - Math.PI / 2;
    const radius = i % 2 ? r * 0.955 : r;
    const [x, y] = [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
    if (i === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  }
  doc.closePath().fillColor(color).fill();
  doc.circle(cx, cy, r * 0.84).lineWidth(0.7).strokeColor('#ffffff').strokeOpacity(0.85).stroke();
  doc.circle(cx, cy, r * 0.8).lineWidth(0.3).strokeColor('#ffffff').strokeOpacity(0.6).stroke();
  doc.restore();

  const width = r * 1.3;
  const cjk = CJK.test(level);
  const text = cjk ? level : level.toLocaleUpperCase('en-US');
  let style: Style = { font: 'medium', size: cjk ? 17 : 11, color: '#ffffff', tracking: cjk ? 3 : 2, align: 'center' };
  // Smaller until it takes two lines at most without breaking a word (HONOURABLE / MENTION).
  const words = cjk ? [] : text.split(' ');
  const fits = (st: Style) => {
    const options = applyStyle(doc, st, width, text);
    return (
      words.every((word) => doc.widthOfString(word, options) <= width) &&
      measure(doc, text, st, width) <= lineHeight(doc, st) * (words.length > 1 || cjk ? 2 : 1) + 0.5
    );
  };
  while (style.size > 6 && !fits(style)) {
    style = { ...style, size: style.size - 0.5, tracking: Math.max(0.6, (style.tracking ?? 0) - 0.2) };
  }
  const captionStyle: Style = { font: 'regular', size: 6.5, color: '#ffffff', tracking: 1.2, align: 'center' };
  const showCaption = caption !== '' && measure(doc, caption, captionStyle, width) <= lineHeight(doc, captionStyle) + 0.5;
  const nameHeight = measure(doc, text, style, width, 2);
  const captionHeight = showCaption ? 9 + lineHeight(doc, captionStyle) : 0;
  let y = cy - (nameHeight + captionHeight) / 2 + 1;
  y += textBox(doc, text, cx - width / 2, y, width, style, 2);
  if (showCaption) {
    doc.save().moveTo(cx - 8, y + 4).lineTo(cx + 8, y + 4).lineWidth(0.5).strokeColor('#ffffff').stroke().restore();
    textBox(doc, caption, cx - width / 2, y + 9, width, captionStyle, 1);
  }
}
