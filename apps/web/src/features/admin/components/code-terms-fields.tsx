import { DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_DESCRIPTION_MAX, SaveInvitationCodeRequest } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { zoneLabel } from '../model/season-dates.ts';
import { MoneyInput } from './money-input.tsx';
import '../../../i18n/admin.ts';
import '../../../i18n/dayjs-locale.ts';

interface CodeTermsFieldsProps {
  categories: readonly { id: number; name: string }[];
}

/** What a code gives and allows: the fields one code and a generated batch share. */
export function CodeTermsFields({ categories }: CodeTermsFieldsProps) {
  const { t } = useTranslation('admin');
  const rules = useFormRules();
  const kind = Form.useWatch('kind', Form.useFormInstance()) as string | undefined;
  const shape = SaveInvitationCodeRequest.shape;
  return (
    <>
      <Form.Item name="kind" label={t('codes.kind')}>
        <Radio.Group
          options={(['percent', 'fixed', 'waiver'] as const).map((k) => ({ value: k, label: t(`codes.kinds.${k}`) }))}
          optionType="button"
        />
      </Form.Item>
      {kind === 'percent' ? (
        <Form.Item name="discountPercent" label={t('codes.discountPercent')} rules={rules.field(shape.discountPercent)}>
          <InputNumber<number> suffix="%" precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      {kind === 'fixed' ? (
        <Form.Item name="discountDollars" label={t('codes.discountFixed')} rules={[{ required: true, message: t('fees.required') }]}>
          <MoneyInput />
        </Form.Item>
      ) : null}
      <div className="console-pair">
        <Form.Item name="maxUses" label={t('codes.maxUses')} extra={t('codes.noCap')} rules={rules.field(shape.maxUses, { required: false })}>
          <InputNumber<number> precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="maxUsesPerEntrant" label={t('codes.maxUsesPerEntrant')} extra={t('codes.noCap')} rules={rules.field(shape.maxUsesPerEntrant, { required: false })}>
          <InputNumber<number> precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="expiresAt" label={t('codes.expiresAt')} extra={t('dates.zone', { zone: zoneLabel() })}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="categoryIds" label={t('codes.categories')} extra={t('codes.allCategories')}>
        <Select mode="multiple" allowClear options={categories.map((c) => ({ value: c.id, label: c.name }))} optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="description" label={t('codes.description')} rules={rules.field(shape.description, { required: false })}>
        <Input maxLength={CODE_DESCRIPTION_MAX} />
      </Form.Item>
      <Form.Item name="isActive" label={t('codes.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
