import type { MailMessage } from '../mailer.ts';
import { templateMail, type MailRecipient } from './layout.ts';

/** Sent when an entry is submitted (services/entries/notify-entrant.ts), in the entrant's language. */
const texts = {
  en: {
    subject: (title: string, site: string) => `Entry received: ${title} — ${site}`,
    heading: 'We have received your entry',
    body: (name: string, title: string, no: number, category: string) => [
      `Dear ${name},`,
      `thank you for entering “${title}” (entry no. ${no}) in ${category}. It has been submitted and will go to the jury once the entry fee is paid.`,
      'You can pay the entry fee, and follow your entry, on your account page:',
    ],
    footer: 'You receive this e-mail because you submitted an entry with this address.',
  },
  'zh-CN': {
    subject: (title: string, site: string) => `已收到您的作品：${title} — ${site}`,
    heading: '我们已收到您的参赛作品',
    body: (name: string, title: string, no: number, category: string) => [
      `${name}，您好：`,
      `感谢您以“${title}”（作品编号 ${no}）参加${category}类别的评选。作品已提交，支付报名费后将进入评审。`,
      '您可以在账户页面支付报名费并查看作品进度：',
    ],
    footer: '您收到此邮件是因为您使用此邮箱提交了参赛作品。',
  },
} as const;

export function entrySubmittedMail(opts: MailRecipient & {
  name: string;
  entryId: number;
  title: string;
  category: string;
  accountUrl: string;
}): MailMessage {
  const t = texts[opts.language];
  return templateMail(opts, t, {
    subject: t.subject(opts.title, opts.siteName),
    paragraphs: [...t.body(opts.name, opts.title, opts.entryId, opts.category), opts.accountUrl],
  });
}
