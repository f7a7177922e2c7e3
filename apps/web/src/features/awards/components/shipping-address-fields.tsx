import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShippingAddressInput } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import type { useCountryOptions } from '../../../lib/public/country-options.ts';
import '../../../i18n/payments.ts';

const shape = ShippingAddressInput.shape;

type CountryOptions = ReturnType<typeof useCountryOptions>;

interface ShippingAddressFieldsProps {
  countries: CountryOptions['countries'];
  dials: CountryOptions['dials'];
  filter: CountryOptions['filter'];
}

/**
 * Where the trophies go (`ShippingAddressInput`), the fields nested under `address` of the
 * trophy order form; each is checked with the call's own schema.
 */
export function ShippingAddressFields({ countries, dials, filter }: ShippingAddressFieldsProps) {
  const { t } = useTranslation('payments');
  const rules = useFormRules();
  return (
    <fieldset className="trophy-form__address">
      <legend>{t('trophies.address')}</legend>
      <div className="trophy-form__columns">
        <Form.Item
          name={['address', 'recipient']}
          label={t('trophies.recipient')}
          rules={rules.field(shape.recipient)}
        >
          <Input autoComplete="shipping name" />
        </Form.Item>
        <Form.Item
          name={['address', 'company']}
          label={t('trophies.company')}
          rules={rules.field(shape.company)}
        >
          <Input autoComplete="shipping organization" />
        </Form.Item>
      </div>
      <Form.Item
        name={['address', 'line1']}
        label={t('trophies.line1')}
        rules={rules.field(shape.line1)}
      >
        <Input autoComplete="shipping address-line1" />
      </Form.Item>
      <Form.Item
        name={['address', 'line2']}
        label={t('trophies.line2')}
        rules={rules.field(shape.line2)}
      >
        <Input autoComplete="shipping address-line2" />
      </Form.Item>
      <div className="trophy-form__columns">
        <Form.Item
          name={['address', 'city']}
          label={t('trophies.city')}
          rules={rules.field(shape.city)}
        >
          <Input autoComplete="shipping address-level2" />
        </Form.Item>
        <Form.Item
          name={['address', 'region']}
          label={t('trophies.region')}
          rules={rules.field(shape.region)}
        >
          <Input autoComplete="shipping address-level1" />
        </Form.Item>
        <Form.Item
          name={['address', 'postalCode']}
          label={t('trophies.postalCode')}
          rules={rules.field(shape.postalCode)}
        >
          <Input autoComplete="shipping postal-code" />
        </Form.Item>
        <Form.Item
          name={['address', 'country']}
          label={t('trophies.country')}
          rules={rules.field(shape.country)}
        >
          <Select
            showSearch={{ filterOption: filter }}
            options={countries}
            placeholder={t('invoice.countryPlaceholder')}
            aria-label={t('trophies.country')}
          />
        </Form.Item>
      </div>
      <Form.Item label={t('trophies.phone')} required>
        <Space.Compact block>
          <Form.Item name={['address', 'dialCountry']} noStyle rules={rules.field(shape.country)}>
            <Select
              showSearch={{ filterOption: filter }}
              options={dials}
              placeholder={t('trophies.areaCode')}
              aria-label={t('trophies.areaCode')}
              className="trophy-form__dial"
              popupMatchSelectWidth={280}
              optionRender={(option) => <span>{option.data.title}</span>}
            />
          </Form.Item>
          <Form.Item name={['address', 'phone']} noStyle rules={rules.field(shape.phone)}>
            <Input
              aria-label={t('trophies.phoneNumber')}
              autoComplete="shipping tel-national"
              inputMode="tel"
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    </fieldset>
  );
}
