import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SetStaffRoleRequest, STAFF_ROLES, type StaffRole } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useSetStaffRole } from '../api/staff.ts';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';

type Values = { email: string; staffRole: StaffRole | 'none' };

/** An administrator gives an account a console role by its e-mail, or takes it away. */
export function GiveRoleForm() {
  const { t } = useTranslation('admin');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const setRole = useSetStaffRole();
  const submit = (values: Values) =>
    setRole.mutate(
      { email: values.email, staffRole: values.staffRole === 'none' ? null : values.staffRole },
      { onSuccess: () => form.resetFields() },
    );
  return (
    <Form<Values> form={form} name="give-role" layout="vertical" initialValues={{ email: '', staffRole: 'viewer' }} onFinish={submit} disabled={setRole.isPending}>
      <div className="console-pair">
        <Form.Item name="email" label={t('staff.email')} rules={rules.field(SetStaffRoleRequest.shape.email)}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="staffRole" label={t('staff.role')} extra={t('staff.roleHelp')}>
          <Select
            options={[
              ...STAFF_ROLES.map((role) => ({ value: role, label: `${t(`roles.${role}`)} — ${t(`roleHelp.${role}`)}` })),
              { value: 'none', label: t('staff.noRole') },
            ]}
          />
        </Form.Item>
      </div>
      <Refusal error={setRole.error} />
      {setRole.isSuccess ? <p role="status">{t('staff.saved', { email: setRole.data.email })}</p> : null}
      <Button type="primary" htmlType="submit" loading={setRole.isPending}>
        {t('staff.give')}
      </Button>
    </Form>
  );
}
