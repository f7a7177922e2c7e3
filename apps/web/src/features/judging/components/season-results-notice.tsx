import { useId, useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeasonResults } from '@laurel/contract';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useSeasonResults } from '../api/season-results.ts';
import { PublishResultsDialog } from './publish-results-dialog.tsx';
import '../../../i18n/jury.ts';

/**
 * Above the judge's table while the season's results date is ahead and entries are shown: they
 * are ready, not public, and go public on that date (docs/product.md#publishing-winners), unless
 * the judge publishes now, which asks first. Nothing is drawn when there is nothing waiting.
 */
export function SeasonResultsNotice() {
  const { t } = useTranslation('jury');
  const formatDate = useFormatDate();
  const { data } = useSeasonResults();
  const [confirming, setConfirming] = useState(false);
  const [published, setPublished] = useState<SeasonResults | null>(null);
  const [open, setOpen] = useState(false);
  const bodyId = useId();

  if (published) {
    return (
      <Alert
        className="results-notice"
        type="success"
        showIcon
        role="status"
        data-testid="results-published"
        title={t('results.published', { year: published.year })}
        closable={{ onClose: () => setPublished(null), 'aria-label': t('dialog.dismiss') }}
      />
    );
  }
  if (!data || data.isPublic || data.shown === 0) return null;
  // One line, as the site notices (the table below keeps the screen); why, on request.
  return (
    <>
      <Alert
        className="results-notice"
        type="info"
        showIcon
        data-testid="results-embargo"
        title={
          <>
            <span className="results-notice__title">{t('results.title', { year: data.year, date: formatDate(data.resultsAt, true) })}</span>{' '}
            <span className="results-notice__summary">{t('results.ready', { count: data.shown })}</span>
          </>
        }
        action={
          <span className="results-notice__actions">
            <Button size="small" type="link" aria-expanded={open} aria-controls={open ? bodyId : undefined} onClick={() => setOpen(!open)}>
              {open ? t('siteNotices.hideDetails') : t('siteNotices.showDetails')}
            </Button>
            <Button size="small" onClick={() => setConfirming(true)}>
              {t('results.publish')}
            </Button>
          </span>
        }
        description={open ? <p className="results-notice__body" id={bodyId}>{t('results.body', { count: data.shown })}</p> : undefined}
      />
      {confirming ? (
        <PublishResultsDialog
          results={data}
          onClose={() => setConfirming(false)}
          onPublished={(results) => {
            setConfirming(false);
            setPublished(results);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * What showing entries did while the season's results date is ahead: they are ready and go public
 * on that date, which the report says; undefined once the results are out.
 */
export function useReadyReport(): (count: number) => string | undefined {
  const { t } = useTranslation('jury');
  const formatDate = useFormatDate();
  const { data } = useSeasonResults();
  return (count) =>
    data && !data.isPublic ? t('report.showReady', { count, date: formatDate(data.resultsAt, true) }) : undefined;
}
