import { awardSealSvg } from '@laurel/contract';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { levelColor } from '../../../src/services/documents/award-seal.ts';
import { renderCertificatePdf } from '../../../src/services/documents/render-certificate.ts';
import { type Layout, misplacedWords, pdfFonts, pdfLayout, pdfPng, pdfText } from './poppler.ts';
import { certificateEn, certificateLong, certificateZh } from './samples.ts';

/** The QR code a phone would find in the page's bottom-right quarter, rendered at 200 dpi. */
async function readQr(pdf: Buffer): Promise<string | undefined> {
  const page = sharp(await pdfPng(pdf, 200));
  const { width, height } = await page.metadata();
  const corner = { left: Math.floor(width / 2), top: Math.floor(height / 2), width: Math.ceil(width / 2), height: Math.ceil(height / 2) };
  const { data, info } = await page.extract(corner).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/** How many pixels of the page at 36 dpi are near `hex` (a sum of channel differences under 40). */
async function pixelsNear(pdf: Buffer, hex: string): Promise<number> {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const { data } = await sharp(await pdfPng(pdf, 36)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += 3) if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 40) count++;
  return count;
}

/**
 * How far the seal on the page is from the web app's award mark for `markOf` (awardSealSvg, drawn
 * by librsvg at the same size): the mean difference of grey levels (0–255) over the seal's square,
 * the box of the level's colour between the heading and the level's name, at 144 dpi; and the
 * seal's size in CSS px (96 to the inch).
 */
async function sealDistance(pdf: Buffer, level: string, heading: string, name: string, markOf = level): Promise<{ distance: number; cssPx: number }> {
  const words = (await pdfLayout(pdf)).pages[0]!.words;
  const [above, below] = [words.find((w) => w.text === heading)!, words.find((w) => w.text === name)!];
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(levelColor(level).slice(i, i + 2), 16)) as [number, number, number];
  const page = sharp(await pdfPng(pdf, 144)).removeAlpha();
  const { data, info } = await page.clone().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = Math.ceil(above.yMax * 2); y < Math.floor(below.yMin * 2); y++) {
    for (let x = 100; x < info.width - 100; x++) {
      const i = (y * info.width + x) * 3;
      if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 60) {
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      }
    }
  }
  const size = Math.max(right - left, bottom - top) + 1;
  const region = { left: Math.round((left + right + 1 - size) / 2), top: Math.round((top + bottom + 1 - size) / 2), width: size, height: size };
  // Softened alike, so that the two rasterisers' anti-aliasing does not count.
  const drawn = await page.extract(region).greyscale().blur(1.5).raw().toBuffer();
  const mark = await sharp(Buffer.from(awardSealSvg(markOf, size))).flatten({ background: '#ffffff' }).greyscale().blur(1.5).raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < drawn.length; i++) sum += Math.abs(drawn[i]! - mark[i]!);
  return { distance: sum / drawn.length, cssPx: (size * 96) / 144 };
}

/** How many pixels of the page at 72 dpi inside `box` (points) are dark: drawn ink, not paper. */
async function inkIn(pdf: Buffer, box: { xMin: number; yMin: number; xMax: number; yMax: number }): Promise<number> {
  const region = { left: Math.floor(box.xMin), top: Math.floor(box.yMin), width: Math.ceil(box.xMax - box.xMin), height: Math.ceil(box.yMax - box.yMin) };
  const { data } = await sharp(await pdfPng(pdf, 72)).extract(region).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((v) => v < 200).length;
}

/** The text's lines as pdftotext reads them, trimmed. */
const linesOf = async (pdf: Buffer) => (await pdfText(pdf)).split('\n').map((l) => l.trim());

/** Words outside the inner frame (30 pt in) or on top of one another. */
const misplaced = (layout: Layout) => misplacedWords(layout, { left: 31, top: 31, right: 841.89 - 31, bottom: 595.28 - 31 });

describe('renderCertificatePdf', () => {
  it('prints an English certificate on one landscape page with everything a winner expects', async () => {
    const pdf = await renderCertificatePdf(certificateEn());
    const layout = await pdfLayout(pdf);
    expect(layout.pages).toHaveLength(1);
    expect(layout.pages[0]).toMatchObject({ width: 841.89, height: 595.28 });
    expect(layout.title).toBe('Gold — Tidal — a modular lamp that follows the day');
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      'Certificate of Award',
      'GOLD',
      'Tidal — a modular lamp that follows the day',
      'Studio Nord AB',
      'Design: Anna Lindqvist, Erik Holm',
      'Engineering: Mira Sato',
      '20 June 2026',
      'LDA-7K3F-9QX2',
      'https://laurel.example/verify/LDA-7K3F-9QX2',
    ]) {
      expect(text).toContain(expected);
    }
    const words = layout.pages[0]!.words.map((w) => w.text).join(' ');
    expect(words).toContain('PRODUCT DESIGN');
    expect(words).toContain('CHAIR OF THE JURY');
    expect(misplaced(layout)).toEqual([]);
    const fonts = await pdfFonts(pdf);
    expect(fonts.every((f) => f.embedded && f.subset && f.unicode)).toBe(true);
    expect(fonts.map((f) => f.name).join(' ')).toContain('CormorantGaramond');
  });

  it('draws a QR code that decodes to the verification address', async () => {
    const doc = certificateEn();
    expect(await readQr(await renderCertificatePdf(doc))).toBe(doc.verificationUrl);
  });

  it('prints a Chinese certificate whose Chinese text comes back out of the PDF', async () => {
    const doc = certificateZh();
    const pdf = await renderCertificatePdf(doc);
    const text = await pdfText(pdf);
    for (const expected of ['获奖证书', '银奖', '张伟', '山水之间', '城市书店空间设计', '空间设计', '2026年6月20日', '评审委员会主席', 'LDA-2M8P-4RT6']) {
      expect(text.replace(/\s+/g, '')).toContain(expected);
    }
    expect(text).toContain('上海山水设计有限公司');
    expect(text.match(/张伟/g)).toHaveLength(1);
    expect(misplaced(await pdfLayout(pdf))).toEqual([]);
    expect(await readQr(pdf)).toBe(doc.verificationUrl);
  });

  it('names the winner once and keeps the credits’ lines', async () => {
    const count = async (doc: Parameters<typeof renderCertificatePdf>[0]) => (await pdfText(await renderCertificatePdf(doc))).match(/Anna Lindqvist/g)?.length;
    // Credits that name the winner stand in the name's place, line by line.
    const named = await linesOf(await renderCertificatePdf(certificateEn()));
    expect(named.filter((l) => l.includes('Anna Lindqvist'))).toEqual(['Design: Anna Lindqvist, Erik Holm']);
    expect(named).toEqual(expect.arrayContaining(['Studio Nord AB', 'Design: Anna Lindqvist, Erik Holm', 'Engineering: Mira Sato']));
    // Each centred on the page, a line ended by a break as well as the last.
    const words = (await pdfLayout(await renderCertificatePdf(certificateEn()))).pages[0]!.words;
    for (const [first, last] of [['Studio', 'AB'], ['Design:', 'Holm'], ['Engineering:', 'Sato']]) {
      const [a, b] = [words.find((w) => w.text === first)!, words.find((w) => w.text === last)!];
      expect(Math.abs((a.xMin + b.xMax) / 2 - 841.89 / 2), first).toBeLessThan(1);
    }
    // Credits that are only the name (any case or spacing): the name once.
    expect(await count(certificateEn({ credits: 'anna  lindqvist' }))).toBe(1);
    expect(await count(certificateEn({ credits: null }))).toBe(1);
    // Credits that do not name the winner: the name, then the credits under it.
    const other = await linesOf(await renderCertificatePdf(certificateEn({ credits: 'Studio Nord AB\nPhotography: Mira Sato' })));
    expect(other.filter((l) => l.includes('Anna Lindqvist'))).toEqual(['Anna Lindqvist']);
    expect(other.indexOf('Photography: Mira Sato')).toBe(other.indexOf('Studio Nord AB') + 1);
    // A name inside another word is not the winner's: "Ann" is not in "Annabel".
    const ann = await linesOf(await renderCertificatePdf(certificateEn({ winnerName: 'Ann', credits: 'Design: Annabel Ek' })));
    expect(ann).toEqual(expect.arrayContaining(['Ann', 'Design: Annabel Ek']));
  });

  it('names the jury chair on the signature line, under their signature, and draws no empty line without one', async () => {
    const signature = await sharp(Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><path d="M10 80 C 60 0, 120 100, 180 40 S 300 90, 390 20" stroke="#1a237e" stroke-width="6" fill="none"/></svg>',
    )).png().toBuffer();
    // The middle of the bottom row: the rule at 500 pt and the 40 pt above the name.
    const rule = { xMin: 340, yMin: 498, xMax: 500, yMax: 502 };
    const above = (name: { yMin: number }) => ({ xMin: 336, yMin: name.yMin - 42, xMax: 506, yMax: name.yMin - 2 });

    const signed = await renderCertificatePdf(certificateEn({ signaturePng: signature }));
    expect(await linesOf(signed)).toEqual(expect.arrayContaining(['Prof. Lena Berg', 'CHAIR OF THE JURY']));
    const name = (await pdfLayout(signed)).pages[0]!.words.find((w) => w.text === 'Lena')!;
    expect(await inkIn(signed, rule)).toBeGreaterThan(100);
    expect(await inkIn(signed, above(name))).toBeGreaterThan(300);
    expect(misplaced(await pdfLayout(signed))).toEqual([]);

    const typed = await renderCertificatePdf(certificateEn());
    expect(await linesOf(typed)).toEqual(expect.arrayContaining(['Prof. Lena Berg', 'CHAIR OF THE JURY']));
    expect(await inkIn(typed, above(name))).toBe(0);

    const none = await renderCertificatePdf(certificateEn({ juryChair: null, signaturePng: signature }));
    expect((await pdfText(none)).replace(/\s+/g, ' ')).not.toMatch(/CHAIR OF THE JURY|Lena Berg/);
    expect(await inkIn(none, rule)).toBe(0);
    expect(await inkIn(none, above(name))).toBe(0);
    const zh = await pdfText(await renderCertificatePdf(certificateZh({ juryChair: null })));
    expect(zh).not.toContain('评审委员会主席');
  });

  it('sets its letter-spaced labels so that they read back as words, where they are drawn', async () => {
    const en = await renderCertificatePdf(certificateEn());
    // Each letter of a spaced label stands apart; a reader still gets the words, not "D AT E".
    expect(await linesOf(en)).toEqual(
      expect.arrayContaining(['LAUREL DESIGN AWARD', 'PRODUCT DESIGN · 2026', 'VERIFY THIS CERTIFICATE', 'LDA-7K3F-9QX2', 'DATE']),
    );
    const zh = await renderCertificatePdf(certificateZh());
    expect(await linesOf(zh)).toEqual(expect.arrayContaining(['桂冠设计奖', '获奖证书', '空间设计 · 2026 赛季', '证书验证', 'LDA-2M8P-4RT6', '颁发日期']));
    // The words a reader selects stand on their letters.
    const words = (await pdfLayout(en)).pages[0]!.words;
    for (const label of ['LAUREL', 'VERIFY', 'DATE', 'LDA-7K3F-9QX2']) {
      const word = words.find((w) => w.text === label)!;
      expect(word, label).toBeDefined();
      expect(await inkIn(en, word), label).toBeGreaterThan(10);
    }
  });

  it('draws the award’s own mark, the one the site shows, large and in the level’s metal', async () => {
    for (const [level, name] of [['Platinum', 'PLATINUM'], ['Gold', 'GOLD'], ['Bronze', 'BRONZE'], ['Honourable Mention', 'HONOURABLE']]) {
      const { distance, cssPx } = await sealDistance(await renderCertificatePdf(certificateEn({ awardLevel: level })), level!, 'Certificate', name!);
      // 4–7 for the same mark; a plain disc in the same metal is 23 away.
      expect(distance, level).toBeLessThan(10);
      // Large wherever an award is the subject (docs/product.md#award-marks): 120 CSS px or more.
      expect(cssPx, level).toBeGreaterThanOrEqual(120);
    }
    const silver = await sealDistance(await renderCertificatePdf(certificateZh()), '银奖', '获奖证书', '银奖');
    expect(silver.distance).toBeLessThan(10);
    // Silver's mark where platinum's is drawn is far off: the stars and rings tell them apart.
    const platinum = await renderCertificatePdf(certificateEn({ awardLevel: 'Platinum' }));
    expect((await sealDistance(platinum, 'Platinum', 'Certificate', 'PLATINUM', 'Silver')).distance).toBeGreaterThan(12);
  });

  it('colours the seal and frame by level', async () => {
    // Old gold and a neutral silver grey, as organisers' own award material shows them.
    const [GOLD, SILVER] = ['#b8860b', '#8a8a8c'];
    const gold = await renderCertificatePdf(certificateEn({ awardLevel: 'Gold' }));
    const silver = await renderCertificatePdf(certificateEn({ awardLevel: '银奖' }));
    expect(await pixelsNear(gold, GOLD)).toBeGreaterThan(1000);
    expect(await pixelsNear(silver, GOLD)).toBeLessThan(50);
    // Grey type's anti-aliased edges come near silver too: the silver seal must outweigh them.
    const silverOnGold = await pixelsNear(gold, SILVER);
    const silverOnSilver = await pixelsNear(silver, SILVER);
    expect(silverOnSilver).toBeGreaterThan(1000 + silverOnGold);
  });

  it('keeps 200-character strings inside the frame and the long address readable in the QR code', async () => {
    const doc = certificateLong();
    const pdf = await renderCertificatePdf(doc);
    const layout = await pdfLayout(pdf);
    expect(layout.pages).toHaveLength(1);
    expect(misplaced(layout)).toEqual([]);
    expect(await readQr(pdf)).toBe(doc.verificationUrl);
    // The level's name under the seal is whole, its words on one line.
    expect(await linesOf(pdf)).toContain('HONOURABLE MENTION');
  });

  it('survives hostile strings and an empty verification address', async () => {
    const pdf = await renderCertificatePdf(
      certificateEn({ entryTitle: '\u0000\ud800Title\u202e\u0007', winnerName: '\udfff', credits: '\u0000', verificationUrl: '', awardLevel: '' }),
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Title');
    expect([...text].filter((c) => c < '\u0009' || c === '\u202e')).toEqual([]);
  });

  it('gives the same bytes for the same certificate', async () => {
    const [a, b] = await Promise.all([renderCertificatePdf(certificateZh()), renderCertificatePdf(certificateZh())]);
    expect(a.equals(b)).toBe(true);
  });
});
