import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGE_MAX, SubmitContactRequest } from '@laurel/contract';
import { PageIntro } from '../../../components/page-intro.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { FormShell } from '../../../components/form-shell.tsx';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { useContactDetails } from '../api/get-contact.ts';
import { useSubmitContact, type ContactBody } from '../api/submit-contact.ts';
import { QueryContent } from '../components/query-content.tsx';
import '../components/content.css';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function ContactForm() {
  const { t } = useTranslation('site');
  const rules = useFormRules();
  const [form] = Form.useForm<ContactBody>();
  const hydrated = useHydrated();
  const submit = useSubmitContact();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: ContactBody) => {
    await submit.mutateAsync(values);
    setSentTo(values.email);
    form.resetFields();
  };

  if (sentTo !== null) {
    return (
      <div className="contact-sent" role="status">
        <CheckCircleOutlined className="contact-sent__icon" aria-hidden="true" />
        <h2>{t('contact.sentTitle')}</h2>
        <p>{t('contact.sentBody', { email: sentTo })}</p>
        <Button onClick={() => setSentTo(null)}>{t('contact.sendAnother')}</Button>
      </div>
    );
  }

  return (
    <>
      <h2 className="contact-layout__title">{t('contact.formTitle')}</h2>
      <FormShell
        form={form}
        name="contact"
        onSubmit={onSubmit}
        fields={FIELDS}
        pending={submit.isPending}
        // Server-rendered, the form is on screen before the app runs: typed text would be lost.
        disabled={!hydrated}
        block={false}
        submitLabel={t('contact.send')}
      >
        <Form.Item name="name" label={t('contact.name')} rules={rules.field(SubmitContactRequest.shape.name)}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t('contact.email')} rules={rules.field(SubmitContactRequest.shape.email)}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="subject"
          label={t('contact.subject')}
          rules={rules.field(SubmitContactRequest.shape.subject)}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="message"
          label={t('contact.message')}
          rules={rules.field(SubmitContactRequest.shape.message)}
        >
          <Input.TextArea rows={7} showCount={{ formatter: ({ count }) => `${count} / ${CONTACT_MESSAGE_MAX}` }} />
        </Form.Item>
      </FormShell>
    </>
  );
}

/** The organisers' contact details beside a form that sends them a message. */
export default function ContactPage() {
  const { t } = useTranslation('site');
  useMetaDescription(t('meta.contact'));
  const details = useContactDetails();
  return (
    <>
      <PageIntro titleKey="title.contact" description={t('contact.lead')} />
      <div className="container content-page contact-layout">
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className="contact-layout__title">
            {t('contact.detailsTitle')}
          </h2>
          <QueryContent query={details} isEmpty={(block) => block === null} empty={t('contact.noDetails')}>
            {(block) => (block ? <RichText html={block.body} /> : null)}
          </QueryContent>
        </section>
        <section className="contact-form" aria-label={t('contact.formTitle')}>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
