import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryImage } from '@laurel/contract';
import { StoredImage } from '../../../components/stored-image.tsx';
import { ZoomBadge } from '../../../components/zoom-badge.tsx';

// The viewer is only needed once a visitor opens an image.
const Lightbox = lazy(() => import('./lightbox.tsx'));

/**
 * The project's images: the first one wide (medium size), the others in a grid of thumbnails.
 * Each opens the lightbox at that image.
 */
export function WinnerGallery({ images, title }: { images: EntryImage[]; title: string }) {
  const { t } = useTranslation('site');
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  if (count === 0) return <p className="winner-gallery__none">{t('winner.noImages')}</p>;
  const [first, ...rest] = images;

  const tile = (image: EntryImage, i: number, lead: boolean) => (
    <button
      type="button"
      className={lead ? 'winner-gallery__item winner-gallery__item--lead' : 'winner-gallery__item'}
      onClick={() => setOpen(i)}
      aria-label={t('winner.openImage', { n: i + 1, count })}
      aria-haspopup="dialog"
    >
      <StoredImage
        src={image.url}
        alt={t('winner.imageAlt', { title, n: i + 1, count })}
        size={lead ? 'medium' : 'thumb'}
        width={lead ? image.width : null}
        height={lead ? image.height : null}
        ratio={lead ? undefined : 4 / 3}
        fit={lead ? 'contain' : 'cover'}
        eager={lead}
        // The lead image spans the page's container (winners.css).
        {...(lead ? { sizes: '(max-width: 1200px) calc(100vw - 40px), 1152px' } : {})}
      />
      <ZoomBadge reveal />
    </button>
  );

  return (
    <section className="winner-gallery" aria-label={t('winner.images')}>
      {first ? tile(first, 0, true) : null}
      {rest.length > 0 ? (
        <ul className="winner-gallery__grid">
          {rest.map((image, i) => (
            <li key={image.fileId}>{tile(image, i + 1, false)}</li>
          ))}
        </ul>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            title={title}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
