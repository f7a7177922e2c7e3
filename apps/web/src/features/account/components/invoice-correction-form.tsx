import { useState } from 'react';
import { Alert, Button, Form, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type FeeKind, type Invoice, pdfCallMeta } from '@laurel/contract';
import {
  INVOICE_FIELDS,
  invoiceBody,
  InvoiceFields,
  type InvoiceValues,
} from '../../../components/entry-invoice-fields.tsx';
import { toast } from '../../../lib/feedback.ts';
import { SCROLL_TO_FIRST_ERROR, showFieldErrors } from '../../../lib/form-errors.ts';
import { printDocument } from '../../../lib/print-document.ts';
import { useCorrectInvoice } from '../../../lib/queries/correct-invoice.ts';
import { isApiError } from '../../../lib/request/index.ts';
import { feeInvoiceKey, useFeeInvoice } from '../api/fee-invoice.ts';
import '../../../i18n/auth.ts';

/** Where each fee's invoice prints: without `trophyOrderId`, the latest paid trophy order's. */
const PRINT = {
  entry: pdfCallMeta.printEntryFeeInvoice,
  winnerPackage: pdfCallMeta.printWinnerPackageFeeInvoice,
  additionalTrophy: pdfCallMeta.printAdditionalTrophyFeeInvoice,
} as const;

const valuesOf = (invoice: Invoice): InvoiceValues => ({
  billingName: invoice.billingName,
  billingCompany: invoice.billingCompany ?? '',
  billingAddress: invoice.billingAddress ?? '',
  country: invoice.country ?? undefined,
  taxId: invoice.taxId ?? '',
  fapiao: invoice.fapiao,
});

/**
 * New billing details for one fee's invoice (docs/product.md#invoices): the fields start from the
 * invoice in force (`getFeeInvoice`), and `correctInvoice` cancels it with a credit note and issues
 * a new one, which is then offered and becomes the invoice in force. A refusal (a refunded
 * payment's 409) is shown here, in place.
 */
export function InvoiceCorrectionForm({
  entryId,
  feeKind,
  onClose,
}: {
  entryId: number;
  feeKind: FeeKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<InvoiceValues>();
  const queryClient = useQueryClient();
  const read = useFeeInvoice(entryId, feeKind);
  const correct = useCorrectInvoice();
  const [done, setDone] = useState<{ invoice: Invoice; old: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = read.data;

  const onFinish = async (values: InvoiceValues, from: Invoice) => {
    setRefusal(null);
    try {
      const invoice = await correct.mutateAsync({
        apply_order_id: entryId,
        feeKind,
        ...invoiceBody(values),
      });
      // The old number is kept here: the answer is now the invoice in force.
      setDone({ invoice, old: from.number });
      queryClient.setQueryData(feeInvoiceKey(entryId, feeKind), invoice);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.fieldErrors) showFieldErrors(form, error, INVOICE_FIELDS);
      else
        setRefusal(
          error.kind === 'business' && typeof error.msg === 'string'
            ? error.msg
            : t('account.correction.failed'),
        );
    }
  };

  const download = () => {
    printDocument(PRINT[feeKind], { apply_order_id: entryId }).catch(() =>
      toast.error(t('account.fileFailed')),
    );
  };

  if (done) {
    const { invoice, old } = done;
    return (
      <div className="entry-invoice__done">
        <Alert
          type="success"
          showIcon
          role="status"
          title={
            invoice.number !== old
              ? t('account.correction.done', { number: invoice.number, old })
              : t('account.correction.unchanged', { number: invoice.number })
          }
        />
        <div className="entry-invoice__actions">
          <Button type="primary" onClick={download}>
            {t('account.correction.download', { number: invoice.number })}
          </Button>
          <Button onClick={onClose}>{t('account.correction.close')}</Button>
        </div>
      </div>
    );
  }
  if (!current) {
    return read.isError ? (
      <Alert
        className="entry-invoice__refusal"
        type="error"
        showIcon
        title={t('account.correction.failed')}
      />
    ) : (
      <Spin>
        <p className="entry-invoice__lead">{t('account.correction.loading')}</p>
      </Spin>
    );
  }
  return (
    <>
      <p className="entry-invoice__lead">
        {t('account.correction.lead', { number: current.number })}
      </p>
      <Form
        // A new invoice in force (read again on opening) starts the fields afresh.
        key={current.number}
        form={form}
        name={`invoice-correction-${entryId}-${feeKind}`}
        layout="vertical"
        requiredMark="optional"
        disabled={correct.isPending}
        initialValues={valuesOf(current)}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(values) => void onFinish(values, current)}
      >
        <InvoiceFields />
        {refusal ? (
          <Alert
            className="entry-invoice__refusal"
            type="error"
            showIcon
            role="alert"
            title={refusal}
          />
        ) : null}
        <div className="entry-invoice__actions">
          <Button type="primary" htmlType="submit" loading={correct.isPending}>
            {t('account.correction.submit')}
          </Button>
          <Button onClick={onClose}>{t('account.correction.cancel')}</Button>
        </div>
      </Form>
    </>
  );
}
