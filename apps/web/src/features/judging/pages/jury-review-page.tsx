import { Grid, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../../i18n/jury.ts';
import { CalibrationPanel } from '../components/calibration-panel.tsx';
import { EntriesView } from '../components/entries-view.tsx';
import { ProgressPanel } from '../components/progress-panel.tsx';
import { SeasonResultsNotice } from '../components/season-results-notice.tsx';
import { SiteNotices } from '../components/site-notices.tsx';
import '../components/jury.css';

const TABS = ['entries', 'progress', 'calibration'] as const;
type Tab = (typeof TABS)[number];

/**
 * The judge's review (`/juryreview`, judges only: docs/product.md#jury-journey): every entry of
 * the season with the actions on it, the first level's progress and each reviewer's calibration,
 * as tabs kept in the URL (`?tab=`) beside the table's filters. A work page, not a content page:
 * a one-line heading instead of the intro band, and the whole window's width for the table
 * (apps/web/src/features/judging/README.md#the-judges-review-page-web).
 */
export default function JuryReviewPage() {
  const { t } = useTranslation('jury');
  const { t: common } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  // Below antd's `xl` (1200 px) the table's thirteen columns would squeeze: cards instead, and
  // nothing scrolls sideways on a phone.
  const narrow = !Grid.useBreakpoint().xl;
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'entries';

  const openTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'entries') next.delete('tab');
    else next.set('tab', key);
    setParams(next);
  };

  return (
    <div className="jury-review">
      <div className="container jury-page">
        <header className="jury-head">
          <h1 className="jury-head__title">{common('title.juryReview')}</h1>
          <p className="jury-head__lead">{t('intro')}</p>
        </header>
        <SiteNotices />
        <SeasonResultsNotice />
        <Tabs
          // Small tabs on a desktop leave the table its rows; a phone keeps the larger targets.
          size={narrow ? 'middle' : 'small'}
          activeKey={tab}
          onChange={openTab}
          items={[
            { key: 'entries', label: t('tabs.entries'), children: <EntriesView narrow={narrow} /> },
            { key: 'progress', label: t('tabs.progress'), children: <ProgressPanel /> },
            { key: 'calibration', label: t('tabs.calibration'), children: <CalibrationPanel narrow={narrow} /> },
          ]}
        />
      </div>
    </div>
  );
}
