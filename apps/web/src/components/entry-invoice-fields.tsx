import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateEntryFeeInvoiceRequest } from '@laurel/contract';
import { useFormRules } from '../lib/form-rules.ts';
import { useCountryOptions } from '../lib/public/country-options.ts';
import '../i18n/payments.ts';

export interface InvoiceValues {
  billingName?: string;
  billingCompany?: string;
  billingAddress?: string;
  country?: string;
  taxId?: string;
  fapiao?: boolean;
}

/** The fields a 422 can name, in the order of the form. */
export const INVOICE_FIELDS = [
  'billingName',
  'billingCompany',
  'billingAddress',
  'country',
  'taxId',
  'fapiao',
] as const;
const shape = CreateEntryFeeInvoiceRequest.shape;

const filled = (value: string | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** The billing details as `createEntryFeeInvoice` and `correctInvoice` take them. */
export const invoiceBody = (values: InvoiceValues) => ({
  billingName: filled(values.billingName),
  billingCompany: filled(values.billingCompany),
  billingAddress: filled(values.billingAddress),
  ...(values.country ? { country: values.country } : {}),
  taxId: filled(values.taxId),
  fapiao: Boolean(values.fapiao),
});

/**
 * The billing-detail fields of an invoice, inside the caller's antd `Form`: issuing the entry-fee
 * invoice (`entry-invoice-form.tsx`) and correcting one (the account page) ask the same.
 */
export function InvoiceFields() {
  const { t } = useTranslation('payments');
  const rules = useFormRules();
  const { countries, filter } = useCountryOptions();
  return (
    <>
      <div className="entry-invoice__columns">
        <Form.Item name="billingName" label={t('invoice.name')} rules={rules.field(shape.billingName)}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="billingCompany"
          label={t('invoice.company')}
          rules={rules.field(shape.billingCompany)}
        >
          <Input autoComplete="organization" />
        </Form.Item>
      </div>
      <Form.Item
        name="billingAddress"
        label={t('invoice.address')}
        rules={rules.field(shape.billingAddress)}
      >
        <Input.TextArea autoComplete="street-address" autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <div className="entry-invoice__columns">
        <Form.Item name="country" label={t('invoice.country')}>
          <Select
            showSearch={{ filterOption: filter }}
            allowClear
            options={countries}
            placeholder={t('invoice.countryPlaceholder')}
            aria-label={t('invoice.country')}
          />
        </Form.Item>
        <Form.Item
          name="taxId"
          label={t('invoice.taxId')}
          extra={t('invoice.taxIdHint')}
          rules={rules.field(shape.taxId)}
        >
          <Input />
        </Form.Item>
      </div>
      <Form.Item name="fapiao" valuePropName="checked">
        <Checkbox>{t('invoice.fapiao')}</Checkbox>
      </Form.Item>
    </>
  );
}
