import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EntrySummary, pdfCallMeta } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { EntryInvoiceForm } from '../../../components/entry-invoice-form.tsx';
import { toast } from '../../../lib/feedback.ts';
import { useFocusOnClose } from '../../../lib/use-focus-on-close.ts';
import { printDocument } from '../../../lib/print-document.ts';
import { downloadAwardSeal, type SealFormat } from '../../../lib/download-award-seal.ts';
import { fieldMessages, isApiError } from '../../../lib/request/index.ts';
import { useSubmitEntry } from '../../../lib/queries/submit-entry.ts';
import { CreditNotes } from './credit-notes.tsx';
import { stepButtons } from './entry-step-buttons.tsx';
import { InvoiceCorrection } from './invoice-correction.tsx';
import '../../../i18n/auth.ts';

type PrintCall =
  | typeof pdfCallMeta.printWinnerPackageFeeInvoice
  | typeof pdfCallMeta.printAdditionalTrophyFeeInvoice
  | typeof pdfCallMeta.printCertPdf;

/**
 * What the entrant can do with an entry now. The next step of its state is the one primary
 * button — "Complete entry" for a draft, "Pay entry fee" for a submission whose fee is due,
 * "Confirm winner details" for an award whose winner package is due, "Pay for trophies" for an
 * extra-trophy order, else the certificate — and the rest are quieter: view or submit the entry,
 * the winner details and trophies, its invoices (the entry-fee invoice first asks for the billing
 * details; the billing details of any fee's invoice can be corrected, `invoice-correction.tsx`),
 * credit notes and, with the certificate, the award's seal as SVG and PNG. Fees are paid where
 * lib/fee-pages.ts says.
 */
export function EntryActions({ entry, trophiesDue }: { entry: EntrySummary; trophiesDue: boolean }) {
  const { t } = useTranslation('auth');
  const submit = useSubmitEntry();
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const [correctionOpen, setCorrectionOpen] = useState(false);
  const id = entry.id;
  const preview = `/preview?apply_order_id=${id}`;

  const open = (call: PrintCall) => {
    printDocument(call, { apply_order_id: id }).catch(() => toast.error(t('account.fileFailed')));
  };

  // The request client has shown a refusal already; nothing is left to do here.
  const saveSeal = (format: SealFormat) => downloadAwardSeal(id, format).catch(() => undefined);

  const onSubmit = async () => {
    setRefusal(null);
    try {
      await submit.mutateAsync(id);
      toast.success(t('account.submitted'));
    } catch (error) {
      // The call leaves a refusal to this page (`shownInline`): it is listed here, by label.
      if (isApiError(error) && error.fieldErrors) setRefusal(fieldMessages(error.fieldErrors));
    }
  };

  const invoiceFocus = useFocusOnClose(invoiceOpen);
  const closeInvoice = () => {
    invoiceFocus.closing();
    setInvoiceOpen(false);
  };
  const correctionFocus = useFocusOnClose(correctionOpen);
  const closeCorrection = () => {
    correctionFocus.closing();
    setCorrectionOpen(false);
  };

  const { primary, more, certificateShown } = stepButtons({
    entry,
    trophiesDue,
    t,
    submitting: submit.isPending,
    onSubmit,
    onCertificate: () => open(pdfCallMeta.printCertPdf),
  });

  const docs: [string, PrintCall][] = [];
  if (entry.documents.winnerPackageFeeInvoice) docs.push(['winnerInvoice', pdfCallMeta.printWinnerPackageFeeInvoice]);
  if (entry.documents.additionalTrophyFeeInvoice) {
    docs.push(['trophyInvoice', pdfCallMeta.printAdditionalTrophyFeeInvoice]);
  }
  if (entry.documents.certificate && !certificateShown) docs.push(['certificate', pdfCallMeta.printCertPdf]);
  // The fees whose invoice can be printed, and so corrected.
  const invoiceFees = (
    [
      ['entry', entry.documents.entryFeeInvoice],
      ['winnerPackage', entry.documents.winnerPackageFeeInvoice],
      ['additionalTrophy', entry.documents.additionalTrophyFeeInvoice],
    ] as const
  )
    .filter(([, printable]) => printable)
    .map(([fee]) => fee);
  // One invoice form at a time: issuing the entry fee's, or correcting one issued.
  const formsClosed = !invoiceOpen && !correctionOpen;
  const entryInvoiceButton = entry.documents.entryFeeInvoice && formsClosed;
  const correctionButton = invoiceFees.length > 0 && formsClosed;
  // The seal follows the certificate's rule (an award whose winner package is paid or waived).
  const sealButtons = entry.documents.certificate;
  const hasDocs = docs.length > 0 || entryInvoiceButton || correctionButton || sealButtons;

  return (
    <div className="entry-actions">
      <div className="entry-actions__row">
        {primary}
        {more}
      </div>
      {hasDocs ? (
        <div className="entry-actions__docs">
          {entryInvoiceButton ? (
            <Button type="link" ref={invoiceFocus.opener} onClick={() => setInvoiceOpen(true)}>
              {t('account.docs.entryInvoice')}
            </Button>
          ) : null}
          {docs.map(([key, call]) => (
            <Button key={key} type="link" onClick={() => open(call)}>
              {t(`account.docs.${key}`)}
            </Button>
          ))}
          {sealButtons
            ? (['svg', 'png'] as const).map((format) => (
                <Button key={format} type="link" onClick={() => saveSeal(format)}>
                  {t(format === 'svg' ? 'account.docs.sealSvg' : 'account.docs.sealPng')}
                </Button>
              ))
            : null}
          {correctionButton ? (
            <Button type="link" ref={correctionFocus.opener} onClick={() => setCorrectionOpen(true)}>
              {t('account.correction.correct')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {invoiceOpen ? <EntryInvoiceForm entryId={id} onClose={closeInvoice} /> : null}
      {correctionOpen ? (
        <InvoiceCorrection entryId={id} fees={invoiceFees} onClose={closeCorrection} />
      ) : null}
      <CreditNotes entry={entry} />
      {refusal ? (
        <div className="entry-actions__refusal" role="alert">
          <p>{t('account.submitRefused')}</p>
          <ul>
            {refusal.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <ButtonLink type="link" to={preview}>
            {t('account.fixInPreview')}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
