interface DeltaBarProps {
  delta: number | null;
  /** The |delta| that fills half the bar. */
  scale: number;
}

/**
 * How far a reviewer's mean sits from the panel's, drawn from the middle: left for harsher,
 * right for kinder. Decorative; the number beside it says the same.
 */
export function DeltaBar({ delta, scale }: DeltaBarProps) {
  const share = delta === null ? 0 : Math.min(Math.abs(delta) / scale, 1) * 50;
  const side = delta !== null && delta < 0 ? 'below' : 'above';
  return (
    <span className="jury-delta" aria-hidden="true">
      <span
        className={`jury-delta__fill jury-delta__fill--${side}`}
        style={side === 'above' ? { left: '50%', width: `${share}%` } : { right: '50%', width: `${share}%` }}
      />
    </span>
  );
}

export const formatDelta = (delta: number | null): string =>
  delta === null ? '—' : `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(delta).toFixed(2)}`;
