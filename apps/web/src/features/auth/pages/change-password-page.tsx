import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChangePasswordRequest } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { SCROLL_TO_FIRST_ERROR, showFieldErrors } from '../../../lib/form-errors.ts';
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

  const onFinish = async (values: ChangeValues) => {
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      form.resetFields();
      toast.success(t('changePassword.success'));
      void navigate('/account');
    } catch (error) {
      showFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <AuthCard
      titleKey="title.changePassword"
      lead={t('changePassword.lead')}
      footer={<Link to="/account">{t('changePassword.back')}</Link>}
    >
      <Form
        form={form}
        name="change-password"
        layout="vertical"
        size="large"
        requiredMark={false}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(values) => void onFinish(values)}
        disabled={change.isPending}
      >
        <Form.Item name="oldPassword" label={t('fields.oldPassword')} rules={rules.field(ChangePasswordRequest.shape.oldPassword)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <PasswordPairFields name="newPassword" labels="new" schema={ChangePasswordRequest.shape.newPassword} />
        <Form.Item className="auth-card__submit">
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
