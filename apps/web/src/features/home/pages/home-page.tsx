import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { HomeCategories } from '../components/home-categories.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { HomePress } from '../components/home-press.tsx';
import { JuryHighlights } from '../components/jury-highlights.tsx';
import { LatestWinners } from '../components/latest-winners.tsx';
import { SeasonStrip } from '../components/season-strip.tsx';
import './home.css';

/**
 * The landing page: one hero (the award's message beside the banner artwork), the season's strip
 * (next deadline, fee, "Enter"), then the work (latest winners), the categories, the jury, how it
 * works and the press. A section whose data is missing or failed to load is left out; the
 * request client has already said what failed.
 */
export default function HomePage() {
  const { t } = useTranslation('site');
  useMetaDescription(t('meta.home'));
  return (
    <>
      {/*
        Each section its own Suspense boundary: on a server-rendered page React then hydrates
        them one by one, yielding between them, rather than in one long task
        (apps/web/src/app/README.md#server-rendering). Nothing in them suspends otherwise.
      */}
      {[HomeHero, SeasonStrip, LatestWinners, HomeCategories, JuryHighlights, HowItWorks, HomePress].map((Section) => (
        <Suspense key={Section.name} fallback={null}>
          <Section />
        </Suspense>
      ))}
    </>
  );
}
