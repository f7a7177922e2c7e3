import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { callMeta, type Invoice } from '@laurel/contract';
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
import { useCreateEntryInvoice } from '../../../lib/queries/create-entry-invoice.ts';
import { isApiError } from '../../../lib/request/index.ts';
import '../../../components/entry-invoice-form.css';
import '../../../i18n/auth.ts';
import '../../../i18n/payments.ts';

const valuesOf = (invoice: Invoice): InvoiceValues => ({
  billingName: invoice.billingName,
  billingCompany: invoice.billingCompany ?? '',
  billingAddress: invoice.billingAddress ?? '',
  country: invoice.country ?? undefined,
  taxId: invoice.taxId ?? '',
  fapiao: invoice.fapiao,
});

/**
 * New billing details for the entry-fee invoice already issued (docs/product.md#invoices): the
 * form starts from the invoice in force (`createEntryFeeInvoice` answers the one issued), and
 * `correctInvoice` cancels it with a credit note and issues a new one, which is then offered.
 * A refusal (a refunded payment's 409) is shown here, in place.
 */
export function InvoiceCorrection({ entryId, onClose }: { entryId: number; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<InvoiceValues>();
  const read = useCreateEntryInvoice();
  const correct = useCorrectInvoice();
  const [current, setCurrent] = useState<Invoice | null>(null);
  const [result, setResult] = useState<Invoice | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `invoice-correction-${entryId}`;
  const { mutateAsync: readInvoice } = read;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    readInvoice({ apply_order_id: entryId }).then(setCurrent, () => undefined);
  }, [entryId, readInvoice]);

  const onFinish = async (values: InvoiceValues) => {
    setRefusal(null);
    try {
      setResult(await correct.mutateAsync({ apply_order_id: entryId, feeKind: 'entry', ...invoiceBody(values) }));
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.fieldErrors) showFieldErrors(form, error, INVOICE_FIELDS);
      else setRefusal(error.kind === 'business' && typeof error.msg === 'string' ? error.msg : t('account.correction.failed'));
    }
  };

  const download = () => {
    printDocument(callMeta.pdf.printEntryFeeInvoice, { apply_order_id: entryId }).catch(() =>
      toast.error(t('account.fileFailed')),
    );
  };

  let body;
  if (result && current) {
    const replaced = result.number !== current.number;
    body = (
      <div className="entry-invoice__done">
        <Alert
          type="success"
          showIcon
          role="status"
          title={
            replaced
              ? t('account.correction.done', { number: result.number, old: current.number })
              : t('account.correction.unchanged', { number: result.number })
          }
        />
        <div className="entry-invoice__actions">
          <Button type="primary" onClick={download}>
            {t('account.correction.download', { number: result.number })}
          </Button>
          <Button onClick={onClose}>{t('account.correction.close')}</Button>
        </div>
      </div>
    );
  } else if (!current) {
    body = read.isError ? (
      <Alert type="error" showIcon title={t('account.correction.failed')} />
    ) : (
      <Spin>
        <p className="entry-invoice__lead">{t('account.correction.loading')}</p>
      </Spin>
    );
  } else {
    body = (
      <Form
        form={form}
        name={`invoice-correction-${entryId}`}
        layout="vertical"
        requiredMark="optional"
        disabled={correct.isPending}
        initialValues={valuesOf(current)}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(values) => void onFinish(values)}
      >
        <InvoiceFields />
        {refusal ? <Alert className="entry-invoice__refusal" type="error" showIcon role="alert" title={refusal} /> : null}
        <div className="entry-invoice__actions">
          <Button type="primary" htmlType="submit" loading={correct.isPending}>
            {t('account.correction.submit')}
          </Button>
          <Button onClick={onClose}>{t('account.correction.cancel')}</Button>
        </div>
      </Form>
    );
  }

  return (
    <section className="entry-invoice" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="entry-invoice__heading">
        {t('account.correction.heading')}
      </h3>
      <p className="entry-invoice__lead">
        {current ? t('account.correction.lead', { number: current.number }) : null}
      </p>
      {body}
    </section>
  );
}
