import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRule } from 'antd';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, VERIFY_CODE_LENGTH } from '@laurel/contract';

/**
 * Client-side checks with the generic form messages of docs/product.md#form-messages, worded as the
 * server words them (packages/contract/src/messages.ts) and translated. Limits come from the
 * contract's constants, so a form never accepts what the server would refuse.
 */
export function useFormRules() {
  const { t } = useTranslation('common');
  return useMemo(() => {
    const required = (): FormRule => ({
      required: true,
      whitespace: true,
      message: t('form.required'),
    });
    const min = (n: number): FormRule => ({ min: n, message: t('form.min', { n }) });
    const max = (n: number): FormRule => ({ max: n, message: t('form.max', { n }) });
    const pattern = (re: RegExp): FormRule => ({ pattern: re, message: t('form.pattern') });
    const email = (): FormRule[] => [
      required(),
      max(EMAIL_MAX),
      { type: 'email', message: t('form.pattern') },
    ];
    const newPassword = (): FormRule[] => [required(), min(PASSWORD_MIN), max(PASSWORD_MAX)];
    /** An existing password is only checked for presence (as the server does). */
    const anyPassword = (): FormRule[] => [required(), max(200)];
    const code = (): FormRule[] => [
      required(),
      pattern(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`)),
    ];
    /** Must equal the value of `field`. */
    const sameAs = (field: string): FormRule[] => [
      required(),
      ({ getFieldValue }) => ({
        validator: (_rule: unknown, value: unknown) =>
          !value || getFieldValue(field) === value
            ? Promise.resolve()
            : Promise.reject(new Error(t('form.mismatch'))),
      }),
    ];
    return { required, min, max, pattern, email, newPassword, anyPassword, code, sameAs };
  }, [t]);
}
