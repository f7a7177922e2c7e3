import { lazy, Suspense, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryImage } from '@laurel/contract';
import { StoredImage } from '../stored-image.tsx';
import { ZoomBadge } from '../zoom-badge.tsx';
import { withChunkTimeout } from '../../lib/chunk-timeout.ts';
import '../../i18n/review.ts';
import './review-entry.css';

// The viewer is needed only once a reviewer opens an image.
const ZoomViewer = lazy(withChunkTimeout(() => import('./zoom-viewer.tsx')));

export interface EntryMediaHandle {
  /** Opens the full-screen viewer at the image shown large (the `f` shortcut). */
  openViewer: () => void;
}

interface EntryMediaProps {
  images: EntryImage[];
  title: string;
  ref?: Ref<EntryMediaHandle>;
}

/**
 * The entry's images, first and large: the chosen one fills the stage (a button that opens the
 * zoomable viewer), the others as thumbnails beneath.
 */
export function EntryMedia({ images, title, ref }: EntryMediaProps) {
  const { t } = useTranslation('review');
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const count = images.length;
  const shown = Math.min(index, Math.max(count - 1, 0));
  const current = images[shown];

  useImperativeHandle(ref, () => ({ openViewer: () => count > 0 && setOpen(true) }), [count]);

  if (!current) {
    return <StoredImage src={null} alt={t('entry.noImages')} size="medium" ratio={4 / 3} />;
  }
  return (
    <section className="review-media" aria-label={t('entry.images')}>
      <button
        type="button"
        className="review-media__stage"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('entry.openImage', { n: shown + 1, count })}
      >
        <StoredImage
          key={current.fileId}
          src={current.url}
          alt={t('viewer.imageAlt', { title, n: shown + 1, count })}
          size="large"
          width={current.width}
          height={current.height}
          fit="contain"
          eager
        />
        <ZoomBadge />
      </button>
      {count > 1 ? (
        <ul className="review-media__thumbs" aria-label={t('entry.thumbs')}>
          {images.map((image, i) => (
            <li key={image.fileId}>
              <button
                type="button"
                className="review-media__thumb"
                aria-pressed={i === shown}
                aria-label={t('entry.showImage', { n: i + 1, count })}
                onClick={() => setIndex(i)}
              >
                <StoredImage src={image.thumbUrl} alt="" size="thumb" ratio={1} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ZoomViewer
            images={images}
            title={title}
            index={shown}
            onIndexChange={setIndex}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
