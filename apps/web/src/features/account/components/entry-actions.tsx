import { useState, type ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { callMeta, type EntrySummary } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { EntryInvoiceForm } from '../../../components/entry-invoice-form.tsx';
import { payFeePath } from '../../../lib/fee-pages.ts';
import { toast } from '../../../lib/feedback.ts';
import { useFocusOnClose } from '../../../lib/use-focus-on-close.ts';
import { printDocument } from '../../../lib/print-document.ts';
import { downloadAwardSeal, type SealFormat } from '../../../lib/download-award-seal.ts';
import { fieldMessages, isApiError } from '../../../lib/request/index.ts';
import { useSubmitEntry } from '../../../lib/queries/submit-entry.ts';
import { isPayable } from '../model/entry-progress.ts';
import { CreditNotes } from './credit-notes.tsx';
import { InvoiceCorrection } from './invoice-correction.tsx';
import '../../../i18n/auth.ts';

type PrintCall =
  | typeof callMeta.pdf.printWinnerPackageFeeInvoice
  | typeof callMeta.pdf.printAdditionalTrophyFeeInvoice
  | typeof callMeta.pdf.printCertPdf;

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
  const awardSteps = `/awards/steps?apply_order_id=${id}`;
  const awarded = entry.status === 'awarded';
  const packageDue = awarded && isPayable(entry.winnerPackageFeeStatus);

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

  let primary: ReactNode = null;
  const more: ReactNode[] = [];
  let certificateShown = false;
  if (entry.status === 'draft') {
    primary = (
      <ButtonLink type="primary" to={`/steps?apply_order_id=${id}`}>
        {t('account.actions.complete')}
      </ButtonLink>
    );
    more.push(
      <ButtonLink key="preview" to={preview}>
        {t('account.preview')}
      </ButtonLink>,
      <Popconfirm
        key="submit"
        title={t('account.submitConfirm')}
        okText={t('account.submitOk')}
        cancelText={t('account.cancel')}
        onConfirm={() => onSubmit()}
      >
        <Button loading={submit.isPending}>{t('account.submit')}</Button>
      </Popconfirm>,
    );
  } else {
    if (entry.status === 'submitted' && isPayable(entry.entryFeeStatus)) {
      primary = (
        <ButtonLink type="primary" to={payFeePath('entry', id)}>
          {t('account.payEntryFee')}
        </ButtonLink>
      );
    } else if (packageDue) {
      primary = (
        <ButtonLink type="primary" to={awardSteps}>
          {t('account.actions.confirmWinner')}
        </ButtonLink>
      );
    } else if (awarded && trophiesDue) {
      primary = (
        <ButtonLink type="primary" to={payFeePath('additionalTrophy', id)}>
          {t('account.actions.payTrophies')}
        </ButtonLink>
      );
    } else if (entry.documents.certificate) {
      certificateShown = true;
      primary = (
        <Button type="primary" onClick={() => open(callMeta.pdf.printCertPdf)}>
          {t('account.docs.certificate')}
        </Button>
      );
    }
    more.push(
      <ButtonLink key="view" to={preview}>
        {t('account.view')}
      </ButtonLink>,
    );
    if (awarded && !packageDue) {
      more.push(
        <ButtonLink key="winner" to={awardSteps}>
          {t('account.actions.winnerDetails')}
        </ButtonLink>,
      );
      if (!trophiesDue) {
        more.push(
          <ButtonLink key="trophies" to={`/trophie?apply_order_id=${id}`}>
            {t('account.actions.orderTrophies')}
          </ButtonLink>,
        );
      }
    }
  }

  const docs: [string, PrintCall][] = [];
  if (entry.documents.winnerPackageFeeInvoice) docs.push(['winnerInvoice', callMeta.pdf.printWinnerPackageFeeInvoice]);
  if (entry.documents.additionalTrophyFeeInvoice) {
    docs.push(['trophyInvoice', callMeta.pdf.printAdditionalTrophyFeeInvoice]);
  }
  if (entry.documents.certificate && !certificateShown) docs.push(['certificate', callMeta.pdf.printCertPdf]);
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
