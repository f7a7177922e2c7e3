import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { VERIFY_CODE_LENGTH } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordPairFields } from '../components/password-pair-fields.tsx';
import { SendCodeButton } from '../components/send-code-button.tsx';

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
  const rules = useFormRules();
  const [form] = Form.useForm<ForgetValues>();
  const reset = useResetPassword();
  const navigate = useNavigate();

  const getEmail = async () => {
    try {
      const { email } = await form.validateFields(['email']);
      return email.trim();
    } catch {
      return null;
    }
  };

  const onFinish = async (values: ForgetValues) => {
    const email = values.email.trim();
    try {
      await reset.mutateAsync({ email, code: values.code.trim(), password: values.password });
      toast.success(t('forget.success'));
      void navigate('/login', { replace: true, state: { email } });
    } catch (error) {
      showFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <AuthCard
      titleKey="title.forget"
      lead={t('forget.lead')}
      footer={<Link to="/login">{t('forget.back')}</Link>}
    >
      <Form
        form={form}
        name="forget-password"
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        disabled={reset.isPending}
      >
        <Form.Item name="email" label={t('fields.email')} rules={rules.email()}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item label={t('fields.code')} htmlFor="forget-password_code" required extra={t('hints.code')}>
          <div className="code-field">
            <Form.Item name="code" noStyle rules={rules.code()}>
              <Input
                id="forget-password_code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={VERIFY_CODE_LENGTH}
              />
            </Form.Item>
            <SendCodeButton purpose="reset" getEmail={getEmail} />
          </div>
        </Form.Item>
        <PasswordPairFields name="password" labels="new" />
        <Form.Item className="auth-card__submit">
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t('forget.submit')}
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
