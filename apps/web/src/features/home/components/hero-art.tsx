/**
 * A laurel branch drawn in line: decoration only (aria-hidden), no image pretending to be an
 * entry. Leaves sit in pairs along a curved stem and shrink towards its tip.
 */
interface Leaf {
  x: number;
  y: number;
  angle: number;
  length: number;
}

const LEAVES: Leaf[] = (() => {
  const leaves: Leaf[] = [];
  const pairs = 9;
  for (let i = 0; i < pairs; i++) {
    const t = 0.08 + (i / pairs) * 0.86;
    // Stem: quadratic curve from (60, 440) through control (80, 120) to (360, 40).
    const x = (1 - t) ** 2 * 60 + 2 * (1 - t) * t * 80 + t ** 2 * 360;
    const y = (1 - t) ** 2 * 440 + 2 * (1 - t) * t * 120 + t ** 2 * 40;
    const dx = 2 * (1 - t) * (80 - 60) + 2 * t * (360 - 80);
    const dy = 2 * (1 - t) * (120 - 440) + 2 * t * (40 - 120);
    const stem = (Math.atan2(dy, dx) * 180) / Math.PI;
    const length = 62 - i * 4;
    leaves.push({ x, y, angle: stem - 38, length }, { x, y, angle: stem + 38, length });
  }
  return leaves;
})();

const leafPath = (length: number) => {
  const w = length * 0.34;
  return `M0 0 C ${length * 0.3} ${-w}, ${length * 0.75} ${-w * 0.8}, ${length} 0 C ${length * 0.75} ${w * 0.8}, ${length * 0.3} ${w}, 0 0 Z`;
};

export function HeroArt() {
  return (
    <div className="hero__art" aria-hidden="true">
      <svg viewBox="0 0 420 480" focusable="false">
        <path
          d="M60 440 Q80 120 360 40"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        {LEAVES.map((leaf, i) => (
          <path
            key={i}
            d={leafPath(leaf.length)}
            transform={`translate(${leaf.x.toFixed(1)} ${leaf.y.toFixed(1)}) rotate(${leaf.angle.toFixed(1)})`}
            fill={i % 4 === 0 ? 'currentColor' : 'none'}
            fillOpacity={0.1}
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        ))}
        <circle cx="360" cy="40" r="5" fill="currentColor" />
      </svg>
    </div>
  );
}
