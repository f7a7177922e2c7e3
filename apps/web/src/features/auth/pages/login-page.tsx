import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginRequest, reviewRouteOf } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { FormShell } from '../../../components/form-shell.tsx';
import { useFormRules } from '../../../lib/form-rules.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { useLogin, type LoginBody } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import '../../../i18n/auth.ts';

const FIELDS = ['email', 'password'] as const;

/**
 * /login: e-mail and password; then back to `redirect` (a path of this site), else a jury member's
 * review page or the entrant's /account.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const [form] = Form.useForm<LoginBody>();
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const prefill = (location.state as { email?: string } | null)?.email;

  const onSubmit = async (values: LoginBody) => {
    const session = await login.mutateAsync(values);
    toast.success(t('login.success', { name: session.user.name }));
    // A jury member lands on their review page, an entrant on their entries.
    void navigate(safeRedirect(params.get('redirect'), reviewRouteOf(session.user) ?? '/account'), { replace: true });
  };

  return (
    <AuthCard
      titleKey="title.login"
      lead={t('login.lead')}
      footer={
        <>
          {t('login.noAccount')}
          <Link to="/register">{t('login.register')}</Link>
        </>
      }
    >
      <FormShell
        form={form}
        name="login"
        initialValues={{ email: prefill ?? '' }}
        onSubmit={onSubmit}
        fields={FIELDS}
        pending={login.isPending}
        submitClassName="auth-card__submit"
        submitLabel={t('login.submit')}
      >
        <Form.Item name="email" label={t('fields.email')} rules={rules.field(LoginRequest.shape.email)}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={rules.field(LoginRequest.shape.password)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className="auth-card__row">
          <Link to="/user/forget">{t('login.forgot')}</Link>
        </div>
      </FormShell>
    </AuthCard>
  );
}
