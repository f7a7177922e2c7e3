import type { MailMessage } from '../mailer.ts';
import { templateMail, type MailRecipient } from './layout.ts';

/**
 * Sent instead of a reset code when no account uses the address. The form answers as for a
 * known address (issue 10), and every request for a code ends in exactly one mail, so neither
 * the answer nor its timing says whether the address has an account.
 */
const texts = {
  en: {
    subject: (site: string) => `Password reset requested at ${site}`,
    heading: 'No account uses this address',
    body: [
      'Someone asked to reset the password of an account with this e-mail address, but no account uses it, so no code was sent.',
      'If you meant to sign up, create an account here:',
    ],
    footer: 'If you did not ask for this, you can ignore this e-mail.',
  },
  'zh-CN': {
    subject: (site: string) => `${site} 密码重置请求`,
    heading: '此邮箱没有账户',
    body: ['有人请求重置使用此邮箱的账户密码，但此邮箱没有注册账户，因此未发送验证码。', '如果您想注册，请在此创建账户：'],
    footer: '如果这不是您本人的操作，请忽略此邮件。',
  },
} as const;

export function noAccountMail(opts: MailRecipient & { registerUrl: string }): MailMessage {
  const t = texts[opts.language];
  return templateMail(opts, t, { subject: t.subject(opts.siteName), paragraphs: [...t.body, opts.registerUrl] });
}
