import type { MailMessage } from '../mailer.ts';
import { templateMail, type MailRecipient } from './layout.ts';

/** Sent when the jury's final award is given (the jury work calls services/entries/notify-entrant.ts). */
const texts = {
  en: {
    subject: (award: string, title: string, site: string) => `${award} for “${title}” — ${site}`,
    heading: 'Congratulations — your entry has won an award',
    body: (name: string, title: string, no: number, award: string) => [
      `Dear ${name},`,
      `the jury has given “${title}” (entry no. ${no}) the ${award} award.`,
      'Please confirm the credits and text to be published with your winning entry, and order your winner package, here:',
    ],
    footer: 'You receive this e-mail because you submitted this entry.',
  },
  'zh-CN': {
    subject: (award: string, title: string, site: string) => `“${title}”荣获${award} — ${site}`,
    heading: '恭喜您的作品获奖',
    body: (name: string, title: string, no: number, award: string) => [
      `${name}，您好：`,
      `评审团已授予作品“${title}”（作品编号 ${no}）${award}。`,
      '请在以下页面确认获奖作品公开展示的署名与介绍，并订购获奖套餐：',
    ],
    footer: '您收到此邮件是因为您提交了这件参赛作品。',
  },
} as const;

export function entryAwardedMail(opts: MailRecipient & {
  name: string;
  entryId: number;
  title: string;
  award: string;
  awardUrl: string;
}): MailMessage {
  const t = texts[opts.language];
  return templateMail(opts, t, {
    subject: t.subject(opts.award, opts.title, opts.siteName),
    paragraphs: [...t.body(opts.name, opts.title, opts.entryId, opts.award), opts.awardUrl],
  });
}
