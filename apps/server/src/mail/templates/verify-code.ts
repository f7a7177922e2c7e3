import type { Language } from '@laurel/contract';
import type { MailMessage } from '../mailer.ts';
import { layoutMail } from './layout.ts';

const texts = {
  en: {
    subject: (code: string, site: string) => `${code} is your ${site} verification code`,
    heading: { register: 'Confirm your e-mail address', reset: 'Reset your password' },
    body: (minutes: number) => [
      'Enter this code on the website to continue. It is valid for ' + minutes + ' minutes.',
    ],
    footer: 'If you did not ask for this code, you can ignore this e-mail.',
  },
  'zh-CN': {
    subject: (code: string, site: string) => `${site} 验证码：${code}`,
    heading: { register: '验证您的电子邮箱', reset: '重置您的密码' },
    body: (minutes: number) => [`请在网站上输入以下验证码以继续，验证码 ${minutes} 分钟内有效。`],
    footer: '如果这不是您本人的操作，请忽略此邮件。',
  },
} as const;

export function verifyCodeMail(opts: {
  to: string;
  code: string;
  purpose: 'register' | 'reset';
  language: Language;
  siteName: string;
  minutes: number;
}): MailMessage {
  const t = texts[opts.language];
  return layoutMail({
    to: opts.to,
    subject: t.subject(opts.code, opts.siteName),
    siteName: opts.siteName,
    heading: t.heading[opts.purpose],
    paragraphs: t.body(opts.minutes),
    highlight: opts.code,
    footer: t.footer,
  });
}
