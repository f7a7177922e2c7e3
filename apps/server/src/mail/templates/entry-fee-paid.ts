import { formatMoney } from '@laurel/contract';
import type { MailMessage } from '../mailer.ts';
import { templateMail, type MailRecipient } from './layout.ts';

/** Sent when an entry fee is paid (payments call services/entries/notify-entrant.ts). */
const texts = {
  en: {
    subject: (title: string, site: string) => `Entry fee paid: ${title} — ${site}`,
    heading: 'Your entry fee is paid',
    body: (name: string, title: string, no: number, amount: string) => [
      `Dear ${name},`,
      `we have received ${amount} for the entry fee of “${title}” (entry no. ${no}). Your entry now goes to the jury.`,
      'Your invoice can be printed from your account page:',
    ],
    footer: 'You receive this e-mail because you paid an entry fee with this account.',
  },
  'zh-CN': {
    subject: (title: string, site: string) => `报名费已支付：${title} — ${site}`,
    heading: '您的报名费已支付',
    body: (name: string, title: string, no: number, amount: string) => [
      `${name}，您好：`,
      `我们已收到作品“${title}”（作品编号 ${no}）的报名费 ${amount}，作品将进入评审。`,
      '您可以在账户页面打印发票：',
    ],
    footer: '您收到此邮件是因为您使用此账户支付了报名费。',
  },
} as const;

export function entryFeePaidMail(opts: MailRecipient & {
  name: string;
  entryId: number;
  title: string;
  amountCents: number;
  accountUrl: string;
}): MailMessage {
  const t = texts[opts.language];
  return templateMail(opts, t, {
    subject: t.subject(opts.title, opts.siteName),
    paragraphs: [...t.body(opts.name, opts.title, opts.entryId, formatMoney(opts.amountCents)), opts.accountUrl],
  });
}
