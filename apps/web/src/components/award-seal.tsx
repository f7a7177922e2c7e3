import {
  awardTone,
  sealArt,
  SEAL_BRANCHES,
  SEAL_DISC,
  SEAL_LEAF,
  SEAL_LEAVES,
  SEAL_STEM_WIDTH,
} from '@laurel/contract';
import './award-seal.css';

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
 * notched disc in the level's metal with a fine ring and the laurel wreath round the level's own
 * mark (its stars, `AWARD_TONE_MARKS`), the certificate's seal in miniature. Used wherever an award appears: gallery cards, the winner's page, the account, the
 * award confirmation and the jury's lists.
 */
export function AwardSeal({ award, size = 20, variant = 'inline', className }: AwardSealProps) {
  const tone = awardTone(award.name);
  const art = sealArt(tone);
  const svg = (
    <svg
      className="award-seal__mark"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      focusable="false"
      aria-hidden="true"
    >
      <path d={SEAL_DISC} fill={art.fill} />
      {art.rings.map((ring) => (
        <circle
          key={ring.r}
          cx="20"
          cy="20"
          r={ring.r}
          fill="none"
          stroke={ring.color}
          strokeOpacity={ring.opacity}
          strokeWidth={ring.width}
        />
      ))}
      <g fill="none" stroke="#ffffff" strokeWidth={SEAL_STEM_WIDTH} strokeLinecap="round">
        {SEAL_BRANCHES.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g fill="#ffffff">
        {SEAL_LEAVES.map(([x, y, angle]) => (
          <ellipse key={`${x}-${y}`} cx={x} cy={y} rx={SEAL_LEAF.rx} ry={SEAL_LEAF.ry} transform={`rotate(${angle} ${x} ${y})`} />
        ))}
        {art.stars.map((d) => (
          <path key={d} className="award-seal__star" d={d} />
        ))}
        {art.dot ? <circle cx={art.dot.cx} cy={art.dot.cy} r={art.dot.r} /> : null}
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
