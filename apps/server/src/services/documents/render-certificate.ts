import { drawSeal, levelColor } from './award-seal.ts';
import { drawBottomRow } from './certificate-bottom-row.ts';
import { certificateLabels } from './certificate-labels.ts';
import type { CertificateDocument } from './document-types.ts';
import { balancedBox, fitStyle, measureParagraphs, paragraphsBox } from './fit-text.ts';
import { CJK, MUTED, type Style, lineHeight, measure, newPdf, textBox } from './pdf-document.ts';
import { displayCovers } from './pdf-fonts.ts';
import { measureSpaced, spacedBox } from './spaced-text.ts';
import { cleanText, formatDate } from './pdf-text.ts';

// A4 landscape in points.
const PAGE_W = 841.89;
const PAGE_H = 595.28;
const CX = PAGE_W / 2;
/** The text column's width: long titles wrap well inside the frame. */
const COLUMN = 560;
/** Below this the bottom row (date, signature, QR code) begins; the text above never reaches it. */
const TEXT_BOTTOM = 434;

/**
 * An award certificate as an A4 landscape PDF (apps/server/src/services/documents/README.md#documents): a fine double
 * frame in the level's colour, the award's mark (the site's seal, in the level's metal) with the
 * level's name under it, the entry's title large, the winner and credits, category and season,
 * the date and the jury chair's signature line (none without a chair), and in the bottom right
 * corner a QR code of the verification address with its short code and the address in small type.
 *
 * Every text has a box: a long title is set smaller, then cut with an ellipsis, so nothing ever
 * crosses the frame or runs into the row at the bottom.
 */
export async function renderCertificatePdf(input: CertificateDocument): Promise<Buffer> {
  const t = certificateLabels(input.locale);
  const siteName = cleanText(input.siteName);
  const level = cleanText(input.awardLevel);
  const title = cleanText(input.entryTitle);
  const winner = cleanText(input.winnerName);
  const credits = cleanText(input.credits, true);
  const season = cleanText(input.seasonName);
  const category = cleanText(input.categoryName);
  const code = cleanText(input.verificationCode);
  const url = cleanText(input.verificationUrl);
  const color = levelColor(level);

  const { doc, finish } = newPdf({
    title: `${level} — ${title}`,
    subject: `${t.heading}: ${siteName} ${season}, ${category}`,
    author: siteName,
    locale: input.locale,
    createdAt: input.issuedAt,
    layout: 'landscape',
  });

  // The frame: two fine rules in the level's colour.
  doc.save().rect(24, 24, PAGE_W - 48, PAGE_H - 48).lineWidth(0.9).strokeColor(color).stroke();
  doc.rect(30, 30, PAGE_W - 60, PAGE_H - 60).lineWidth(0.35).strokeColor(color).stroke().restore();

  let y = 60;
  const wordmark: Style = { font: 'medium', size: 9.5, tracking: CJK.test(siteName) ? 4 : 3.2, align: 'center' };
  y += spacedBox(doc, siteName.toLocaleUpperCase('en-US'), CX - COLUMN / 2, y, COLUMN, wordmark, 2);
  const heading: Style = CJK.test(t.heading)
    ? { font: 'light', size: 12, color: MUTED, tracking: 6, align: 'center' }
    : { font: 'displayItalic', size: 16, color: MUTED, tracking: 0.4, align: 'center' };
  y += 7 + spacedBox(doc, t.heading, CX - COLUMN / 2, y + 7, COLUMN, heading, 1);

  // The block under the heading, measured first and then centred in the space above the bottom row.
  // 92 pt is 123 CSS px: the seal is shown at 120 px or more wherever an award is the subject
  // (docs/product.md#award-marks).
  const sealSize = 92;
  const levelText = CJK.test(level) ? level : level.toLocaleUpperCase('en-US');
  const levelStyle: Style = CJK.test(level) ? { font: 'medium', size: 15, tracking: 5, align: 'center' } : { font: 'medium', size: 12, tracking: 3.2, align: 'center' };
  const levelHeight = measureSpaced(doc, levelText, levelStyle, COLUMN, 2);
  const titleText = title || '—';
  // As large as fits in two lines, else smaller in three.
  const titleStyle = fitStyle(doc, titleText, display(titleText, 34), COLUMN, 2, 22) ?? fitStyle(doc, titleText, display(titleText, 22), COLUMN, 3, 17)!;
  const titleHeight = measure(doc, titleText, titleStyle, COLUMN, 3);
  // The winner is named once: credits that name them stand in the name's place, in ink; credits
  // that are only the name are not printed again. Credits keep the winner's line breaks.
  const who = namesWinner(credits, winner);
  const nameLine = who === 'within' ? '' : winner;
  const creditsText = who === 'same' ? '' : credits;
  const winnerStyle = fitStyle(doc, nameLine, { font: 'regular', size: 15, tracking: 0.3, align: 'center' }, COLUMN, 1, 10) ?? { font: 'regular', size: 10, align: 'center' };
  const winnerHeight = measure(doc, nameLine, winnerStyle, COLUMN, 2);
  const facts = [category, season].filter(Boolean).join('   ·   ');
  const factText = CJK.test(facts) ? facts : facts.toLocaleUpperCase('en-US');
  const factStyle: Style = { font: 'medium', size: CJK.test(facts) ? 8.5 : 7.8, tracking: CJK.test(facts) ? 1.5 : 2, align: 'center' };
  const factsHeight = measureSpaced(doc, factText, factStyle, COLUMN, 2);
  const creditStyle: Style =
    who === 'within' ? { font: 'regular', size: 10.5, lineGap: 2.5, align: 'center' } : { font: 'regular', size: 8.5, color: MUTED, lineGap: 2, align: 'center' };
  const creditW = who === 'within' ? COLUMN : COLUMN * 0.8;
  const creditGap = nameLine ? 8 : 10;
  const top = y + 20;
  const fixed = sealSize + 8 + levelHeight + 14 + titleHeight + (nameLine ? 12 + winnerHeight : 0) + 18 + factsHeight;
  // Credits get the lines left over, four at most.
  const room = TEXT_BOTTOM - top - fixed - creditGap;
  const creditLines = creditsText ? Math.max(0, Math.min(4, Math.floor(room / lineHeight(doc, creditStyle)))) : 0;
  const creditsHeight = creditLines ? creditGap + measureParagraphs(doc, creditsText, creditStyle, creditW, creditLines) : 0;
  y = top + Math.max(0, (TEXT_BOTTOM - top - fixed - creditsHeight) / 2);

  drawSeal(doc, CX, y + sealSize / 2, sealSize, level);
  y += sealSize + 8;
  y += 14 + spacedBox(doc, levelText, CX - COLUMN / 2, y, COLUMN, levelStyle, 2);
  y += balancedBox(doc, titleText, CX, y, COLUMN, titleStyle, 3);
  if (nameLine) y += 12 + textBox(doc, nameLine, CX - COLUMN / 2, y + 12, COLUMN, winnerStyle, 2);
  if (creditLines) y += creditGap + paragraphsBox(doc, creditsText, CX, y + creditGap, creditW, creditStyle, creditLines);
  spacedBox(doc, factText, CX - COLUMN / 2, Math.min(y + 18, TEXT_BOTTOM - factsHeight), COLUMN, factStyle, 2);

  const chair = cleanText(input.juryChair);
  drawBottomRow(doc, t, { date: formatDate(input.issuedAt, input.locale), code, url, color, chair, signature: chair ? input.signaturePng : null });
  return finish();
}

/**
 * Whether `credits` name the winner: `same` when they are only the name, `within` when the name
 * stands in them as whole words (in Chinese, as characters), ignoring case and spacing.
 */
function namesWinner(credits: string, winner: string): 'same' | 'within' | 'no' {
  const norm = (s: string) => s.normalize('NFKC').toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();
  const [c, w] = [norm(credits), norm(winner)];
  if (!c || !w) return 'no';
  if (c === w) return 'same';
  if (CJK.test(w)) return c.includes(w) ? 'within' : 'no';
  const name = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, 'u').test(c) ? 'within' : 'no';
}

/** The display serif where it has every glyph of `text`, else Noto Sans SC Light. */
const display = (text: string, size: number): Style =>
  displayCovers(text) ? { font: 'display', size, lineGap: -size * 0.08, align: 'center' } : { font: 'light', size: size * 0.86, lineGap: size * 0.08, align: 'center' };
