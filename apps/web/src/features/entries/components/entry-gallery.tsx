import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-image.tsx';
import type { StoredFile } from '../model/use-uploads.ts';
import '../../../i18n/entries.ts';

/** The entry's images as the jury sees them: the chosen one large, the others as thumbnails. */
export function EntryGallery({ images, title }: { images: StoredFile[]; title: string }) {
  const { t } = useTranslation('entries');
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) {
    return <StoredImage src={null} alt={t('sheet.noImages')} size="medium" ratio={4 / 3} />;
  }
  return (
    <div className="entry-gallery">
      <StoredImage
        src={current.url}
        alt={t('sheet.imageAlt', { title: title || t('sheet.untitled'), n: index + 1, count: images.length })}
        size="large"
        width={current.width}
        height={current.height}
        fit="contain"
        className="entry-gallery__main"
        eager
      />
      {images.length > 1 ? (
        <ul className="entry-gallery__thumbs" aria-label={t('sheet.thumbs')}>
          {images.map((image, i) => (
            <li key={image.fileId}>
              <button
                type="button"
                className="entry-gallery__thumb"
                aria-pressed={i === index}
                aria-label={t('sheet.showImage', { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <StoredImage src={image.thumbUrl} alt="" size="thumb" ratio={1} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
