import { useEffect, useRef } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { pdfCallMeta } from '@laurel/contract';
import { toast } from '../lib/feedback.ts';
import { SCROLL_TO_FIRST_ERROR, showFieldErrors } from '../lib/form-errors.ts';
import { printDocument } from '../lib/print-document.ts';
import { useCreateEntryInvoice } from '../lib/queries/create-entry-invoice.ts';
import { isApiError } from '../lib/request/index.ts';
import { useCurrentUser } from '../lib/session/current-user.ts';
import { INVOICE_FIELDS, invoiceBody, InvoiceFields, type InvoiceValues } from './entry-invoice-fields.tsx';
import './entry-invoice-form.css';
import '../i18n/payments.ts';

interface EntryInvoiceFormProps {
  entryId: number;
  /** After the invoice was issued and opened, or on Cancel. */
  onClose: () => void;
}

/**
 * The billing details for the entry-fee invoice, then the invoice itself (docs/product.md#invoices):
 * `createEntryFeeInvoice` issues it once, and the print call opens it. Every field is optional;
 * the form starts from the account's name, company and country. Shown in place of the button that
 * opened it (the account page, the payment result), with the focus on its heading.
 */
export function EntryInvoiceForm({ entryId, onClose }: EntryInvoiceFormProps) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<InvoiceValues>();
  const { user } = useCurrentUser();
  const create = useCreateEntryInvoice();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const headingId = `invoice-${entryId}`;

  const onFinish = async (values: InvoiceValues) => {
    let issued = false;
    try {
      const invoice = await create.mutateAsync({ apply_order_id: entryId, ...invoiceBody(values) });
      issued = true;
      toast.success(t('invoice.issued', { number: invoice.number }));
      await printDocument(pdfCallMeta.printEntryFeeInvoice, { apply_order_id: entryId });
      onClose();
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, error, INVOICE_FIELDS);
      else if (issued) toast.error(t('invoice.failed'));
    }
  };

  return (
    <section className="entry-invoice" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="entry-invoice__heading">
        {t('invoice.heading')}
      </h3>
      <p className="entry-invoice__lead">{t('invoice.lead')}</p>
      <Form
        form={form}
        name={`invoice-${entryId}`}
        layout="vertical"
        requiredMark="optional"
        disabled={create.isPending}
        initialValues={{
          billingName: user?.name ?? '',
          billingCompany: user?.company ?? '',
          country: user?.country ?? undefined,
          fapiao: false,
        }}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(values) => void onFinish(values)}
      >
        <InvoiceFields />
        <div className="entry-invoice__actions">
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('invoice.submit')}
          </Button>
          <Button onClick={onClose}>{t('invoice.cancel')}</Button>
        </div>
      </Form>
    </section>
  );
}
