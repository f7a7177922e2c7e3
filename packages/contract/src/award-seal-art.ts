import { AWARD_TONE_COLORS, awardTone } from './award-tone.ts';

/**
 * The award mark's drawing (docs/product.md#award-marks) on a 40×40 box, shared by the web app's
 * seal and the server's link-preview image, so both draw one seal.
 */

/** A notched disc's outline (points alternate between two radii), as the certificate draws it. */
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

export const SEAL_DISC = notchedDisc(20, 20, 20, 18.4, 30);
export const SEAL_STAR = star(20, 16.6, 3.6);
/** The wreath's branches. */
export const SEAL_BRANCHES = ['M20 29.5c-5.6-1.2-9.6-5.8-9.6-12', 'M20 29.5c5.6-1.2 9.6-5.8 9.6-12'] as const;
/** The wreath's leaves: centre x, centre y and turn in degrees. */
export const SEAL_LEAVES = [
  [10.4, 15.2, -20],
  [11.2, 21.2, -50],
  [14.6, 26, -72],
  [29.6, 15.2, 20],
  [28.8, 21.2, 50],
  [25.4, 26, 72],
] as const;

/** The seal of a level (named in any language) as a standalone SVG document of `size` pixels. */
export function awardSealSvg(levelName: string, size: number): string {
  const fill = AWARD_TONE_COLORS[awardTone(levelName)];
  const leaves = SEAL_LEAVES.map(([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="1.15" ry="2.4" transform="rotate(${a} ${x} ${y})"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">` +
    `<path d="${SEAL_DISC}" fill="${fill}"/>` +
    '<circle cx="20" cy="20" r="15.6" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="0.9"/>' +
    `<g fill="none" stroke="#ffffff" stroke-width="1.4" stroke-linecap="round">${SEAL_BRANCHES.map((d) => `<path d="${d}"/>`).join('')}</g>` +
    `<g fill="#ffffff">${leaves}<path d="${SEAL_STAR}"/></g>` +
    '</svg>'
  );
}
