import {
  AWARD_TONE_COLORS,
  awardTone,
  SEAL_BRANCHES,
  SEAL_DISC,
  SEAL_LEAF,
  SEAL_LEAVES,
  SEAL_STAR,
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
      <path d={SEAL_DISC} fill={AWARD_TONE_COLORS[tone]} />
      <circle cx="20" cy="20" r="15.6" fill="none" stroke="#ffffff" strokeOpacity="0.85" strokeWidth="0.9" />
      <g fill="none" stroke="#ffffff" strokeWidth={SEAL_STEM_WIDTH} strokeLinecap="round">
        {SEAL_BRANCHES.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g fill="#ffffff">
        {SEAL_LEAVES.map(([x, y, angle]) => (
          <ellipse key={`${x}-${y}`} cx={x} cy={y} rx={SEAL_LEAF.rx} ry={SEAL_LEAF.ry} transform={`rotate(${angle} ${x} ${y})`} />
        ))}
        <path d={SEAL_STAR} />
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
