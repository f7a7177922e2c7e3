import { AWARD_TONE_COLORS, awardSealElements, awardTone } from '@laurel/contract';
import sharp from 'sharp';
import { say } from '../../lib/texts/say.ts';
import type { DocumentLocale } from './document-types.ts';
import { INK, MUTED } from './pdf-document.ts';
import { fontFile } from './pdf-fonts.ts';
import { cleanText, documentLanguage } from './pdf-text.ts';

/** What the downloadable seal says: its level (as the reader names it), the award and the year. */
export interface AwardSealDocument {
  levelName: string;
  siteName: string;
  year: number;
  locale: DocumentLocale;
}

/** The SVG's box: the seal 400 across, the level's name and the award's line under it. */
const W = 480;
const H = 600;
const TEXT_W = 424;
/** The PNG's width: 1200 px at 300 dpi is a 4-inch (10 cm) seal, enough for print. */
export const SEAL_PNG_WIDTH = 1200;
export const SEAL_PNG_DPI = 300;
/**
 * The face the text is set in: the documents' Noto Sans SC (pdf-fonts.ts), which has Latin and
 * Chinese; a viewer without it takes the next. The PNG is drawn with exactly this file.
 */
const FAMILY = "'Noto Sans SC', 'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let fonts: Promise<void> | undefined;

/**
 * Makes the bundled faces known to librsvg, which sets an SVG's text with the fonts fontconfig
 * knows, and a server may have none with Chinese. sharp's text input adds a font file to
 * fontconfig's application fonts, where librsvg then finds it by family name, but only when that
 * happens before librsvg sets its first text: it builds its font map once per process. No other
 * SVG the server draws has text (the link preview's seal has none), so this runs before any seal
 * is measured or drawn.
 */
function loadFonts(): Promise<void> {
  fonts ??= Promise.all(
    (['regular', 'medium'] as const).map((face) => sharp({ text: { text: 'x', font: 'Noto Sans SC', fontfile: fontFile(face) } }).png().toBuffer()),
  ).then(
    () => undefined,
    (error: unknown) => {
      fonts = undefined;
      throw error;
    },
  );
  return fonts;
}

/** The width in px of `text` set at `size` px in the bundled face, `spacing` px between letters. */
async function measure(text: string, face: 'regular' | 'medium', size: number, spacing: number): Promise<number> {
  await loadFonts();
  const markup = `<span letter_spacing="${Math.round(spacing * 1024)}">${xml(text)}</span>`;
  const font = `Noto Sans SC${face === 'medium' ? ' Medium' : ''} ${size}`;
  const { info } = await sharp({ text: { text: markup, font, fontfile: fontFile(face), dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

/**
 * `text` as large as fits one line of the text's width, up to `max` px; below `min` px it is cut
 * and ends in an ellipsis, so no name ever runs past the edge.
 */
async function fit(text: string, face: 'regular' | 'medium', max: number, min: number, spacingEm: number): Promise<{ text: string; size: number }> {
  if (!text) return { text, size: max };
  const wide = await measure(text, face, 100, spacingEm * 100);
  const size = Math.min(max, Math.floor((TEXT_W * 100) / Math.max(wide, 1)));
  if (size >= min) return { text, size };
  const chars = [...text];
  for (let keep = Math.floor((chars.length * TEXT_W * 100) / (wide * min)); keep > 0; keep--) {
    const cut = `${chars.slice(0, keep).join('').trimEnd()}…`;
    if ((await measure(cut, face, min, spacingEm * min)) <= TEXT_W) return { text: cut, size: min };
  }
  return { text: '…', size: min };
}

/**
 * The award's seal as a file for the winner's own use (docs/product.md#award-marks): the seal as
 * the site draws it (the contract's award-seal-art.ts), the level's name under it in ink, a short
 * rule in the level's metal and the award's name with the season's year, as text a designer can
 * select and a reader can search.
 */
export async function renderAwardSealSvg(input: AwardSealDocument): Promise<string> {
  const level = cleanText(input.levelName);
  const site = cleanText(input.siteName);
  const cjkLevel = CJK.test(level);
  const levelSpacing = cjkLevel ? 0.16 : 0.08;
  const name = await fit(cjkLevel ? level : level.toLocaleUpperCase('en-US'), 'medium', 46, 20, levelSpacing);
  const language = documentLanguage(input.locale);
  const yearText = say(language, 'awardSeal.year', { year: input.year });
  const line = await fit(site ? `${site} · ${yearText}` : yearText, 'regular', 24, 13, 0.02);
  const title = `${level} — ${site} ${input.year}`.trim();
  const text = (y: number, t: { text: string; size: number }, weight: number, spacingEm: number, fill: string) =>
    `<text x="${W / 2}" y="${y}" text-anchor="middle" font-family="${xml(FAMILY)}" font-size="${t.size}" font-weight="${weight}" letter-spacing="${(spacingEm * t.size).toFixed(2)}" fill="${fill}">${xml(t.text)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" lang="${language}" role="img">` +
    `<title>${xml(title)}</title>` +
    `<g transform="translate(${(W - 400) / 2} 20) scale(10)">${awardSealElements(level)}</g>` +
    text(496, name, 500, levelSpacing, INK) +
    `<rect x="${W / 2 - 24}" y="516" width="48" height="3" fill="${AWARD_TONE_COLORS[awardTone(level)]}"/>` +
    text(560, line, 400, 0.02, MUTED) +
    '</svg>\n'
  );
}

/** The seal's SVG drawn as a PNG, `SEAL_PNG_WIDTH` wide on a transparent ground, in the bundled face. */
export async function renderAwardSealPng(svg: string): Promise<Buffer> {
  await loadFonts();
  return sharp(Buffer.from(svg), { density: (72 * SEAL_PNG_WIDTH) / W })
    .png()
    .withMetadata({ density: SEAL_PNG_DPI })
    .toBuffer();
}
