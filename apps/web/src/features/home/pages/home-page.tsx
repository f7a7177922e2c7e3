import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { useHomeBanners } from '../api/get-banners.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { HomeCategories } from '../components/home-categories.tsx';
import { HomeIntro } from '../components/home-intro.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { HomePress } from '../components/home-press.tsx';
import { JuryHighlights } from '../components/jury-highlights.tsx';
import { LatestWinners } from '../components/latest-winners.tsx';
import './home.css';

/**
 * The landing page: banner, the award and where its season stands, then the work (latest
 * winners), the categories, the jury, how it works and the press. A section whose data is
 * missing or failed to load is left out; the request client has already said what failed.
 */
export default function HomePage() {
  const { t } = useTranslation('site');
  useMetaDescription(t('meta.home'));
  const banners = useHomeBanners();
  return (
    <>
      {banners.isPending ? (
        // Holds the banner's height while the slides load, so the page does not jump.
        <div className="banner banner--pending" aria-hidden="true">
          <div className="banner__slides" />
        </div>
      ) : banners.data && banners.data.length > 0 ? (
        <BannerCarousel banners={banners.data} />
      ) : null}
      {/*
        Each section its own Suspense boundary: on a server-rendered page React then hydrates
        them one by one, yielding between them, rather than in one long task
        (docs/architecture.md#server-rendering). Nothing in them suspends otherwise.
      */}
      {[HomeIntro, LatestWinners, HomeCategories, JuryHighlights, HowItWorks, HomePress].map((Section) => (
        <Suspense key={Section.name} fallback={null}>
          <Section />
        </Suspense>
      ))}
    </>
  );
}
