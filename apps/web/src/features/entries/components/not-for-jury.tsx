import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@laurel/contract';
import { customFieldValues, FieldValues, useBuiltInWording, useFormLanguage } from '../../../components/entry-form/index.ts';
import type { EntrySheetData } from './entry-sheet.tsx';
import '../../../i18n/entries.ts';

/** The text, or what to say where the entrant has not written it yet. */
export const missing = (text: string, fallback: string) => (text.trim() ? text : fallback);

interface NotForJuryProps {
  entry: Pick<EntrySheetData, 'credits' | 'fee' | 'invitationCode' | 'category' | 'form' | 'customFields'>;
  /** Level of its own heading; the credits' heading is one below. */
  headingLevel: 2 | 3 | 4;
}

/**
 * What the entrant wrote or owes that the jury never sees, apart from the jury's view, so the
 * sheet above it is exactly what a reviewer reads (docs/product.md#reviews): the credits (names,
 * which would unblind the review, where the form asks for them), the form's own fields it keeps
 * from the jury, the entry fee and the invitation code.
 */
export function NotForJury({ entry, headingLevel }: NotForJuryProps) {
  const { t } = useTranslation('entries');
  const id = useId();
  const wording = useBuiltInWording(entry.form);
  const language = useFormLanguage();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  return (
    <section className="entry-sheet__private" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="entry-sheet__private-title">
        {t('sheet.notShown')}
      </Heading>
      <p className="entry-sheet__private-note">{t('sheet.notShownNote')}</p>
      {entry.form.builtIn.credits.enabled ? (
        <>
          <SubHeading className="entry-sheet__private-label">{wording('credits').label}</SubHeading>
          <p className="entry-sheet__body">{missing(entry.credits, t('sheet.notGiven'))}</p>
        </>
      ) : null}
      <FieldValues items={customFieldValues(entry.form, entry.customFields, language, 'notJury')} />
      {entry.category && entry.fee !== null ? (
        <p className="entry-sheet__fee">
          {entry.fee === 'loading'
            ? t('sheet.feeLoading')
            : t('sheet.fee', { fee: formatMoney(entry.fee) })}
        </p>
      ) : null}
      {entry.invitationCode ? (
        <p className="entry-sheet__fee">
          {t('sheet.invitationCode', { code: entry.invitationCode })}
        </p>
      ) : null}
    </section>
  );
}
