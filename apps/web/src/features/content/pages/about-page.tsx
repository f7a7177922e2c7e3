import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { InlineState } from '../../../components/inline-state.tsx';
import { MediaReportList } from '../../../components/media-report-list.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { SectionHeader } from '../../../components/section-header.tsx';
import { useMediaReports } from '../../../lib/public/use-media-reports.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { useAbout } from '../api/get-about.ts';
import { ContentBlocks } from '../../../components/content-blocks.tsx';
import { QueryContent } from '../components/query-content.tsx';
import '../components/content.css';

/** All the press coverage the about page lists (the home page shows the latest three). */
const PRESS_COUNT = 30;

/** The about text, then the press coverage at `#press` (linked from the home page). */
export default function AboutPage() {
  const { t } = useTranslation('site');
  useMetaDescription(t('meta.about'));
  const about = useAbout();
  const press = useMediaReports(PRESS_COUNT);
  const { hash } = useLocation();

  // The layout scrolls to the top on navigation; a link to #press lands on the press once shown.
  const pressShown = Boolean(press.data);
  useEffect(() => {
    if (hash === '#press' && pressShown) document.getElementById('press')?.scrollIntoView();
  }, [hash, pressShown]);

  return (
    <>
      <PageIntro titleKey="title.about" description={t('content.aboutLead')} />
      <div className="container content-page">
        <QueryContent query={about} isEmpty={(block) => block === null} empty={t('content.emptyText')}>
          {(block) => (block ? <ContentBlocks blocks={[block]} /> : null)}
        </QueryContent>
      </div>
      <section id="press" className="section section--paper about-press" aria-labelledby="press-title">
        <div className="container">
          <SectionHeader id="press-title" title={t('press.title')} lead={t('press.lead')} />
          {press.data ? (
            press.data.list.length > 0 ? (
              <MediaReportList reports={press.data.list} />
            ) : (
              <InlineState title={t('content.pressEmpty')} />
            )
          ) : null}
        </div>
      </section>
    </>
  );
}
