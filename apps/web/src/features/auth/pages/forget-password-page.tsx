import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResetPasswordRequest } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { FormShell } from '../../../components/form-shell.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordPairFields } from '../components/password-pair-fields.tsx';
import { EmailCodeFields } from '../components/email-code-fields.tsx';
import '../../../i18n/auth.ts';

interface ForgetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['email', 'code', 'password'] as const;

/** /user/forget: e-mail → mailed code (purpose 'reset') → code and new password → /login. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<ForgetValues>();
  const reset = useResetPassword();
  const navigate = useNavigate();

  const onSubmit = async (values: ForgetValues) => {
    const email = values.email.trim();
    await reset.mutateAsync({ email, code: values.code.trim(), password: values.password });
    toast.success(t('forget.success'));
    void navigate('/login', { replace: true, state: { email } });
  };

  return (
    <AuthCard
      titleKey="title.forget"
      lead={t('forget.lead')}
      footer={<Link to="/login">{t('forget.back')}</Link>}
    >
      <FormShell
        form={form}
        name="forget-password"
        onSubmit={onSubmit}
        fields={FIELDS}
        pending={reset.isPending}
        submitClassName="auth-card__submit"
        submitLabel={t('forget.submit')}
      >
        <EmailCodeFields purpose="reset" />
        <PasswordPairFields name="password" labels="new" schema={ResetPasswordRequest.shape.password} />
      </FormShell>
    </AuthCard>
  );
}
