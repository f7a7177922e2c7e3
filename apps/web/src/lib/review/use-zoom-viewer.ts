import { useRef, useState, type KeyboardEvent, type MouseEvent, type WheelEvent } from 'react';
import { trapFocus, useModalFocus } from '../use-modal-focus.ts';
import { useZoomGestures } from './use-zoom-gestures.ts';
import { clampView, FIT, zoomAt, type View } from './zoom.ts';

/** How much a button, + or − zooms by. */
export const STEP = 1.5;
const PAN = 80;

interface ZoomViewerOptions {
  count: number;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The state and handlers of the full-screen image viewer (components/review/zoom-viewer.tsx): the
 * view kept inside the stage, the zoom by wheel, pinch, double click and keys, and the focus kept
 * inside while it is open.
 */
export function useZoomViewer({ count, index, onIndexChange, onClose }: ZoomViewerOptions) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState<View>(FIT);

  useModalFocus(closeRef);

  const fit = (next: View): View => {
    const img = imageRef.current;
    const stage = stageRef.current;
    if (!img || !stage) return next;
    return clampView(
      next,
      { width: img.offsetWidth, height: img.offsetHeight },
      { width: stage.clientWidth, height: stage.clientHeight },
    );
  };

  /** A point of the page relative to the stage's centre. */
  const fromCentre = (clientX: number, clientY: number) => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
  };

  const gestures = useZoomGestures({ view, setView, fit, fromCentre });
  const zoomBy = (factor: number, at = { x: 0, y: 0 }) =>
    setView((v) => fit(zoomAt(v, factor, at)));
  const go = (delta: number) => {
    setView(FIT);
    onIndexChange((index + delta + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const zoomed = view.scale > 1;
    const pan = (dx: number, dy: number) => setView((v) => fit({ ...v, x: v.x + dx, y: v.y + dy }));
    const keys: Record<string, () => void> = {
      Escape: onClose,
      '+': () => zoomBy(STEP),
      '=': () => zoomBy(STEP),
      '-': () => zoomBy(1 / STEP),
      '0': () => setView(FIT),
      ArrowRight: () => (zoomed ? pan(-PAN, 0) : count > 1 && go(1)),
      ArrowLeft: () => (zoomed ? pan(PAN, 0) : count > 1 && go(-1)),
      ArrowUp: () => zoomed && pan(0, PAN),
      ArrowDown: () => zoomed && pan(0, -PAN),
    };
    const action = keys[event.key];
    if (action && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      event.stopPropagation();
      action();
      return;
    }
    if (event.key === 'Tab') trapFocus(event, dialogRef.current);
    // The page's own shortcuts (j, k, digits) stay off while the viewer is open.
    event.stopPropagation();
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const at = fromCentre(event.clientX, event.clientY);
    zoomBy(Math.exp(-event.deltaY * 0.0015), at);
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const at = fromCentre(event.clientX, event.clientY);
    setView((v) => (v.scale > 1 ? FIT : fit(zoomAt(v, 2.5, at))));
  };

  return {
    dialogRef,
    stageRef,
    imageRef,
    closeRef,
    view,
    setView,
    gestures,
    zoomBy,
    go,
    onKeyDown,
    onWheel,
    onDoubleClick,
  };
}
