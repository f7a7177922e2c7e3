import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChangePasswordRequest } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { FormShell } from '../../../components/form-shell.tsx';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordPairFields } from '../components/password-pair-fields.tsx';
import '../../../i18n/auth.ts';

interface ChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['oldPassword', 'newPassword'] as const;

/** /user/changepassword (auth): current and new password; other sessions end server-side. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const [form] = Form.useForm<ChangeValues>();
  const change = useChangePassword();
  const navigate = useNavigate();

  const onSubmit = async (values: ChangeValues) => {
    await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    form.resetFields();
    toast.success(t('changePassword.success'));
    void navigate('/account');
  };

  return (
    <AuthCard
      titleKey="title.changePassword"
      lead={t('changePassword.lead')}
      footer={<Link to="/account">{t('changePassword.back')}</Link>}
    >
      <FormShell
        form={form}
        name="change-password"
        onSubmit={onSubmit}
        fields={FIELDS}
        pending={change.isPending}
        submitClassName="auth-card__submit"
        submitLabel={t('changePassword.submit')}
      >
        <Form.Item name="oldPassword" label={t('fields.oldPassword')} rules={rules.field(ChangePasswordRequest.shape.oldPassword)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <PasswordPairFields name="newPassword" labels="new" schema={ChangePasswordRequest.shape.newPassword} />
      </FormShell>
    </AuthCard>
  );
}
