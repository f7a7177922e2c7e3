import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CODE_MAX, RegisterRequest } from '@laurel/contract';
import { currentLanguage } from '../../../i18n/index.ts';
import { toast } from '../../../lib/feedback.ts';
import { FormShell } from '../../../components/form-shell.tsx';
import { useFormRules } from '../../../lib/form-rules.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordPairFields } from '../components/password-pair-fields.tsx';
import { EmailCodeFields } from '../components/email-code-fields.tsx';
import '../../../i18n/auth.ts';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
  agentCode?: string;
  invitationCode?: string;
}

const FIELDS = ['name', 'email', 'password', 'code', 'agentCode', 'invitationCode'] as const;

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * An agent's link (`/register?agent=CODE`) is remembered for this browser session, so the code
 * is still there when the visitor wanders off to the rules and comes back to register.
 */
const AGENT_KEY = 'laurel.agentCode';

function agentCodeFrom(params: URLSearchParams): string | undefined {
  const given = params.get('agent')?.trim().slice(0, CODE_MAX);
  try {
    if (given) window.sessionStorage.setItem(AGENT_KEY, given);
    return given || window.sessionStorage.getItem(AGENT_KEY) || undefined;
  } catch {
    return given || undefined;
  }
}

/** /register: name, e-mail with a mailed code, password; optional agent and invitation codes. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [agentCode] = useState(() => agentCodeFrom(params));

  const onSubmit = async (values: RegisterValues) => {
    const session = await register.mutateAsync({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      code: values.code.trim(),
      agentCode: optional(values.agentCode),
      invitationCode: optional(values.invitationCode),
      language: currentLanguage(),
    });
    toast.success(t('register.success', { name: session.user.name }));
    void navigate(safeRedirect(params.get('redirect'), '/account'), { replace: true });
  };

  return (
    <AuthCard
      titleKey="title.register"
      lead={t('register.lead')}
      wide
      footer={
        <>
          {t('register.haveAccount')}
          <Link to="/login">{t('register.login')}</Link>
        </>
      }
    >
      <FormShell
        form={form}
        name="register"
        requiredMark="optional"
        initialValues={{ agentCode }}
        onSubmit={onSubmit}
        fields={FIELDS}
        pending={register.isPending}
        submitClassName="auth-card__submit"
        submitLabel={t('register.submit')}
      >
        <Form.Item name="name" label={t('fields.name')} rules={rules.field(RegisterRequest.shape.name)}>
          <Input autoComplete="name" />
        </Form.Item>
        <EmailCodeFields purpose="register" />
        <div className="auth-columns">
          <PasswordPairFields name="password" labels="plain" schema={RegisterRequest.shape.password} />
        </div>
        <div className="auth-columns">
          <Form.Item name="agentCode" label={t('fields.agentCode')} rules={rules.field(RegisterRequest.shape.agentCode)}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="invitationCode"
            label={t('fields.invitationCode')}
            rules={rules.field(RegisterRequest.shape.invitationCode)}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </div>
        <p className="auth-card__hint">{t('hints.codes')}</p>
      </FormShell>
    </AuthCard>
  );
}
