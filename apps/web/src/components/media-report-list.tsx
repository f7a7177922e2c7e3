import { useTranslation } from 'react-i18next';
import type { MediaReport } from '@laurel/contract';
import { useFormatDate } from '../lib/format-date.ts';
import { StoredImage } from './stored-image.tsx';
import './gallery.css';

/**
 * Press coverage as cards linking out to the article (a new tab, said so to screen readers).
 * Shown on the home page and on /about#press.
 */
export function MediaReportList({ reports, headingLevel = 3 }: { reports: MediaReport[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('site');
  const formatDate = useFormatDate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="press-list">
      {reports.map((report) => (
        <li key={report.id} className="press-card">
          <a href={report.url} target="_blank" rel="noopener noreferrer" className="press-card__link">
            <StoredImage src={report.imageUrl} alt="" size="thumb" ratio={16 / 9} />
            <p className="press-card__outlet">
              {report.outlet}
              <span aria-hidden="true"> · </span>
              <time dateTime={report.publishedAt}>{formatDate(report.publishedAt)}</time>
            </p>
            <Heading className="press-card__title">
              {report.title}
              <span className="sr-only"> {t('press.newTab')}</span>
            </Heading>
            {report.summary ? <p className="press-card__summary">{report.summary}</p> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
