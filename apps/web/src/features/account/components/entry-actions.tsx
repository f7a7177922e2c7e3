import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls, type CallDef, type EntrySummary } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { toast } from '../../../lib/feedback.ts';
import { openFile } from '../../../lib/open-file.ts';
import { fieldMessages, getApiBaseUrl, isApiError } from '../../../lib/request/index.ts';
import { useSubmitEntry } from '../../../lib/queries/submit-entry.ts';

const pdfUrl = (call: CallDef, id: number) => `${getApiBaseUrl()}${call.path}?apply_order_id=${id}`;

/**
 * What the entrant can do with an entry now, from its status and fee statuses: continue or
 * submit a draft, view it, open its invoices and certificate (`documents`), confirm winner
 * details once awarded. Ordering more trophies (`/trophie`) is offered with the trophy payments.
 */
export function EntryActions({ entry }: { entry: EntrySummary }) {
  const { t } = useTranslation('auth');
  const submit = useSubmitEntry();
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const id = entry.id;
  const preview = `/preview?apply_order_id=${id}`;

  const open = (call: CallDef) => {
    openFile(pdfUrl(call, id)).catch(() => toast.error(t('account.fileFailed')));
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

  const docs: [string, CallDef][] = [];
  if (entry.documents.entryFeeInvoice) docs.push(['entryInvoice', calls.pdf.printEntryFeeInvoice]);
  if (entry.documents.winnerPackageFeeInvoice) docs.push(['winnerInvoice', calls.pdf.printWinnerPackageFeeInvoice]);
  if (entry.documents.additionalTrophyFeeInvoice) {
    docs.push(['trophyInvoice', calls.pdf.printAdditionalTrophyFeeInvoice]);
  }
  if (entry.documents.certificate) docs.push(['certificate', calls.pdf.printCertPdf]);

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
          <ButtonLink to={preview}>{t('account.view')}</ButtonLink>
        )}
        {entry.status === 'awarded' ? (
          <ButtonLink to={`/awards/steps?apply_order_id=${id}`}>{t('account.winnerDetails')}</ButtonLink>
        ) : null}
        {docs.map(([key, call]) => (
          <Button key={key} type="link" onClick={() => open(call)}>
            {t(`account.docs.${key}`)}
          </Button>
        ))}
      </div>
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
