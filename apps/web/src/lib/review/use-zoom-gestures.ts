import { useRef, type Dispatch, type PointerEvent, type SetStateAction } from 'react';
import { zoomAt, type View } from './zoom.ts';

type Point = { x: number; y: number };

interface GestureOptions {
  view: View;
  setView: Dispatch<SetStateAction<View>>;
  /** Keeps a view over the stage (clampView with the current sizes). */
  fit: (view: View) => View;
  /** A page point relative to the stage's centre. */
  fromCentre: (clientX: number, clientY: number) => Point;
}

/**
 * The viewer's pointer handling: two fingers pinch-zoom around their midpoint, one drags the
 * zoomed image. Pointer events cover mouse, pen and touch alike.
 */
export function useZoomGestures({ view, setView, fit, fromCentre }: GestureOptions) {
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; view: View } | null>(null);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) || 1 : 1;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: spread(), view };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const [a, b] = [...pointers.current.values()];
    if (a && b && pinch.current) {
      const at = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
      setView(fit(zoomAt(pinch.current.view, spread() / pinch.current.distance, at)));
    } else if (pointers.current.size === 1) {
      setView((v) =>
        v.scale > 1 ? fit({ ...v, x: v.x + now.x - last.x, y: v.y + now.y - last.y }) : v,
      );
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
