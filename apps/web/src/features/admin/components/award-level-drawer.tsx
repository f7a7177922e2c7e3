import { Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AWARD_LEVEL_DESCRIPTION_MAX, AWARD_LEVEL_NAME_MAX, SaveAwardLevelRequest, type AdminAwardLevel } from '@laurel/contract';
import { AwardSeal } from '../../../components/award-seal.tsx';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useAwardLevelForm, type AwardLevelFormValues, type Metal } from '../model/use-award-level-form.ts';
import { MoneyInput } from './money-input.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';

const METALS: readonly Metal[] = ['platinum', 'gold', 'silver', 'bronze', 'laurel'];

interface AwardLevelDrawerProps {
  seasonId: number;
  level: AdminAwardLevel | null;
  nextRank: number;
  onClose: () => void;
}

/** An award level: names in both languages, the seal's metal with its preview, its prices. */
export function AwardLevelDrawer({ seasonId, level, nextRank, onClose }: AwardLevelDrawerProps) {
  const { t } = useTranslation('admin');
  const rules = useFormRules();
  const model = useAwardLevelForm(seasonId, level, nextRank, onClose);
  const metal = Form.useWatch('metal', model.form) as Metal | null | undefined;
  const name = (Form.useWatch('name', model.form) as string | undefined) ?? '';
  return (
    <Drawer
      open
      onClose={onClose}
      title={level ? t('editNamed', { name: level.name }) : t('awardLevels.new')}
      size={720}
      footer={
        <Space>
          <Button type="primary" loading={model.pending} onClick={() => model.form.submit()}>
            {t('save')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </Space>
      }
    >
      <Form<AwardLevelFormValues>
        form={model.form}
        name="award-level"
        layout="vertical"
        requiredMark="optional"
        initialValues={model.initialValues}
        onFinish={model.submit}
        disabled={model.pending}
      >
        <div className="console-pair">
          <Form.Item name="name" label={t('fields.nameEn')} rules={rules.field(SaveAwardLevelRequest.shape.name)}>
            <Input maxLength={AWARD_LEVEL_NAME_MAX} lang="en" />
          </Form.Item>
          <Form.Item name="nameZh" label={t('fields.nameZh')} rules={rules.field(SaveAwardLevelRequest.shape.nameZh, { required: false })} extra={t('fields.zhHelp')}>
            <Input maxLength={AWARD_LEVEL_NAME_MAX} lang="zh-CN" />
          </Form.Item>
          <Form.Item name="description" label={t('fields.descriptionEn')} rules={rules.field(SaveAwardLevelRequest.shape.description, { required: false })}>
            <Input.TextArea maxLength={AWARD_LEVEL_DESCRIPTION_MAX} rows={3} lang="en" />
          </Form.Item>
          <Form.Item name="descriptionZh" label={t('fields.descriptionZh')} rules={rules.field(SaveAwardLevelRequest.shape.descriptionZh, { required: false })}>
            <Input.TextArea maxLength={AWARD_LEVEL_DESCRIPTION_MAX} rows={3} lang="zh-CN" />
          </Form.Item>
          <Form.Item name="rank" label={t('awardLevels.rank')} rules={rules.field(SaveAwardLevelRequest.shape.rank)} extra={t('awardLevels.rankHelp')}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('awardLevels.metal')} extra={t('awardLevels.metalHelp')}>
            <Space>
              <Form.Item name="metal" noStyle>
                <Select
                  allowClear
                  style={{ minWidth: 180 }}
                  aria-label={t('awardLevels.metal')}
                  placeholder={t('awardLevels.metalFromName')}
                  options={METALS.map((m) => ({ value: m, label: t(`metal.${m}`) }))}
                />
              </Form.Item>
              <AwardSeal award={{ name: metal ?? name }} size={40} variant="mark" />
            </Space>
          </Form.Item>
          <Form.Item name="winnerPackageFee" label={t('awardLevels.packagePrice')} rules={[{ required: true, message: t('fees.required') }]}>
            <MoneyInput />
          </Form.Item>
          <Form.Item name="trophyFee" label={t('awardLevels.trophyPrice')} rules={[{ required: true, message: t('fees.required') }]}>
            <MoneyInput />
          </Form.Item>
        </div>
        <Refusal error={model.error} />
      </Form>
    </Drawer>
  );
}
