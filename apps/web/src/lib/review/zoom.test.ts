import { describe, expect, it } from 'vitest';
import { clampView, FIT, zoomAt, ZOOM_MAX } from './zoom.ts';

describe('the image viewer zoom', () => {
  it('keeps the point under the cursor still', () => {
    const at = { x: 100, y: -50 };
    const view = zoomAt(FIT, 2, at);
    expect(view.scale).toBe(2);
    // Image point p shows at offset + p·scale: the one under the cursor stays under it.
    const before = (at.x - FIT.x) / FIT.scale;
    expect(view.x + before * view.scale).toBeCloseTo(at.x);
  });

  it('stays between the fitted size and the maximum', () => {
    expect(zoomAt(FIT, 0.5, { x: 0, y: 0 }).scale).toBe(1);
    expect(zoomAt({ scale: 5, x: 0, y: 0 }, 4, { x: 0, y: 0 }).scale).toBe(ZOOM_MAX);
  });

  it('keeps the zoomed image over the stage and centres it at the fitted size', () => {
    const image = { width: 800, height: 600 };
    const stage = { width: 1000, height: 700 };
    expect(clampView({ scale: 1, x: 120, y: -40 }, image, stage)).toEqual({ scale: 1, x: 0, y: 0 });
    // At 2×: 1600 wide on a 1000 stage may move 300 either way; 1200 high on 700, 250.
    expect(clampView({ scale: 2, x: 900, y: -900 }, image, stage)).toEqual({
      scale: 2,
      x: 300,
      y: -250,
    });
  });
});
