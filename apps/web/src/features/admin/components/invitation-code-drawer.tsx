import { Button, Drawer, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_MAX, SaveInvitationCodeRequest, type AdminInvitationCode } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useSaveInvitationCode } from '../api/codes.ts';
import { BLANK_TERMS, termsBody, termsOf, type CodeTermsValues } from '../model/code-terms.ts';
import { CodeTermsFields } from './code-terms-fields.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';

type Values = CodeTermsValues & { code: string };

interface InvitationCodeDrawerProps {
  seasonId: number;
  code: AdminInvitationCode | null;
  categories: readonly { id: number; name: string }[];
  onClose: () => void;
}

/** One invitation code: its text and its terms. */
export function InvitationCodeDrawer({ seasonId, code, categories, onClose }: InvitationCodeDrawerProps) {
  const { t } = useTranslation('admin');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const save = useSaveInvitationCode();
  const submit = (values: Values) =>
    save.mutate({ id: code?.id ?? null, code: values.code, ...termsBody(seasonId, values) }, { onSuccess: onClose });
  return (
    <Drawer
      open
      onClose={onClose}
      title={code ? t('editNamed', { name: code.code }) : t('codes.newCode')}
      size={560}
      footer={
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('save')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        name="invitation-code"
        layout="vertical"
        requiredMark="optional"
        initialValues={code ? { code: code.code, ...termsOf(code) } : { code: '', ...BLANK_TERMS }}
        onFinish={submit}
        disabled={save.isPending}
      >
        <Form.Item name="code" label={t('codes.code')} rules={rules.field(SaveInvitationCodeRequest.shape.code)} extra={t('codes.codeHelp')}>
          <Input maxLength={CODE_MAX} autoComplete="off" />
        </Form.Item>
        <CodeTermsFields categories={categories} />
        <Refusal error={save.error} />
      </Form>
    </Drawer>
  );
}
