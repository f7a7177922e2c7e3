import { useTranslation } from 'react-i18next';
import { MediaReportList } from '../../../components/media-report-list.tsx';
import { SectionHeader } from '../../../components/section-header.tsx';
import { useMediaReports } from '../../../lib/public/use-media-reports.ts';

/** The three latest press reports; the rest are on /about#press. */
export function HomePress() {
  const { t } = useTranslation('site');
  const { data } = useMediaReports(3);
  if (!data || data.list.length === 0) return null;
  return (
    <section className="section section--paper" aria-labelledby="home-press">
      <div className="container">
        <SectionHeader
          id="home-press"
          title={t('home.pressTitle')}
          link={data.total > data.list.length ? { to: '/about#press', label: t('home.allPress') } : undefined}
        />
        <MediaReportList reports={data.list} />
      </div>
    </section>
  );
}
