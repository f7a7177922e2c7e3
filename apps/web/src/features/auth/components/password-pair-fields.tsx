import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import '../../../i18n/auth.ts';

interface PasswordPairFieldsProps {
  /** The form field the password is sent as; the repetition is always `confirmPassword`. */
  name: 'password' | 'newPassword';
  /** `new` labels them "New password" / "Confirm new password", for replacing a password. */
  labels: 'plain' | 'new';
  /** The call's schema of the new password, e.g. `RegisterRequest.shape.password`. */
  schema: ZodType;
}

const LABEL_KEYS = {
  plain: { password: 'fields.password', confirm: 'fields.confirmPassword' },
  new: { password: 'fields.newPassword', confirm: 'fields.confirmNewPassword' },
} as const;

/**
 * A new password and its repetition, as registering, resetting and changing a password all ask
 * for it: the call's own rules and the hint of its limits, and the repetition re-checked whenever
 * the password changes. Two bare form items (a fragment), so a page can lay them out in columns.
 */
export function PasswordPairFields({ name, labels, schema }: PasswordPairFieldsProps) {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const keys = LABEL_KEYS[labels];
  return (
    <>
      <Form.Item
        name={name}
        label={t(keys.password)}
        rules={rules.field(schema)}
        extra={t('hints.password', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t(keys.confirm)}
        dependencies={[name]}
        rules={rules.sameAs(name)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
