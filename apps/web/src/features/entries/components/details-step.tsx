import { Form, Input, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_MAX, CreateEntryRequest, type CustomValue, type EntryForm } from '@laurel/contract';
import { CustomFields, useBuiltInWording, useFormLanguage } from '../../../components/entry-form/index.ts';
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

interface DetailsStepProps {
  form: FormInstance<DetailsValues>;
  initialValues: DetailsValues;
  onChange: (values: DetailsValues) => void;
  /** The entry form the draft follows: which fields, worded how, required or not, how long. */
  entryForm: EntryForm;
  customValues: Partial<Record<string, CustomValue | null>>;
  onCustomChange: (key: string, value: CustomValue | null) => void;
  /** Messages on the custom fields, by key. */
  customErrors: Record<string, string[]>;
}

/**
 * Step 2: the texts the entry's form asks for (docs/product.md#entry-form), checked by the schema
 * of the call that saves them (`CreateEntryRequest`) and the form's own limits, then the
 * organiser's own fields. A draft may leave a required one empty; moving on asks for it, as
 * submitting will. Whether the invitation code exists is for the server to say when the step is
 * saved (its 422 lands on the field).
 */
export function DetailsStep({ form, initialValues, onChange, entryForm, customValues, onCustomChange, customErrors }: DetailsStepProps) {
  const { t } = useTranslation('entries');
  const rules = useFormRules();
  const wording = useBuiltInWording(entryForm);
  const language = useFormLanguage();
  const { title, description, credits, videoUrl } = entryForm.builtIn;
  const max = (n: number): FormRule => ({ max: n, message: t('common:form.max', { n }) });
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
      <Form.Item
        name="title"
        label={wording('title').label}
        extra={wording('title').help || undefined}
        rules={[...rules.field(fields.title, { required: title.required }), max(title.maxLength)]}
      >
        <Input maxLength={title.maxLength} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        className="details-form__counted"
        label={wording('description').label}
        extra={wording('description').help || undefined}
        rules={[...rules.field(fields.description, { required: description.required }), max(description.maxLength)]}
      >
        <Input.TextArea maxLength={description.maxLength} showCount autoSize={{ minRows: 6, maxRows: 16 }} />
      </Form.Item>
      {credits.enabled ? (
        <Form.Item
          name="credits"
          className="details-form__counted"
          label={wording('credits').label}
          extra={wording('credits').help || undefined}
          rules={[...rules.field(fields.credits, { required: credits.required }), max(credits.maxLength)]}
        >
          <Input.TextArea maxLength={credits.maxLength} showCount autoSize={{ minRows: 3, maxRows: 10 }} />
        </Form.Item>
      ) : null}
      <div className="details-form__columns">
        {videoUrl.enabled ? (
          <Form.Item
            name="videoUrl"
            label={wording('videoUrl').label}
            extra={wording('videoUrl').help || undefined}
            rules={rules.field(fields.videoUrl, { required: videoUrl.required })}
          >
            <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="invitationCode"
          label={t('fields.invitationCode')}
          extra={t('details.codeHint')}
          rules={rules.field(fields.invitationCode)}
        >
          <Input maxLength={CODE_MAX} autoComplete="off" />
        </Form.Item>
      </div>
      <CustomFields
        form={entryForm}
        language={language}
        values={customValues}
        onChange={onCustomChange}
        errors={customErrors}
      />
    </Form>
  );
}
