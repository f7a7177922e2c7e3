import { AWARD_TONE_COLORS, awardTone } from '@laurel/contract';
import './award-seal.css';

/** A notched disc's outline, as the certificate draws it (points alternate between two radii). */
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

interface Leaf {
  x: number;
  y: number;
  angle: number;
}

/**
 * One branch of the wreath: an arc round the seal's centre from the bottom up the left side, with
 * leaves in pairs along it, each pointing up the branch and tilted away from it. The right branch
 * is its mirror image.
 */
function branch(): { stem: string; leaves: Leaf[] } {
  const [cx, cy, r] = [20, 20, 10.2];
  const at = (deg: number, radius = r) => {
    const rad = (deg * Math.PI) / 180;
    return { x: cx + radius * Math.cos(rad), y: cy + radius * Math.sin(rad) };
  };
  const [from, to] = [at(98), at(228)];
  const stem = `M${from.x.toFixed(2)} ${from.y.toFixed(2)}A${r} ${r} 0 0 1 ${to.x.toFixed(2)} ${to.y.toFixed(2)}`;
  const leaves: Leaf[] = [];
  for (const deg of [112, 138, 164, 190, 216]) {
    for (const side of [1, -1]) {
      // Outside the stem (side 1) or inside it, half a leaf further up the branch.
      const base = at(deg + 5, r + side * 1.9);
      leaves.push({ x: base.x, y: base.y, angle: deg - side * 28 });
    }
  }
  return { stem, leaves };
}

// Computed once: the same outline at every size (the SVG scales).
const DISC = notchedDisc(20, 20, 20, 18.4, 30);
const STAR = star(20, 19.4, 3.4);
const BRANCH = branch();
const LEAVES: Leaf[] = [
  ...BRANCH.leaves,
  // The right branch: the left one mirrored across the vertical axis.
  ...BRANCH.leaves.map((l) => ({ x: 40 - l.x, y: l.y, angle: -l.angle })),
].map((l) => ({ x: Number(l.x.toFixed(2)), y: Number(l.y.toFixed(2)), angle: Number(l.angle.toFixed(1)) }));

export interface AwardSealProps {
  /** The level as any record shows it: its name (in the page's language) is what the seal says. */
  award: { name: string };
  /** The seal's diameter in CSS pixels. */
  size?: number;
  /**
   * `inline`: the seal and the level's name in small capitals, for cards, lists and tables.
   * `mark`: the seal alone, for heroes where the name is set large beside it. Either way the seal
   * is decorative to screen readers: the level's name is always in the text next to it.
   */
  variant?: 'inline' | 'mark';
  className?: string;
}

/**
 * The award mark (docs/product.md#award-marks): one seal per award level, drawn for Laurel — a
 * notched disc in the level's metal with a fine ring and the laurel wreath, the certificate's seal
 * in miniature. Used wherever an award appears: gallery cards, the winner's page, the account, the
 * award confirmation and the jury's lists.
 */
export function AwardSeal({ award, size = 20, variant = 'inline', className }: AwardSealProps) {
  const tone = awardTone(award.name);
  const svg = (
    <svg
      className="award-seal__mark"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      focusable="false"
      aria-hidden="true"
    >
      <path d={DISC} fill={AWARD_TONE_COLORS[tone]} />
      <circle cx="20" cy="20" r="15.6" fill="none" stroke="#ffffff" strokeOpacity="0.85" strokeWidth="0.9" />
      <g fill="none" stroke="#ffffff" strokeWidth="1" strokeLinecap="round">
        <path d={BRANCH.stem} />
        <path d={BRANCH.stem} transform="matrix(-1 0 0 1 40 0)" />
      </g>
      <g fill="#ffffff">
        {LEAVES.map(({ x, y, angle }) => (
          <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="1.05" ry="2.35" transform={`rotate(${angle} ${x} ${y})`} />
        ))}
        <path d={STAR} />
      </g>
    </svg>
  );
  const classes = ['award-seal', `award-seal--${variant}`, className].filter(Boolean).join(' ');
  if (variant === 'mark') {
    return (
      <span className={classes} data-tone={tone}>
        {svg}
      </span>
    );
  }
  return (
    <span className={classes} data-tone={tone}>
      {svg}
      <span className="award-seal__name">{award.name}</span>
    </span>
  );
}
