/** The laurel wreath mark beside the site name. Decorative: the name next to it is the label. */
export function LaurelMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="laurel-mark"
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <g fill="none" stroke="#f4efe3" strokeWidth="1.8" strokeLinecap="round">
        <path d="M16 25c-5.5-1.2-9-5.6-9-11.5" />
        <path d="M16 25c5.5-1.2 9-5.6 9-11.5" />
      </g>
      <g fill="#f4efe3">
        <ellipse cx="8.6" cy="11.2" rx="1.3" ry="2.6" transform="rotate(-20 8.6 11.2)" />
        <ellipse cx="9.2" cy="16.8" rx="1.3" ry="2.6" transform="rotate(-50 9.2 16.8)" />
        <ellipse cx="12.2" cy="21.4" rx="1.3" ry="2.6" transform="rotate(-70 12.2 21.4)" />
        <ellipse cx="23.4" cy="11.2" rx="1.3" ry="2.6" transform="rotate(20 23.4 11.2)" />
        <ellipse cx="22.8" cy="16.8" rx="1.3" ry="2.6" transform="rotate(50 22.8 16.8)" />
        <ellipse cx="19.8" cy="21.4" rx="1.3" ry="2.6" transform="rotate(70 19.8 21.4)" />
      </g>
    </svg>
  );
}
