import { AWARD_TONE_COLORS, AWARD_TONE_MARKS, awardTone, type AwardTone } from './award-tone.ts';

/**
 * The award mark's drawing (docs/product.md#award-marks) on a 40×40 box, shared by the web app's
 * seal, the server's link-preview image and the award certificate, so all three draw one seal.
 */

/** A notched disc's outline (points alternate between two radii). */
function notchedDisc(cx: number, cy: number, r: number, inner: number, notches: number): string {
  const points: string[] = [];
  for (let i = 0; i < notches * 2; i++) {
    const angle = (Math.PI * i) / notches - Math.PI / 2;
    const radius = i % 2 ? inner : r;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join('L')}Z`;
}

/** A five-pointed star's outline. */
function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = (Math.PI * i) / 5 - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join('L')}Z`;
}

/**
 * The wreath: two arcs round the seal's centre from the bottom up each side, with leaves in pairs
 * along them, each pointing up its branch and tilted away from it. The right branch mirrors the
 * left.
 */
function wreath(): { branches: [string, string]; leaves: (readonly [number, number, number])[] } {
  const [cx, cy, r] = [20, 20, 10.2];
  const at = (deg: number, radius = r) => {
    const rad = (deg * Math.PI) / 180;
    return { x: cx + radius * Math.cos(rad), y: cy + radius * Math.sin(rad) };
  };
  const round = (n: number) => Number(n.toFixed(2));
  const [from, to] = [at(98), at(228)];
  const left = `M${round(from.x)} ${round(from.y)}A${r} ${r} 0 0 1 ${round(to.x)} ${round(to.y)}`;
  const right = `M${round(40 - from.x)} ${round(from.y)}A${r} ${r} 0 0 0 ${round(40 - to.x)} ${round(to.y)}`;
  const leaves: (readonly [number, number, number])[] = [];
  for (const deg of [112, 138, 164, 190, 216]) {
    for (const side of [1, -1]) {
      // Outside the stem (side 1) or inside it, half a leaf further up the branch.
      const base = at(deg + 5, r + side * 1.9);
      const angle = deg - side * 28;
      leaves.push([round(base.x), round(base.y), angle], [round(40 - base.x), round(base.y), -angle]);
    }
  }
  return { branches: [left, right], leaves };
}

const WREATH = wreath();
export const SEAL_DISC = notchedDisc(20, 20, 20, 18.4, 30);
/** The wreath's branches, stroked `SEAL_STEM_WIDTH` wide. */
export const SEAL_BRANCHES: readonly string[] = WREATH.branches;
export const SEAL_STEM_WIDTH = 1;
/** The wreath's leaves: centre x, centre y and turn in degrees, each an ellipse of `SEAL_LEAF`. */
export const SEAL_LEAVES: readonly (readonly [number, number, number])[] = WREATH.leaves;
export const SEAL_LEAF = { rx: 1.05, ry: 2.35 } as const;

/**
 * Where the stars of 1 to 4 sit inside the wreath (centre x, centre y, outer radius): one large
 * in the middle, then a pair, a triangle and a diamond, each kept clear of the leaves (about 6.5
 * from the centre) so the count reads at a glance from 48 px up.
 */
const STAR_LAYOUTS: Readonly<Record<1 | 2 | 3 | 4, readonly (readonly [number, number, number])[]>> = {
  1: [[20, 19.4, 3.4]],
  2: [
    [16.9, 19.6, 2.9],
    [23.1, 19.6, 2.9],
  ],
  3: [
    [20, 16.7, 2.5],
    [17.1, 21.6, 2.5],
    [22.9, 21.6, 2.5],
  ],
  4: [
    [20, 15.4, 2.3],
    [15.8, 19.8, 2.3],
    [24.2, 19.8, 2.3],
    [20, 24.2, 2.3],
  ],
};

/** A ring round the seal's centre: radius, stroke width, colour and opacity. */
export interface SealRing {
  r: number;
  width: number;
  color: string;
  opacity: number;
}

/**
 * Everything a seal draws besides the disc and the wreath, for one tone: the fill, the rings, the
 * stars (outlines) and the laurel's dot. The distinguishing rule itself is `AWARD_TONE_MARKS`.
 */
export interface SealArt {
  tone: AwardTone;
  fill: string;
  rings: readonly SealRing[];
  stars: readonly string[];
  dot: { cx: number; cy: number; r: number } | null;
}

const OUTER_RING: SealRing = { r: 15.6, width: 0.9, color: '#ffffff', opacity: 0.85 };
/** Platinum's second ring: a light band inside the white one, in a pale tint of its blue-grey. */
const INNER_RING: SealRing = { r: 13.9, width: 1.3, color: '#cfdce8', opacity: 1 };

export function sealArt(tone: AwardTone): SealArt {
  const { stars, innerRing } = AWARD_TONE_MARKS[tone];
  return {
    tone,
    fill: AWARD_TONE_COLORS[tone],
    rings: innerRing ? [OUTER_RING, INNER_RING] : [OUTER_RING],
    stars: stars ? STAR_LAYOUTS[stars].map(([x, y, r]) => star(x, y, r)) : [],
    dot: stars ? null : { cx: 20, cy: 19.6, r: 1.9 },
  };
}

/**
 * The seal's shapes as SVG elements on the 40 × 40 box, for a document to place (the link
 * preview's badge, the downloadable seal).
 */
export function awardSealElements(levelName: string): string {
  const art = sealArt(awardTone(levelName));
  const leaves = SEAL_LEAVES.map(
    ([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="${SEAL_LEAF.rx}" ry="${SEAL_LEAF.ry}" transform="rotate(${a} ${x} ${y})"/>`,
  ).join('');
  const rings = art.rings
    .map((g) => `<circle cx="20" cy="20" r="${g.r}" fill="none" stroke="${g.color}" stroke-opacity="${g.opacity}" stroke-width="${g.width}"/>`)
    .join('');
  const dot = art.dot ? `<circle cx="${art.dot.cx}" cy="${art.dot.cy}" r="${art.dot.r}"/>` : '';
  return (
    `<path d="${SEAL_DISC}" fill="${art.fill}"/>` +
    rings +
    `<g fill="none" stroke="#ffffff" stroke-width="${SEAL_STEM_WIDTH}" stroke-linecap="round">${SEAL_BRANCHES.map((d) => `<path d="${d}"/>`).join('')}</g>` +
    `<g fill="#ffffff">${leaves}${art.stars.map((d) => `<path d="${d}"/>`).join('')}${dot}</g>`
  );
}

/** The seal of a level (named in any language) as a standalone SVG document of `size` pixels. */
export function awardSealSvg(levelName: string, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">${awardSealElements(levelName)}</svg>`;
}
