import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { CustomValue, EntryForm } from '@laurel/contract';
import { customFieldValues, FieldValues, useBuiltInWording, useFormLanguage } from '../../../components/entry-form/index.ts';
import type { StoredFile } from '../model/use-uploads.ts';
import { EntryGallery } from './entry-gallery.tsx';
import { missing, NotForJury } from './not-for-jury.tsx';
import './entry-sheet.css';
import { categoryLabel } from '../../../lib/category-label.ts';
import '../../../i18n/entries.ts';

export interface EntrySheetData {
  title: string;
  description: string;
  credits: string;
  videoUrl: string;
  invitationCode: string;
  /** The category and its group, as the entrant chose them; null while none is chosen. */
  category: { name: string; groupName: string | null } | null;
  /**
   * The entry fee as the server names it for this entry (apps/server/src/services/payments/README.md#fees: the quote,
   * tier and code included, or what was paid): cents, `loading` while it is asked for, null where
   * none is known. Never worked out here from category prices, so it is the pay step's figure.
   */
  fee: number | 'loading' | null;
  images: StoredFile[];
  pdf: { url: string } | null;
  /** The entry's form: which built-in fields it has, how they are worded, its own fields. */
  form: EntryForm;
  customFields: Partial<Record<string, CustomValue | null>>;
}

interface EntrySheetProps {
  entry: EntrySheetData;
  /** Heading level of the title: h1 on /preview, h3 inside the review step. */
  headingLevel?: 1 | 2 | 3;
  /** An action beside each section (the review step's "Edit" links), by section. */
  sectionAction?: (section: 'category' | 'details' | 'images') => ReactNode;
}

/**
 * The entry as the jury will see it (issue 4): images first, then category, title, description,
 * the form's own fields shown to the jury and the links; apart, under "Not shown to the jury",
 * what the reviewers never get — the credits, the fields kept from them, the fee and the code
 * (docs/product.md#reviews: blind review). Fields the form leaves out are not shown.
 */
export function EntrySheet({ entry, headingLevel = 2, sectionAction }: EntrySheetProps) {
  const { t } = useTranslation('entries');
  const wording = useBuiltInWording(entry.form);
  const language = useFormLanguage();
  const { videoUrl, pdf } = entry.form.builtIn;
  const video = videoUrl.enabled ? entry.videoUrl : '';
  const file = pdf.enabled ? entry.pdf : null;
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${Math.min(headingLevel + 1, 4)}` as 'h2' | 'h3' | 'h4';
  return (
    <article className="entry-sheet">
      <div className="entry-sheet__media">
        <EntryGallery images={entry.images} title={entry.title} />
        {sectionAction ? <div className="entry-sheet__action">{sectionAction('images')}</div> : null}
      </div>
      <div className="entry-sheet__text">
        <div className="entry-sheet__category">
          <p className="eyebrow">
            {entry.category
              ? categoryLabel(entry.category)
              : t('sheet.noCategory')}
          </p>
          {sectionAction ? sectionAction('category') : null}
        </div>
        <Heading className="entry-sheet__title">{missing(entry.title, t('sheet.untitled'))}</Heading>
        <section className="entry-sheet__section">
          <div className="entry-sheet__section-head">
            <SubHeading>{wording('description').label}</SubHeading>
            {sectionAction ? sectionAction('details') : null}
          </div>
          <p className="entry-sheet__body">{missing(entry.description, t('sheet.notGiven'))}</p>
          <FieldValues items={customFieldValues(entry.form, entry.customFields, language, 'jury')} />
        </section>
        {video || file ? (
          <ul className="entry-sheet__links">
            {video ? (
              <li>
                <PlayCircleOutlined aria-hidden />{' '}
                <a href={video} target="_blank" rel="noopener noreferrer">
                  {t('sheet.video')}
                </a>
              </li>
            ) : null}
            {file ? (
              <li>
                <FilePdfOutlined aria-hidden />{' '}
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {t('sheet.pdf')}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        <NotForJury entry={entry} headingLevel={Math.min(headingLevel + 1, 4) as 2 | 3 | 4} />
      </div>
    </article>
  );
}
