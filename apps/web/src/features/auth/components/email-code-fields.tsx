import { useId } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegisterRequest, ResetPasswordRequest, VERIFY_CODE_LENGTH } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { SendCodeButton } from './send-code-button.tsx';
import '../../../i18n/auth.ts';

/** The call each purpose's form sends, whose schema checks the two fields. */
const CALL_BODY = { register: RegisterRequest, reset: ResetPasswordRequest } as const;

/**
 * An e-mail address and the code mailed to it, with the button that mails it, as registering and
 * resetting a password both ask for them: two form items of the surrounding form (`email`,
 * `code`). The button sends only once the e-mail field is valid.
 */
export function EmailCodeFields({ purpose }: { purpose: 'register' | 'reset' }) {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const form = Form.useFormInstance<{ email: string }>();
  const codeId = useId();
  const { shape } = CALL_BODY[purpose];

  const getEmail = async () => {
    try {
      const { email } = await form.validateFields(['email']);
      return email.trim();
    } catch {
      return null;
    }
  };

  return (
    <>
      <Form.Item name="email" label={t('fields.email')} rules={rules.field(shape.email)}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item label={t('fields.code')} htmlFor={codeId} required extra={t('hints.code')}>
        <div className="code-field">
          <Form.Item name="code" noStyle rules={rules.field(shape.code)}>
            <Input id={codeId} inputMode="numeric" autoComplete="one-time-code" maxLength={VERIFY_CODE_LENGTH} />
          </Form.Item>
          <SendCodeButton purpose={purpose} getEmail={getEmail} />
        </div>
      </Form.Item>
    </>
  );
}
