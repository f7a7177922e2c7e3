import { Alert, Button, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateSeasonRequest, RETENTION_DAYS_MAX, SEASON_DATE_FIELDS, SEASON_NAME_MAX, type AdminSeason } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { zoneLabel, type DateField } from '../model/season-dates.ts';
import { useSeasonForm, type SeasonFormValues } from '../model/use-season-form.ts';
import { CopyPlanView } from './copy-plan.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';
import '../../../i18n/dayjs-locale.ts';
import '../../../i18n/admin-privacy.ts';

interface SeasonDrawerProps {
  /** The season whose name and dates are edited; null makes a new one. */
  season: AdminSeason | null;
  seasons: readonly AdminSeason[];
  onClose: () => void;
}

const DATE_FORMAT = 'YYYY-MM-DD HH:mm';

/** Makes a season (new or a copy, the copy's plan shown first) or changes one's name, dates and retention period. */
export function SeasonDrawer({ season, seasons, onClose }: SeasonDrawerProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { t: tp } = useTranslation('admin-privacy');
  const rules = useFormRules();
  const model = useSeasonForm(season, seasons, onClose);
  const required = [{ required: true, message: tc('form.required') }];
  const dateItem = (field: DateField, optional = false) => (
    <Form.Item key={field} name={field} label={t(`dates.${field}`)} rules={optional ? [] : required} extra={optional ? t(`dates.${field}Help`) : undefined}>
      <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_FORMAT} style={{ width: '100%' }} allowClear={optional} />
    </Form.Item>
  );
  return (
    <Drawer
      open
      onClose={onClose}
      title={season ? t('seasons.editTitle', { name: season.name }) : t('seasons.createTitle')}
      size={640}
      footer={
        <Space>
          <Button type="primary" loading={model.pending} onClick={() => model.form.submit()}>
            {season ? t('save') : t('seasons.create')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </Space>
      }
    >
      <Form<SeasonFormValues>
        form={model.form}
        name="season"
        layout="vertical"
        requiredMark="optional"
        initialValues={model.initialValues}
        onFinish={(values) => void model.submit(values)}
        disabled={model.pending}
      >
        {!season ? (
          <>
            <Form.Item name="copyFromSeasonId" label={t('seasons.copyFrom')} extra={t('seasons.copyFromHelp')}>
              <Select
                allowClear
                placeholder={t('seasons.startEmpty')}
                options={seasons.map((s) => ({ value: s.id, label: `${s.year} · ${s.name}` }))}
                onChange={(id: number | null | undefined) => model.chooseCopyFrom(id ?? null)}
              />
            </Form.Item>
            {model.copyFrom !== null ? <CopyPlanView plan={model.copyPlan} /> : null}
            <Form.Item name="year" label={t('seasons.year')} rules={rules.field(CreateSeasonRequest.shape.year)}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="name" label={t('seasons.name')} rules={rules.field(CreateSeasonRequest.shape.name)}>
          <Input maxLength={SEASON_NAME_MAX} />
        </Form.Item>
        <Alert type="info" showIcon title={t('dates.orderRule')} description={t('dates.zone', { zone: zoneLabel() })} style={{ marginBottom: 16 }} />
        <div className="console-pair">
          {SEASON_DATE_FIELDS.map((field) => dateItem(field))}
          {dateItem('earlyBirdEndsAt', true)}
          {dateItem('lateFeeStartsAt', true)}
        </div>
        {season ? (
          <Form.Item name="retentionDays" label={tp('retention.label')} extra={tp('retention.help')}>
            <InputNumber min={0} max={RETENTION_DAYS_MAX} precision={0} style={{ width: '100%', maxWidth: 240 }} />
          </Form.Item>
        ) : null}
        {!season ? (
          <Form.Item name="makeCurrent" valuePropName="checked" extra={t('seasons.makeCurrentHelp')}>
            <Checkbox>{t('seasons.makeCurrentNow')}</Checkbox>
          </Form.Item>
        ) : null}
        <Refusal error={model.error} />
      </Form>
    </Drawer>
  );
}
