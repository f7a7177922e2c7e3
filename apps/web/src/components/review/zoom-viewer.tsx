import { useRef, useState, type KeyboardEvent, type WheelEvent } from 'react';
import {
  CloseOutlined,
  LeftOutlined,
  MinusOutlined,
  PlusOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { resizedUrl, type EntryImage } from '@laurel/contract';
import '../../i18n/review.ts';
import { useZoomGestures } from '../../lib/review/use-zoom-gestures.ts';
import { clampView, FIT, zoomAt, type View } from '../../lib/review/zoom.ts';
import './zoom-viewer.css';
import { trapFocus, useModalFocus } from '../../lib/use-modal-focus.ts';

interface ZoomViewerProps {
  images: EntryImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const STEP = 1.5;
const PAN = 80;

/**
 * The reviewers' full-screen image viewer (its own chunk, loaded on the first open): the original
 * image, zoomed with the wheel, a pinch, a double click, the buttons or + / − / 0, dragged when
 * zoomed (arrow keys pan then, and move between images at the fitted size). Escape closes; the
 * focus stays inside and returns to what opened it.
 */
export default function ZoomViewer({
  images,
  title,
  index,
  onIndexChange,
  onClose,
}: ZoomViewerProps) {
  const { t } = useTranslation('review');
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState<View>(FIT);
  const count = images.length;
  const image = images[index];

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

  if (!image) return null;
  const zoomed = view.scale > 1;

  return (
    <div
      ref={dialogRef}
      className="zoom-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('viewer.label', { title })}
      onKeyDown={onKeyDown}
    >
      <div className="zoom-viewer__bar">
        <p className="zoom-viewer__counter" aria-live="polite">
          {t('viewer.counter', { n: index + 1, count })}
        </p>
        <div className="zoom-viewer__tools">
          <button
            type="button"
            className="zoom-viewer__button"
            onClick={() => zoomBy(1 / STEP)}
            disabled={!zoomed}
            aria-label={t('viewer.zoomOut')}
          >
            <MinusOutlined aria-hidden="true" />
          </button>
          <button
            type="button"
            className="zoom-viewer__level"
            onClick={() => setView(FIT)}
            aria-label={t('viewer.reset')}
          >
            {Math.round(view.scale * 100)}%
          </button>
          <button
            type="button"
            className="zoom-viewer__button"
            onClick={() => zoomBy(STEP)}
            aria-label={t('viewer.zoomIn')}
          >
            <PlusOutlined aria-hidden="true" />
          </button>
          <button
            ref={closeRef}
            type="button"
            className="zoom-viewer__button"
            onClick={onClose}
            aria-label={t('viewer.close')}
          >
            <CloseOutlined aria-hidden="true" />
          </button>
        </div>
      </div>
      <div
        ref={stageRef}
        className={`zoom-viewer__stage${zoomed ? ' zoom-viewer__stage--zoomed' : ''}`}
        onWheel={onWheel}
        {...gestures}
        onDoubleClick={(event) => {
          const at = fromCentre(event.clientX, event.clientY);
          setView((v) => (v.scale > 1 ? FIT : fit(zoomAt(v, 2.5, at))));
        }}
      >
        <img
          ref={imageRef}
          key={image.fileId}
          className="zoom-viewer__image"
          src={resizedUrl(image.url, 'original')}
          alt={t('viewer.imageAlt', { title, n: index + 1, count })}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <p className="zoom-viewer__hint">{t('viewer.hint')}</p>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="zoom-viewer__button zoom-viewer__prev"
            onClick={() => go(-1)}
            aria-label={t('viewer.previous')}
          >
            <LeftOutlined aria-hidden="true" />
          </button>
          <button
            type="button"
            className="zoom-viewer__button zoom-viewer__next"
            onClick={() => go(1)}
            aria-label={t('viewer.next')}
          >
            <RightOutlined aria-hidden="true" />
          </button>
        </>
      ) : null}
    </div>
  );
}
