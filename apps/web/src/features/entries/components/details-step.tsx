import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CODE_MAX,
  CreateEntryRequest,
  ENTRY_CREDITS_MAX,
  ENTRY_DESCRIPTION_MAX,
  ENTRY_TITLE_MAX,
} from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { FIRST_ERROR } from '../../../lib/reveal.ts';
import '../../../i18n/entries.ts';

export interface DetailsValues {
  title: string;
  description: string;
  credits: string;
  videoUrl: string;
  invitationCode: string;
}

export const DETAIL_FIELDS = ['title', 'description', 'credits', 'videoUrl', 'invitationCode'] as const;

const fields = CreateEntryRequest.shape;
/** A draft may leave the texts empty; submitting needs them, so the form asks for them. */
const SUBMIT_NEEDS = { required: true };

interface DetailsStepProps {
  form: FormInstance<DetailsValues>;
  initialValues: DetailsValues;
  onChange: (values: DetailsValues) => void;
}

/**
 * Step 2: the texts, checked by the schema of the call that saves them (`CreateEntryRequest`).
 * Whether the invitation code exists is for the server to say when the step is saved (its 422
 * lands on the field).
 */
export function DetailsStep({ form, initialValues, onChange }: DetailsStepProps) {
  const { t } = useTranslation('entries');
  const rules = useFormRules();
  return (
    <Form
      form={form}
      name="entry-details"
      layout="vertical"
      requiredMark="optional"
      scrollToFirstError={FIRST_ERROR}
      initialValues={initialValues}
      onValuesChange={(_changed, all) => onChange(all)}
      className="details-form"
    >
      <Form.Item name="title" label={t('fields.title')} rules={rules.field(fields.title, SUBMIT_NEEDS)}>
        <Input maxLength={ENTRY_TITLE_MAX} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        className="details-form__counted"
        label={t('fields.description')}
        extra={t('details.descriptionHint')}
        rules={rules.field(fields.description, SUBMIT_NEEDS)}
      >
        <Input.TextArea maxLength={ENTRY_DESCRIPTION_MAX} showCount autoSize={{ minRows: 6, maxRows: 16 }} />
      </Form.Item>
      <Form.Item
        name="credits"
        className="details-form__counted"
        label={t('fields.credits')}
        extra={t('details.creditsHint')}
        rules={rules.field(fields.credits, SUBMIT_NEEDS)}
      >
        <Input.TextArea maxLength={ENTRY_CREDITS_MAX} showCount autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <div className="details-form__columns">
        <Form.Item
          name="videoUrl"
          label={t('fields.videoUrl')}
          extra={t('details.videoHint')}
          rules={rules.field(fields.videoUrl)}
        >
          <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" />
        </Form.Item>
        <Form.Item
          name="invitationCode"
          label={t('fields.invitationCode')}
          extra={t('details.codeHint')}
          rules={rules.field(fields.invitationCode)}
        >
          <Input maxLength={CODE_MAX} autoComplete="off" />
        </Form.Item>
      </div>
    </Form>
  );
}
