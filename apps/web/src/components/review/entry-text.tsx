import type { ReactNode, Ref } from 'react';
import { FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CategoryRef, EntryPdf, JuryField } from '@laurel/contract';
import { categoryLabel } from '../../lib/category-label.ts';
import { FieldValues, juryFieldValues, useFormLanguage } from '../entry-form/index.ts';
import '../../i18n/review.ts';
import './review-entry.css';

interface EntryTextProps {
  id: number;
  title: string;
  category: CategoryRef | null;
  description: string;
  videoUrl: string | null;
  pdf: EntryPdf | null;
  /** The entry form's own fields shown to the jury, with the entrant's values (docs/product.md#entry-form). */
  fields?: JuryField[];
  /** The title's level: h2 under the page's h1. */
  headingLevel?: 2 | 3;
  /** Beside the title: previous / next, or the entrant for the judge. */
  aside?: ReactNode;
  children?: ReactNode;
  /** The title takes the focus when the page moves to another entry. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * The work as a reviewer reads it: category, number, title, description, the form's fields shown
 * to the jury, video and PDF. Blind by construction: it takes only these fields, so nothing that
 * names the entrant can be shown (docs/product.md#reviews).
 */
export function EntryText({
  id,
  title,
  category,
  description,
  videoUrl,
  pdf,
  fields = [],
  headingLevel = 2,
  aside,
  children,
  titleRef,
}: EntryTextProps) {
  const { t } = useTranslation('review');
  const language = useFormLanguage();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="review-entry">
      <div className="review-entry__head">
        <div className="review-entry__names">
          <p className="review-entry__meta">
            {category ? <span>{categoryLabel(category)}</span> : null}
            <span>{t('entry.number', { id })}</span>
          </p>
          <Heading
            ref={titleRef}
            tabIndex={-1}
            className="review-entry__title"
            id={`entry-${id}-title`}
          >
            {title || t('entry.untitled')}
          </Heading>
        </div>
        {aside}
      </div>
      <p className="review-entry__description">{description || t('entry.noDescription')}</p>
      <FieldValues items={juryFieldValues(fields, language)} className="review-entry__fields" />
      {videoUrl || pdf ? (
        <ul className="review-entry__links">
          {videoUrl ? (
            <li>
              <a href={videoUrl} target="_blank" rel="noopener noreferrer">
                <PlayCircleOutlined aria-hidden="true" /> {t('entry.video')}
                <span className="sr-only"> {t('entry.newTab')}</span>
              </a>
            </li>
          ) : null}
          {pdf ? (
            <li>
              <a href={pdf.url} target="_blank" rel="noopener noreferrer">
                <FilePdfOutlined aria-hidden="true" />{' '}
                {t('entry.pdf', { size: kilobytes(pdf.bytes) })}
                <span className="sr-only"> {t('entry.newTab')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {children}
    </div>
  );
}

const kilobytes = (bytes: number) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`;
