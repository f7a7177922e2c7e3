import { useRef, type KeyboardEvent } from 'react';
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { resizedUrl, type EntryImage } from '@laurel/contract';
import './lightbox.css';
import { trapFocus, useModalFocus } from '../../../lib/use-modal-focus.ts';

interface LightboxProps {
  images: EntryImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}


/**
 * A modal image viewer (its own chunk, loaded on the first open): the large size of each image,
 * arrow keys to move, Escape to close, focus kept inside while open and returned to the
 * thumbnail that opened it.
 */
export default function Lightbox({ images, title, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation('site');
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const image = images[index];

  useModalFocus(closeRef);

  const go = (delta: number) => onIndexChange((index + delta + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      trapFocus(event, dialogRef.current);
    }
  };

  if (!image) return null;
  const alt = t('winner.imageAlt', { title, n: index + 1, count });

  return (
    <div
      ref={dialogRef}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t('winner.viewer')}
      onKeyDown={onKeyDown}
    >
      <div className="lightbox__bar">
        <p className="lightbox__counter" aria-live="polite">
          {t('winner.counter', { n: index + 1, count })}
        </p>
        <button ref={closeRef} type="button" className="lightbox__button" onClick={onClose} aria-label={t('winner.close')}>
          <CloseOutlined aria-hidden="true" />
        </button>
      </div>
      <div
        className="lightbox__stage"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <img
          key={image.fileId}
          className="lightbox__image"
          src={resizedUrl(image.url, 'large')}
          alt={alt}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          decoding="async"
        />
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="lightbox__button lightbox__prev" onClick={() => go(-1)} aria-label={t('winner.previous')}>
            <LeftOutlined aria-hidden="true" />
          </button>
          <button type="button" className="lightbox__button lightbox__next" onClick={() => go(1)} aria-label={t('winner.next')}>
            <RightOutlined aria-hidden="true" />
          </button>
        </>
      ) : null}
    </div>
  );
}
