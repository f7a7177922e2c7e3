import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_REPLY_MAX,
  LANGUAGES,
  ReplyContactRequest,
  type ContactMessage,
  type LanguageCode,
} from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { toast } from '../../../lib/feedback.ts';
import { useReplyContact } from '../api/contact.ts';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-audit.ts';

type Values = { reply: string; language: LanguageCode };

/**
 * The reply to one contact message (docs/product.md#contact-messages): the words and the mail's
 * language; a message replied to already says that sending writes a second reply (`again`).
 */
export function ContactReplyDialog({
  message,
  onClose,
}: {
  message: ContactMessage;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-audit');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const reply = useReplyContact();
  const again = message.repliedAt !== null;
  const initialLanguage: LanguageCode =
    (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN' ? 'zh-CN' : 'en';
  return (
    <Modal
      open
      title={t('contact.replyTo', { name: message.name })}
      okText={t('contact.send')}
      cancelText={t('contact.cancel')}
      confirmLoading={reply.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        name="contact-reply"
        layout="vertical"
        className="contact-reply"
        initialValues={{ reply: '', language: initialLanguage }}
        onFinish={(values) =>
          reply.mutate(
            { id: message.id, reply: values.reply, language: values.language, again },
            {
              onSuccess: () => {
                toast.success(t('contact.sent', { email: message.email }));
                onClose();
              },
            },
          )
        }
      >
        <blockquote className="contact-message__text console-muted">{message.message}</blockquote>
        {again ? <Alert type="warning" showIcon title={t('contact.againNote')} /> : null}
        <Form.Item
          name="reply"
          label={t('contact.yourReply')}
          extra={t('contact.replyHelp')}
          rules={rules.field(ReplyContactRequest.shape.reply)}
        >
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={CONTACT_REPLY_MAX} />
        </Form.Item>
        <Form.Item name="language" label={t('contact.language')}>
          <Radio.Group
            options={LANGUAGES.map((l) => ({ value: l, label: t(`contact.languages.${l}`) }))}
          />
        </Form.Item>
        <Refusal error={reply.error} />
      </Form>
    </Modal>
  );
}
