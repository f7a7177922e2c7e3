import { useCallback, useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { ArrowRightOutlined, LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@laurel/contract';
import { StoredImage } from '../stored-image.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { publicBannerLink } from './banner-link.ts';
import './banner-carousel.css';

const INTERVAL_MS = 7000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asks for reduced motion. The server cannot know: it renders a rotating
 * carousel, hydration agrees, and the visitor's preference applies right after (before the first
 * slide change).
 */
const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribeMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );

/** A slide's title, a link when the slide leads to a public page or another site. */
function SlideTitle({ title, url }: { title: string; url: string | null }) {
  if (!url) return <p className="banner__title">{title}</p>;
  const inner = (
    <>
      {title} <ArrowRightOutlined aria-hidden="true" className="banner__arrow" />
    </>
  );
  return (
    <p className="banner__title">
      {url.startsWith('/') ? (
        <Link to={url} className="banner__link">
          {inner}
        </Link>
      ) : (
        <a href={url} className="banner__link" target="_blank" rel="noopener noreferrer">
          {inner}
        </a>
      )}
    </p>
  );
}

/**
 * The hero's artwork (docs/product.md#home-page) as an APG carousel: each slide a picture with
 * its caption on a plain label below it, never on the picture; slides cross-fade, rotation pauses
 * while the pointer or focus is inside, has a pause button (WCAG 2.2.2) and never starts for
 * visitors who ask for reduced motion. Hand-written rather than antd's Carousel (react-slick) to
 * keep the home route's first load small.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('site');
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  // null until the visitor presses play or pause: then their choice, else their preference.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const [held, setHeld] = useState(false);
  const count = banners.length;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setTimeout(() => go(index + 1), INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, held, count, index, go]);

  if (count === 0) return null;

  return (
    <section
      className="banner"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.bannerLabel')}
      style={{ '--slide-count': count } as CSSProperties}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {/* Announce slide changes only when the visitor changes them, not while rotating. */}
      <div className="banner__slides" aria-live={playing && !held ? 'off' : 'polite'}>
        {banners.map((banner, i) => {
          const active = i === index;
          return (
            <div
              key={banner.id}
              className={active ? 'banner__slide is-active' : 'banner__slide'}
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slideOf', { n: i + 1, count })}
              aria-hidden={!active}
              inert={!active}
            >
              <StoredImage
                // The slides after the first come with the app: in the server's HTML they would
                // load beside the first, which is all a visitor sees until the app rotates.
                src={i === 0 || hydrated ? banner.imageUrl : null}
                alt=""
                size="large"
                // The art column: 7/12 of the screen from 900 px (home.css), the full width below.
                sizes="(min-width: 900px) 60vw, 100vw"
                eager={i === 0}
                className="banner__image"
              />
              <div className={count > 1 ? 'banner__caption has-controls' : 'banner__caption'}>
                <SlideTitle title={banner.title} url={publicBannerLink(banner.linkUrl)} />
                {banner.text ? <p className="banner__text">{banner.text}</p> : null}
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <div className="banner__controls">
          <div className="banner__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={i === index ? 'banner__dot is-active' : 'banner__dot'}
                aria-label={t('home.goToSlide', { n: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner__button"
            onClick={() => setChosen(!playing)}
            aria-label={playing ? t('home.pause') : t('home.play')}
          >
            {playing ? <PauseOutlined aria-hidden="true" /> : <CaretRightOutlined aria-hidden="true" />}
          </button>
          <button type="button" className="banner__button" onClick={() => go(index - 1)} aria-label={t('home.previousSlide')}>
            <LeftOutlined aria-hidden="true" />
          </button>
          <button type="button" className="banner__button" onClick={() => go(index + 1)} aria-label={t('home.nextSlide')}>
            <RightOutlined aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
