/*
 * Abstract artwork for the demo site, drawn as SVG and rasterised by sharp: no network, no
 * bundled photos, and a gallery look rather than grey placeholders. Each picture is seeded, so a
 * re-seeded site looks the same.
 */

/** Palettes in the spirit of a design annual: background, surface, three accents. */
const PALETTES = [
  ['#f4efe6', '#e4d7c3', '#c8553d', '#2d3047', '#f0a202'],
  ['#eef2f3', '#d5dee0', '#1f4e5f', '#f28f3b', '#588b8b'],
  ['#f6f1f1', '#e9d9d6', '#6b2737', '#e07a5f', '#3d405b'],
  ['#f1f5ee', '#d8e2cf', '#2f5233', '#94c973', '#e9c46a'],
  ['#10131a', '#1f2533', '#e63946', '#a8dadc', '#f1faee'],
  ['#f5f3ff', '#ddd6fe', '#4c1d95', '#f472b6', '#22d3ee'],
  ['#fff8e7', '#fde2b3', '#264653', '#2a9d8f', '#e76f51'],
  ['#0f1f1c', '#1d3b34', '#f4a259', '#bc4b51', '#8cb369'],
] as const;

export type Rng = () => number;

/** mulberry32: small, fast and good enough to vary shapes. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const n = (v: number) => Math.round(v * 10) / 10;

const svg = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

const backdrop = (w: number, h: number, p: readonly string[]) =>
  [
    `<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
  ] as const;

/** A lit object on a studio backdrop: a product shot without a product. */
function studio(r: Rng, w: number, h: number, p: readonly string[]): string {
  const [bgDef, bg] = backdrop(w, h, p);
  const cx = w * (0.4 + r() * 0.2);
  const floor = h * 0.78;
  const size = Math.min(w, h) * (0.28 + r() * 0.12);
  const a = pick(r, p.slice(2));
  const defs = `${bgDef}<radialGradient id="lit" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.5" stop-color="${a}" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>`;
  const shape =
    r() < 0.5
      ? `<circle cx="${n(cx)}" cy="${n(floor - size)}" r="${n(size)}" fill="${a}"/><circle cx="${n(cx)}" cy="${n(floor - size)}" r="${n(size)}" fill="url(#lit)"/>`
      : `<rect x="${n(cx - size * 0.7)}" y="${n(floor - size * 2.2)}" width="${n(size * 1.4)}" height="${n(size * 2.2)}" rx="${n(size * 0.7)}" fill="${a}"/><rect x="${n(cx - size * 0.7)}" y="${n(floor - size * 2.2)}" width="${n(size * 1.4)}" height="${n(size * 2.2)}" rx="${n(size * 0.7)}" fill="url(#lit)"/>`;
  const accent = pick(r, p.slice(2).filter((c) => c !== a));
  return svg(w, h, defs, `${bg}<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${p[1]}" opacity="0.7"/><ellipse cx="${n(cx)}" cy="${n(floor)}" rx="${n(size * 1.1)}" ry="${n(size * 0.12)}" fill="#000" opacity="0.18"/>${shape}<circle cx="${n(cx + size * 1.6)}" cy="${n(floor - size * 0.25)}" r="${n(size * 0.25)}" fill="${accent}"/>`);
}

/** Squares, quarter circles and half discs on a grid, after the Bauhaus posters. */
function grid(r: Rng, w: number, h: number, p: readonly string[]): string {
  const cols = 3 + Math.floor(r() * 3);
  const cell = w / cols;
  const rows = Math.ceil(h / cell);
  let body = `<rect width="${w}" height="${h}" fill="${p[0]}"/>`;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const [x0, y0, c] = [x * cell, y * cell, pick(r, p.slice(1))];
      const k = r();
      if (k < 0.3) body += `<rect x="${n(x0)}" y="${n(y0)}" width="${n(cell)}" height="${n(cell)}" fill="${c}"/>`;
      else if (k < 0.6) {
        const [cx, cy] = [x0 + (r() < 0.5 ? 0 : cell), y0 + (r() < 0.5 ? 0 : cell)];
        body += `<clipPath id="c${x}_${y}"><rect x="${n(x0)}" y="${n(y0)}" width="${n(cell)}" height="${n(cell)}"/></clipPath><circle clip-path="url(#c${x}_${y})" cx="${n(cx)}" cy="${n(cy)}" r="${n(cell)}" fill="${c}"/>`;
      } else if (k < 0.85) body += `<circle cx="${n(x0 + cell / 2)}" cy="${n(y0 + cell / 2)}" r="${n(cell * 0.38)}" fill="${c}"/>`;
    }
  }
  return svg(w, h, '', body);
}

/** Layered hills of colour, like a landscape seen through frosted glass. */
function waves(r: Rng, w: number, h: number, p: readonly string[]): string {
  const [bgDef, bg] = backdrop(w, h, p);
  let body = bg;
  const layers = 4 + Math.floor(r() * 3);
  for (let i = 0; i < layers; i++) {
    const base = h * (0.35 + (i / layers) * 0.6);
    const amp = h * (0.05 + r() * 0.08);
    const phase = r() * Math.PI * 2;
    const f = 1 + r() * 2;
    let d = `M0 ${n(base)}`;
    for (let k = 1; k <= 24; k++) {
      const x = (w * k) / 24;
      d += ` L${n(x)} ${n(base + Math.sin((k / 24) * Math.PI * f + phase) * amp)}`;
    }
    body += `<path d="${d} L${w} ${h} L0 ${h}Z" fill="${p[2 + (i % 3)]}" opacity="${n(0.55 + i * 0.08)}"/>`;
  }
  const sun = Math.min(w, h) * (0.08 + r() * 0.07);
  body += `<circle cx="${n(w * (0.2 + r() * 0.6))}" cy="${n(h * 0.25)}" r="${n(sun)}" fill="${p[4]}"/>`;
  return svg(w, h, bgDef, body);
}

/** Concentric rings and planets: a quiet, technical composition. */
function orbits(r: Rng, w: number, h: number, p: readonly string[]): string {
  const [bgDef, bg] = backdrop(w, h, p);
  const [cx, cy] = [w * (0.3 + r() * 0.4), h * (0.3 + r() * 0.4)];
  const unit = Math.min(w, h) * 0.09;
  let body = bg;
  for (let i = 1; i <= 7; i++) {
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(unit * i)}" fill="none" stroke="${p[2 + (i % 3)]}" stroke-width="${n(unit * (0.05 + r() * 0.25))}" opacity="0.8"/>`;
    const t = r() * Math.PI * 2;
    if (r() < 0.6) body += `<circle cx="${n(cx + Math.cos(t) * unit * i)}" cy="${n(cy + Math.sin(t) * unit * i)}" r="${n(unit * (0.15 + r() * 0.35))}" fill="${pick(r, p.slice(2))}"/>`;
  }
  return svg(w, h, bgDef, body);
}

/** An abstract head and shoulders for a jury profile: no face, just a presence. */
export function portrait(seed: number, w = 800, h = 1000): string {
  const r = rng(seed);
  const p = pick(r, PALETTES);
  const [bgDef, bg] = backdrop(w, h, p);
  const [skin, cloth, accent] = [pick(r, p.slice(2)), p[2 + Math.floor(r() * 3)]!, p[4]];
  const head = w * 0.17;
  const defs = `${bgDef}<radialGradient id="shade" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>`;
  const body = `${bg}<circle cx="${n(w * (0.2 + r() * 0.6))}" cy="${n(h * 0.22)}" r="${n(w * 0.3)}" fill="${accent}" opacity="0.35"/><ellipse cx="${n(w / 2)}" cy="${n(h * 1.02)}" rx="${n(w * 0.42)}" ry="${n(h * 0.32)}" fill="${cloth}"/><rect x="${n(w / 2 - head * 0.4)}" y="${n(h * 0.5)}" width="${n(head * 0.8)}" height="${n(h * 0.2)}" fill="${skin}"/><circle cx="${n(w / 2)}" cy="${n(h * 0.42)}" r="${n(head)}" fill="${skin}"/><circle cx="${n(w / 2)}" cy="${n(h * 0.42)}" r="${n(head)}" fill="url(#shade)"/>`;
  return svg(w, h, defs, body);
}

const STYLES = [studio, grid, waves, orbits];

/** One abstract picture; `style` picks the composition (a series of one entry shares a palette). */
export function artwork(seed: number, w: number, h: number, opts: { style?: number; palette?: number } = {}): string {
  const r = rng(seed);
  const p = PALETTES[(opts.palette ?? Math.floor(r() * PALETTES.length)) % PALETTES.length]!;
  const style = STYLES[(opts.style ?? Math.floor(r() * STYLES.length)) % STYLES.length]!;
  return style(r, w, h, p);
}

export const PALETTE_COUNT = PALETTES.length;
export const STYLE_COUNT = STYLES.length;
