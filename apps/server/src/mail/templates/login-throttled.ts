import type { MailMessage } from '../mailer.ts';
import { templateMail, type MailRecipient } from './layout.ts';

/**
 * Sent to an account's owner when wrong passwords for their address are being slowed down
 * (services/accounts/notify-login-throttled.ts). The account is not locked: the owner can still log
 * in, so the mail reassures and points to the reset page rather than asking them to act.
 */
const texts = {
  en: {
    subject: (site: string) => `Failed log-in attempts on your ${site} account`,
    heading: 'Several wrong passwords were entered for your account',
    body: [
      'Someone has entered the wrong password for your account several times in a row. We are slowing down further attempts from where they came from. Your account is not locked: you can still log in as usual.',
      'If it was you and you have forgotten your password, you can set a new one here:',
    ],
    footer: 'If it was not you, no action is needed; your password has not been revealed. A long password that you use nowhere else keeps your account safe.',
  },
  'zh-CN': {
    subject: (site: string) => `您的 ${site} 账户有多次登录失败`,
    heading: '您的账户多次输入了错误密码',
    body: [
      '有人连续多次为您的账户输入了错误密码。我们已放慢来自该来源的后续尝试。您的账户没有被锁定，您仍可照常登录。',
      '如果是您本人且忘记了密码，可在此设置新密码：',
    ],
    footer: '如果不是您本人，无需任何操作，您的密码没有泄露。使用一个较长且未在其他地方使用过的密码，可以保护您的账户安全。',
  },
} as const;

export function loginThrottledMail(opts: MailRecipient & { resetUrl: string }): MailMessage {
  const t = texts[opts.language];
  return templateMail(opts, t, { subject: t.subject(opts.siteName), paragraphs: [...t.body, opts.resetUrl] });
}
