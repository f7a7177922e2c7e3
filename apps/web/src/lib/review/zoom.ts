/**
 * The image viewer's zoom arithmetic, kept pure: a view is a scale and an offset of the image's
 * centre from the stage's centre, in screen pixels.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 6;
export const FIT: View = { scale: 1, x: 0, y: 0 };

export interface Box {
  width: number;
  height: number;
}

/**
 * Scales the view by `factor` keeping the image point under `at` (relative to the stage's centre)
 * where it is, as a map zooms around the cursor or between two fingers.
 */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.scale * factor));
  const k = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k };
}

/**
 * Keeps the zoomed image over the stage: it may not be pulled further than its own edges, and at
 * the fitted size it is centred.
 */
export function clampView(view: View, image: Box, stage: Box): View {
  const limit = (size: number, room: number) => Math.max(0, (size * view.scale - room) / 2);
  const lx = limit(image.width, stage.width);
  const ly = limit(image.height, stage.height);
  // `+ 0` turns a -0 from the clamp into 0.
  return {
    scale: view.scale,
    x: Math.min(lx, Math.max(-lx, view.x)) + 0,
    y: Math.min(ly, Math.max(-ly, view.y)) + 0,
  };
}
