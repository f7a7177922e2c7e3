import { describe, expect, it } from 'vitest';
import { AWARD_TONE_COLORS, AWARD_TONE_MARKS, awardSealElements, sealArt, type AwardTone } from '../src/index.ts';

/*
 * Each award level's seal is its own (docs/product.md#award-marks): no two tones alike in colour,
 * and none told from another by colour alone.
 */

const TONES = Object.keys(AWARD_TONE_COLORS) as AwardTone[];
const PAIRS = TONES.flatMap((a, i) => TONES.slice(i + 1).map((b) => [a, b] as const));
/** A level's name for each tone, as organisers write them. */
const NAMES: Record<AwardTone, string> = { platinum: 'Platinum', gold: 'Gold', silver: 'Silver', bronze: 'Bronze', laurel: 'Honourable Mention' };
/**
 * The backgrounds seals stand on: white (cards, the certificate), the site's paper
 * (apps/web/src/app/theme.ts BRAND.paper) and the link preview's (winner-og-image.ts PAPER).
 */
const BACKGROUNDS = ['#ffffff', '#f7f5f0', '#f5f3ee'];

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = channels(hex).map(linear) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** CIE L*a*b* (D65) of an sRGB colour. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  const xyz = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883];
  const [fx, fy, fz] = xyz.map((t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116)) as [number, number, number];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIEDE2000 colour difference of two L*a*b* colours (Sharma, Wu and Dalal's formulation). */
function deltaE2000Lab([L1, a1, b1]: number[], [L2, a2, b2]: number[]): number {
  const rad = Math.PI / 180;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const [a1p, a2p] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(a1p, b1), Math.hypot(a2p, b2)];
  const hue = (a: number, b: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const [h1, h2] = [hue(a1p, b1), hue(a2p, b2)];
  let dh = c1 * c2 === 0 ? 0 : h2 - h1;
  if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * rad);
  const lBar = (L1 + L2) / 2;
  const cBarP = (c1 + c2) / 2;
  const hBar = c1 * c2 === 0 ? h1 + h2 : Math.abs(h1 - h2) > 180 ? (h1 + h2 + 360) / 2 : (h1 + h2) / 2;
  const t = 1 - 0.17 * Math.cos((hBar - 30) * rad) + 0.24 * Math.cos(2 * hBar * rad) + 0.32 * Math.cos((3 * hBar + 6) * rad) - 0.2 * Math.cos((4 * hBar - 63) * rad);
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sc = 1 + 0.045 * cBarP;
  const sh = 1 + 0.015 * cBarP * t;
  const rt = -Math.sin(2 * 30 * Math.exp(-(((hBar - 275) / 25) ** 2)) * rad) * 2 * Math.sqrt(cBarP ** 7 / (cBarP ** 7 + 25 ** 7));
  const [dl, dc, dhh] = [(L2 - L1) / sl, (c2 - c1) / sc, dH / sh];
  return Math.sqrt(dl ** 2 + dc ** 2 + dhh ** 2 + rt * dc * dhh);
}

const deltaE2000 = (x: string, y: string) => deltaE2000Lab(lab(x), lab(y));

describe('award tones (docs/product.md#award-marks)', () => {
  it('measures colour difference as CIEDE2000 does', () => {
    // Pairs 1, 17 and 25 of Sharma, Wu and Dalal's published test data.
    expect(deltaE2000Lab([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(deltaE2000Lab([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
    expect(deltaE2000Lab([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387])).toBeCloseTo(1.2644, 4);
    expect(deltaE2000('#7f8388', '#7f8388')).toBe(0);
    expect(deltaE2000('#000000', '#ffffff')).toBeCloseTo(100, 0);
    expect(deltaE2000('#ff0000', '#00ff00')).toBeGreaterThan(80);
  });

  it('keeps every tone at 3:1 or more against white and the paper backgrounds, for white marks on it', () => {
    for (const tone of TONES) {
      for (const bg of BACKGROUNDS) expect(contrast(AWARD_TONE_COLORS[tone], bg), `${tone} on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(PAIRS)('tells %s from %s by colour: CIEDE2000 over 20', (a, b) => {
    // Platinum #4f6470 and silver #7f8388, both grey, were 14.9 apart and taken for one another.
    expect(deltaE2000(AWARD_TONE_COLORS[a], AWARD_TONE_COLORS[b])).toBeGreaterThan(20);
  });

  it.each(PAIRS)('tells %s from %s without colour: a mark of its own', (a, b) => {
    expect(AWARD_TONE_MARKS[a]).not.toEqual(AWARD_TONE_MARKS[b]);
    // Drawn in one ink (a grey print, a colour-blind eye), the two seals still differ.
    const oneInk = (tone: AwardTone) => awardSealElements(NAMES[tone]).replace(/#[0-9a-f]{6}/gi, '#000000');
    expect(oneInk(a)).not.toBe(oneInk(b));
  });

  it('counts stars in the metals’ order, platinum most, and gives only the laurel none', () => {
    expect(TONES.map((tone) => [tone, sealArt(tone).stars.length])).toEqual([
      ['platinum', 4],
      ['gold', 3],
      ['silver', 2],
      ['bronze', 1],
      ['laurel', 0],
    ]);
    expect(sealArt('laurel').dot).not.toBeNull();
    expect(sealArt('platinum').rings).toHaveLength(2);
  });
});
