import { Button, Form, InputNumber, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  OrderMoreTrophiesRequest,
  TROPHY_QUANTITY_MAX,
  type TrophyOrder,
  type UserInfo,
} from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { goToField, SCROLL_TO_FIRST_ERROR } from '../../../lib/form-errors.ts';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useCountryOptions } from '../../../lib/public/country-options.ts';
import { formMessageText, isApiError } from '../../../lib/request/index.ts';
import { useOrderTrophies } from '../api/order-trophies.ts';
import { ShippingAddressFields } from './shipping-address-fields.tsx';
import '../../../i18n/payments.ts';

interface AddressValues {
  recipient: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
  country?: string;
  /** The country whose calling code is chosen (several share one, e.g. +1). */
  dialCountry?: string;
  phone: string;
}

interface TrophyValues {
  quantity: number | null;
  address: AddressValues;
}

const ADDRESS_FIELDS = [
  'recipient',
  'company',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
  'areaCode',
  'phone',
] as const;
type FieldUpdate = Parameters<FormInstance<TrophyValues>['setFields']>[0][number];

const optional = (value: string | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

interface TrophyOrderFormProps {
  entryId: number;
  unitFeeCents: number;
  user: UserInfo | null;
  /** The new order, to pay next. */
  onOrdered: (order: TrophyOrder) => void;
}

/**
 * Ordering more trophies (`orderMoreTrophies`): how many, 1 to TROPHY_QUANTITY_MAX, with the total
 * worked out as it changes, and where to ship them (`ShippingAddressInput`), starting from the
 * account's name, company, country and phone. Each field is checked with the call's own schema.
 */
export function TrophyOrderForm({ entryId, unitFeeCents, user, onOrdered }: TrophyOrderFormProps) {
  const { t } = useTranslation('payments');
  const rules = useFormRules();
  const [form] = Form.useForm<TrophyValues>();
  const { codes, countries, dials, filter, dialOf, isPending } = useCountryOptions();
  const order = useOrderTrophies();
  const quantity = Form.useWatch('quantity', form);
  const count = Number.isInteger(quantity) && (quantity ?? 0) > 0 ? (quantity as number) : 0;

  if (isPending) return <p className="trophy-form__note">{t('trophies.loadingForm')}</p>;

  const ownDial = user?.areaCode
    ? (
        codes.find((c) => c.country === user.country && c.dialCode === user.areaCode) ??
        codes.find((c) => c.dialCode === user.areaCode)
      )?.country
    : undefined;

  const showServerErrors = (error: unknown) => {
    if (!isApiError(error) || !error.fieldErrors) return;
    // The server names address fields `address.city` (or plainly `city`); the form nests them.
    const fields = Object.entries(error.fieldErrors).flatMap(([name, messages]): FieldUpdate[] => {
      const errors = messages.map(formMessageText);
      const leaf = name.replace(/^address\./, '');
      if (name === 'quantity') return [{ name: ['quantity'], errors }];
      if (leaf === 'areaCode') return [{ name: ['address', 'dialCountry'], errors }];
      const field = ADDRESS_FIELDS.find((f) => f === leaf);
      return field && field !== 'areaCode' ? [{ name: ['address', field], errors }] : [];
    });
    // The user is taken to the first of them as the form reads: the quantity, then the address.
    const place = ({ name }: FieldUpdate) => {
      const [group, field] = name as string[];
      return group === 'quantity' ? -1 : ADDRESS_FIELDS.findIndex((f) => f === (field === 'dialCountry' ? 'areaCode' : field));
    };
    const first = [...fields].sort((a, b) => place(a) - place(b))[0];
    if (!first) {
      toast.error(t('trophies.refused'));
      return;
    }
    form.setFields(fields);
    goToField(form, first.name);
  };

  const onFinish = async ({ quantity: qty, address: a }: TrophyValues) => {
    try {
      const created = await order.mutateAsync({
        apply_order_id: entryId,
        quantity: qty ?? 0,
        address: {
          recipient: a.recipient.trim(),
          company: optional(a.company),
          line1: a.line1.trim(),
          line2: optional(a.line2),
          city: a.city.trim(),
          region: optional(a.region),
          postalCode: optional(a.postalCode),
          country: a.country ?? '',
          areaCode: dialOf(a.dialCountry) ?? '',
          phone: a.phone.trim(),
        },
      });
      toast.success(t('trophies.ordered', { count: created.quantity }));
      form.resetFields(['quantity']);
      onOrdered(created);
    } catch (error) {
      showServerErrors(error);
    }
  };

  return (
    <Form
      form={form}
      name="trophy-order"
      layout="vertical"
      requiredMark="optional"
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      disabled={order.isPending}
      initialValues={{
        quantity: 1,
        address: {
          recipient: user?.name ?? '',
          company: user?.company ?? '',
          country: user?.country ?? undefined,
          dialCountry: ownDial,
          phone: user?.phone ?? '',
        },
      }}
      onFinish={(values) => void onFinish(values)}
      className="trophy-form"
    >
      <div className="trophy-form__quantity">
        <Form.Item
          name="quantity"
          label={t('trophies.howMany')}
          extra={t('trophies.howManyHint', {
            max: TROPHY_QUANTITY_MAX,
            price: formatMoney(unitFeeCents),
          })}
          rules={rules.field(OrderMoreTrophiesRequest.shape.quantity)}
        >
          <InputNumber min={1} max={TROPHY_QUANTITY_MAX} precision={0} inputMode="numeric" />
        </Form.Item>
        <p className="trophy-form__total" aria-live="polite">
          <span>{t('trophies.total')}</span>
          <span className="trophy-form__total-value" data-testid="trophy-total">
            {formatMoney(count * unitFeeCents)}
          </span>
        </p>
      </div>

      <ShippingAddressFields countries={countries} dials={dials} filter={filter} />

      <Button type="primary" size="large" htmlType="submit" loading={order.isPending}>
        {t('trophies.submit', { amount: formatMoney(count * unitFeeCents) })}
      </Button>
    </Form>
  );
}
