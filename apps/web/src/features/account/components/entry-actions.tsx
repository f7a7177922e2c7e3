import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { callMeta, type EntrySummary } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { EntryInvoiceForm } from '../../../components/entry-invoice-form.tsx';
import { payFeePath } from '../../../lib/fee-pages.ts';
import { toast } from '../../../lib/feedback.ts';
import { useFocusOnClose } from '../../../lib/use-focus-on-close.ts';
import { printDocument } from '../../../lib/print-document.ts';
import { fieldMessages, isApiError } from '../../../lib/request/index.ts';
import { useSubmitEntry } from '../../../lib/queries/submit-entry.ts';
import { CreditNotes } from './credit-notes.tsx';

type PrintCall =
  | typeof callMeta.pdf.printWinnerPackageFeeInvoice
  | typeof callMeta.pdf.printAdditionalTrophyFeeInvoice
  | typeof callMeta.pdf.printCertPdf;

const payable = (status: EntrySummary['entryFeeStatus']) => status === 'unpaid' || status === 'pending';

/**
 * What the entrant can do with an entry now, from its status and fee statuses: continue or
 * submit a draft, view it, pay each fee that is due where it is paid (lib/fee-pages.ts), open its
 * invoices and certificate (`documents`; the entry-fee invoice first asks for the billing details),
 * confirm winner details and order trophies once awarded, and print its credit notes.
 */
export function EntryActions({ entry }: { entry: EntrySummary }) {
  const { t } = useTranslation('auth');
  const submit = useSubmitEntry();
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const id = entry.id;
  const preview = `/preview?apply_order_id=${id}`;
  const awarded = entry.status === 'awarded';

  const open = (call: PrintCall) => {
    printDocument(call, { apply_order_id: id }).catch(() => toast.error(t('account.fileFailed')));
  };

  const onSubmit = async () => {
    setRefusal(null);
    try {
      await submit.mutateAsync(id);
      toast.success(t('account.submitted'));
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setRefusal(fieldMessages(error.fieldErrors));
    }
  };

  const invoiceFocus = useFocusOnClose(invoiceOpen);
  const closeInvoice = () => {
    invoiceFocus.closing();
    setInvoiceOpen(false);
  };

  const docs: [string, PrintCall][] = [];
  if (entry.documents.winnerPackageFeeInvoice) docs.push(['winnerInvoice', callMeta.pdf.printWinnerPackageFeeInvoice]);
  if (entry.documents.additionalTrophyFeeInvoice) {
    docs.push(['trophyInvoice', callMeta.pdf.printAdditionalTrophyFeeInvoice]);
  }
  if (entry.documents.certificate) docs.push(['certificate', callMeta.pdf.printCertPdf]);

  return (
    <div className="entry-actions">
      <div className="entry-actions__row">
        {entry.status === 'draft' ? (
          <>
            <ButtonLink type="primary" to={`/steps?apply_order_id=${id}`}>
              {t('account.continue')}
            </ButtonLink>
            <ButtonLink to={preview}>{t('account.preview')}</ButtonLink>
            <Popconfirm
              title={t('account.submitConfirm')}
              okText={t('account.submitOk')}
              cancelText={t('account.cancel')}
              onConfirm={() => onSubmit()}
            >
              <Button loading={submit.isPending}>{t('account.submit')}</Button>
            </Popconfirm>
          </>
        ) : (
          <>
            {entry.status === 'submitted' && payable(entry.entryFeeStatus) ? (
              <ButtonLink type="primary" to={payFeePath('entry', id)}>
                {t('account.payEntryFee')}
              </ButtonLink>
            ) : null}
            <ButtonLink to={preview}>{t('account.view')}</ButtonLink>
          </>
        )}
        {awarded ? (
          <>
            {payable(entry.winnerPackageFeeStatus) ? (
              <ButtonLink type="primary" to={payFeePath('winnerPackage', id)}>
                {t('account.payWinnerPackage')}
              </ButtonLink>
            ) : null}
            <ButtonLink to={`/awards/steps?apply_order_id=${id}`}>{t('account.winnerDetails')}</ButtonLink>
            <ButtonLink to={`/trophie?apply_order_id=${id}`}>{t('account.trophies')}</ButtonLink>
          </>
        ) : null}
        {entry.documents.entryFeeInvoice && !invoiceOpen ? (
          <Button type="link" ref={invoiceFocus.opener} onClick={() => setInvoiceOpen(true)}>
            {t('account.docs.entryInvoice')}
          </Button>
        ) : null}
        {docs.map(([key, call]) => (
          <Button key={key} type="link" onClick={() => open(call)}>
            {t(`account.docs.${key}`)}
          </Button>
        ))}
      </div>
      {invoiceOpen ? <EntryInvoiceForm entryId={id} onClose={closeInvoice} /> : null}
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
