import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Segmented } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CustomValue, EntryForm, LanguageCode } from '@laurel/contract';
import { builtInWording, CustomFields, useFormLanguage, type BuiltInName } from '../../../components/entry-form/index.ts';
import '../../../i18n/admin.ts';

/** Keys as the preview needs them: one each, even while the organiser is still typing them. */
function previewable(form: EntryForm): EntryForm {
  const seen = new Set<string>();
  const custom = form.custom.map((field, i) => {
    let key = field.key || `field_${i + 1}`;
    if (seen.has(key)) key = `${key}_${i + 1}`;
    seen.add(key);
    return { ...field, key };
  });
  return { ...form, custom };
}

/**
 * The form as the entrant sees it, in either language, with the same components the entry
 * wizard uses for the organiser's own fields. Nothing typed here is sent anywhere.
 */
export function EntryFormPreview({ form }: { form: EntryForm }) {
  const { t } = useTranslation('admin');
  const [language, setLanguage] = useState<LanguageCode>(useFormLanguage());
  const { t: entryT } = useTranslation('entry-form', { lng: language });
  const [values, setValues] = useState<Partial<Record<string, CustomValue | null>>>({});
  const b = form.builtIn;
  const item = (name: BuiltInName, required: boolean, control: ReactNode) => {
    const wording = builtInWording(form, name, language, entryT);
    return (
      <Form.Item label={wording.label} htmlFor={`preview-${name}`} required={required} extra={wording.help || undefined}>
        {control}
      </Form.Item>
    );
  };
  return (
    <section className="console-section" aria-labelledby="entry-form-preview">
      <h2 id="entry-form-preview">{t('entryForm.preview')}</h2>
      <div className="console-toolbar">
        <Segmented<LanguageCode>
          aria-label={t('entryForm.previewLanguage')}
          value={language}
          onChange={setLanguage}
          options={[
            { value: 'en', label: 'English' },
            { value: 'zh-CN', label: <span lang="zh-CN">中文</span> },
          ]}
        />
      </div>
      <div lang={language}>
        <Form layout="vertical" component="div">
          {item('title', b.title.required, <Input id="preview-title" maxLength={b.title.maxLength} showCount />)}
          {item('description', b.description.required, <Input.TextArea id="preview-description" rows={3} maxLength={b.description.maxLength} showCount />)}
          {b.credits.enabled ? item('credits', b.credits.required, <Input.TextArea id="preview-credits" rows={2} maxLength={b.credits.maxLength} showCount />) : null}
          {item('images', true, <p id="preview-images" className="console-muted">{t('entryForm.imagesRange', { min: b.images.min, max: b.images.max, lng: language })}</p>)}
          {b.pdf.enabled ? item('pdf', b.pdf.required, <Button id="preview-pdf" icon={<UploadOutlined />} disabled>{t('entryForm.pdfButton', { lng: language })}</Button>) : null}
          {b.videoUrl.enabled ? item('videoUrl', b.videoUrl.required, <Input id="preview-videoUrl" placeholder="https://" />) : null}
          <CustomFields
            form={previewable(form)}
            language={language}
            values={values}
            onChange={(key, value) => setValues((prev) => ({ ...prev, [key]: value }))}
            idPrefix="preview"
          />
        </Form>
      </div>
    </section>
  );
}
