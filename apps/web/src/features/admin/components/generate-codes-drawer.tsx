import { Button, Drawer, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_PREFIX_MAX, GenerateCodesRequest } from '@laurel/contract';
import { saveBlob } from '../../../lib/open-file.ts';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useGenerateCodes } from '../api/codes.ts';
import { BLANK_TERMS, codesCsv, termsBody, type CodeTermsValues } from '../model/code-terms.ts';
import { CodeTermsFields } from './code-terms-fields.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';

type Values = CodeTermsValues & { count: number; prefix: string };

interface GenerateCodesDrawerProps {
  seasonId: number;
  categories: readonly { id: number; name: string }[];
  onClose: () => void;
}

/** Many single-entrant codes with the same terms; the codes made are shown to copy or download. */
export function GenerateCodesDrawer({ seasonId, categories, onClose }: GenerateCodesDrawerProps) {
  const { t } = useTranslation('admin');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const generate = useGenerateCodes();
  const codes = generate.data?.codes ?? null;
  const submit = (values: Values) =>
    generate.mutate({ count: values.count, prefix: values.prefix ?? '', ...termsBody(seasonId, values) });
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('codes.generateTitle')}
      size={560}
      footer={
        codes ? (
          <Space wrap>
            <Button type="primary" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
              {t('codes.copy')}
            </Button>
            <Button onClick={() => saveBlob(new Blob([codesCsv(codes)], { type: 'text/csv' }), 'invitation-codes.csv')}>
              {t('codes.downloadCsv')}
            </Button>
            <Button onClick={onClose}>{t('close')}</Button>
          </Space>
        ) : (
          <Space>
            <Button type="primary" loading={generate.isPending} onClick={() => form.submit()}>
              {t('codes.generate')}
            </Button>
            <Button onClick={onClose}>{t('cancel')}</Button>
          </Space>
        )
      }
    >
      {codes ? (
        <section aria-labelledby="generated-codes">
          <h3 id="generated-codes">{t('codes.generated', { count: codes.length })}</h3>
          <pre className="console-codes-output" tabIndex={0} data-testid="generated-codes">
            {codes.join('\n')}
          </pre>
        </section>
      ) : (
        <Form<Values>
          form={form}
          name="generate-codes"
          layout="vertical"
          requiredMark="optional"
          initialValues={{ count: 10, prefix: '', ...BLANK_TERMS }}
          onFinish={submit}
          disabled={generate.isPending}
        >
          <div className="console-pair">
            <Form.Item name="count" label={t('codes.count')} rules={rules.field(GenerateCodesRequest.shape.count)}>
              <InputNumber<number> precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="prefix" label={t('codes.prefix')} rules={rules.field(GenerateCodesRequest.shape.prefix, { required: false })}>
              <Input maxLength={CODE_PREFIX_MAX} autoComplete="off" />
            </Form.Item>
          </div>
          <CodeTermsFields categories={categories} />
          <Refusal error={generate.error} />
        </Form>
      )}
    </Drawer>
  );
}
