import { Button, Drawer, Form, Input, Popconfirm, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, SaveCategoryRequest } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useCategoryForm, type CategoryEdit, type CategoryFormValues } from '../model/use-category-form.ts';
import { MoneyInput } from './money-input.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';

interface CategoryDrawerProps {
  seasonId: number;
  edit: CategoryEdit;
  onClose: () => void;
}

/** A group or category: both languages side by side, the fee per date tier, open or closed. */
export function CategoryDrawer({ seasonId, edit, onClose }: CategoryDrawerProps) {
  const { t } = useTranslation('admin');
  const rules = useFormRules();
  const model = useCategoryForm(seasonId, edit, onClose);
  const { item, isGroup } = model;
  const title = item
    ? t('editNamed', { name: item.name })
    : t(isGroup ? 'categories.newGroup' : 'categories.newCategory');
  return (
    <Drawer
      open
      onClose={onClose}
      title={title}
      size={720}
      footer={
        <Space wrap>
          <Button type="primary" loading={model.pending} onClick={() => model.form.submit()}>
            {t('save')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
          {item ? (
            model.canDelete ? (
              <Popconfirm title={t('categories.deleteConfirm', { name: item.name })} okText={t('delete')} cancelText={t('cancel')} onConfirm={model.deleteItem}>
                <Button danger>{t('delete')}</Button>
              </Popconfirm>
            ) : (
              <Typography.Text type="secondary">{t('categories.onlyClose', { count: item.entryCount })}</Typography.Text>
            )
          ) : null}
        </Space>
      }
    >
      <Form<CategoryFormValues>
        form={model.form}
        name="category"
        layout="vertical"
        requiredMark="optional"
        initialValues={model.initialValues}
        onFinish={model.submit}
        disabled={model.pending}
      >
        <div className="console-pair">
          <Form.Item name="name" label={t('fields.nameEn')} rules={rules.field(SaveCategoryRequest.shape.name)}>
            <Input maxLength={CATEGORY_NAME_MAX} lang="en" />
          </Form.Item>
          <Form.Item name="nameZh" label={t('fields.nameZh')} rules={rules.field(SaveCategoryRequest.shape.nameZh, { required: false })} extra={t('fields.zhHelp')}>
            <Input maxLength={CATEGORY_NAME_MAX} lang="zh-CN" />
          </Form.Item>
          <Form.Item name="description" label={t('fields.descriptionEn')} rules={rules.field(SaveCategoryRequest.shape.description, { required: false })}>
            <Input.TextArea maxLength={CATEGORY_DESCRIPTION_MAX} rows={4} lang="en" />
          </Form.Item>
          <Form.Item name="descriptionZh" label={t('fields.descriptionZh')} rules={rules.field(SaveCategoryRequest.shape.descriptionZh, { required: false })}>
            <Input.TextArea maxLength={CATEGORY_DESCRIPTION_MAX} rows={4} lang="zh-CN" />
          </Form.Item>
        </div>
        {!isGroup ? (
          <fieldset className="console-section">
            <legend>{t('fees.legend')}</legend>
            <p className="console-muted">{t('fees.help')}</p>
            <div className="console-pair">
              <Form.Item name="earlyBirdFee" label={t('fees.earlyBird')} extra={t('fees.optionalTier')}>
                <MoneyInput />
              </Form.Item>
              <Form.Item name="entryFee" label={t('fees.regular')} rules={[{ required: true, message: t('fees.required') }]}>
                <MoneyInput />
              </Form.Item>
              <Form.Item name="lateFee" label={t('fees.late')} extra={t('fees.optionalTier')}>
                <MoneyInput />
              </Form.Item>
            </div>
          </fieldset>
        ) : null}
        <Form.Item name="isActive" label={t('categories.open')} valuePropName="checked" extra={t('categories.openHelp')}>
          <Switch />
        </Form.Item>
        <Refusal error={model.error} />
      </Form>
    </Drawer>
  );
}
