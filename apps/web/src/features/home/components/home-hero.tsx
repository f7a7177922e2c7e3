import { useTranslation } from 'react-i18next';
import { getSiteName } from '../../../lib/site-name.ts';
import { useHomeBanners } from '../api/get-banners.ts';
import { BannerCarousel } from '../../../components/banner-carousel/banner-carousel.tsx';

/**
 * The page's one message (docs/product.md#home-page): the award's name and purpose on the left,
 * the organisers' banner artwork on the right (above on a phone), its captions on a plain label
 * below the picture, never on it. Without banners the text has the band to itself.
 */
export function HomeHero() {
  const { t } = useTranslation('site');
  const banners = useHomeBanners();
  const siteName = getSiteName();
  const slides = banners.data ?? [];
  const art = banners.isPending || slides.length > 0;
  return (
    <section className={art ? 'hero' : 'hero hero--text'} aria-labelledby="home-title">
      <div className="hero__text">
        <p className="eyebrow">{t('home.eyebrow')}</p>
        <h1 id="home-title" className="hero__title">
          {siteName}
        </h1>
        <p className="hero__lead">{t('home.lead')}</p>
      </div>
      {art ? (
        <div className="hero__art">
          {slides.length > 0 ? (
            <BannerCarousel banners={slides} />
          ) : (
            // Holds the artwork's room while the slides load, so the page does not jump.
            <div className="banner banner--pending" aria-hidden="true" />
          )}
        </div>
      ) : null}
    </section>
  );
}
