import type { MailMessage } from '../mailer.ts';
import { templateMail, type MailRecipient } from './layout.ts';

/**
 * Sent instead of a registration code when the address already has an account. The person
 * registering sees the same answer as for a free address, so the form does not tell strangers
 * which addresses have accounts (issue 10); only the owner's inbox learns it.
 */
const texts = {
  en: {
    subject: (site: string) => `You already have a ${site} account`,
    heading: 'You already have an account',
    body: [
      'Someone, probably you, asked to create an account with this e-mail address. An account with this address already exists, so no new one can be made and no code was sent.',
      'Log in with your password here:',
    ],
    reset: 'Forgotten your password? Set a new one here:',
    footer: 'If you did not ask for this, you can ignore this e-mail; your account is unchanged.',
  },
  'zh-CN': {
    subject: (site: string) => `您已拥有 ${site} 账户`,
    heading: '您已拥有账户',
    body: ['有人（很可能是您本人）尝试用此邮箱创建账户。此邮箱已注册过账户，因此无法再次注册，也未发送验证码。', '请在此使用密码登录：'],
    reset: '忘记密码？可在此设置新密码：',
    footer: '如果这不是您本人的操作，请忽略此邮件，您的账户没有任何变化。',
  },
} as const;

export function accountExistsMail(opts: MailRecipient & { loginUrl: string; resetUrl: string }): MailMessage {
  const t = texts[opts.language];
  return templateMail(opts, t, { subject: t.subject(opts.siteName), paragraphs: [...t.body, opts.loginUrl, t.reset, opts.resetUrl] });
}
