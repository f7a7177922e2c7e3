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
import { STEP, useZoomViewer } from '../../lib/review/use-zoom-viewer.ts';
import { FIT } from '../../lib/review/zoom.ts';
import './zoom-viewer.css';

interface ZoomViewerProps {
  images: EntryImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

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
  const count = images.length;
  const image = images[index];
  const viewer = useZoomViewer({ count, index, onIndexChange, onClose });
  const { dialogRef, stageRef, imageRef, closeRef, view, setView, gestures, zoomBy, go } = viewer;
  const { onKeyDown, onWheel, onDoubleClick } = viewer;

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
        onDoubleClick={onDoubleClick}
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
