import { Button, Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VerifyCertificateRequest } from '@laurel/contract';
import { SCROLL_TO_FIRST_ERROR } from '../../../lib/form-errors.ts';
import '../../../i18n/certificates.ts';

interface VerifyFormProps {
  /** The code in the address, to start from. */
  initial?: string;
  /** "Check another certificate" under a result; "Check" on its own. */
  heading: string;
}

/**
 * Typing a certificate's code: the printed form (`LDA-7K3F-9QX2`), any case, with or without
 * dashes, as the call accepts it. Checking puts the code in the address, so a result can be shared.
 */
export function VerifyForm({ initial = '', heading }: VerifyFormProps) {
  const { t } = useTranslation('certificates');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  // The call's own check, worded here: its message is not one of the form messages the app translates.
  const rules: FormRule[] = [
    { required: true, whitespace: true, message: tc('form.required') },
    {
      validator: async (_rule, value: unknown) => {
        if (
          typeof value === 'string' &&
          value.trim() &&
          !VerifyCertificateRequest.shape.code.safeParse(value).success
        ) {
          throw new Error(t('verify.badCode'));
        }
      },
    },
  ];
  return (
    <section className="verify-form" aria-labelledby="verify-form-heading">
      <h2 id="verify-form-heading" className="verify-form__heading">
        {heading}
      </h2>
      <Form
        name="verify"
        layout="vertical"
        initialValues={{ code: initial }}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={({ code }: { code: string }) =>
          void navigate(`/verify?code=${encodeURIComponent(code.trim())}`)
        }
      >
        <div className="verify-form__row">
          <Form.Item
            name="code"
            label={t('verify.codeLabel')}
            extra={t('verify.codeHint')}
            rules={rules}
            className="verify-form__field"
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              placeholder="LDA-7K3F-9QX2"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" className="verify-form__submit">
            {t('verify.check')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
