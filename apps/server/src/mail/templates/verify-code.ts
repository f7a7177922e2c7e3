import type { Language } from '@laurel/contract';
import { say } from '../../lib/texts/say.ts';
import type { MailMessage } from '../mailer.ts';
import { layoutMail } from './layout.ts';

/** A registration or reset code (services/accounts/), in the language the request asked for. */
export function verifyCodeMail(opts: {
  to: string;
  code: string;
  purpose: 'register' | 'reset';
  language: Language;
  siteName: string;
  minutes: number;
}): MailMessage {
  const l = opts.language;
  return layoutMail({
    to: opts.to,
    subject: say(l, 'mail.verifyCode.subject', { code: opts.code, site: opts.siteName }),
    siteName: opts.siteName,
    heading:
      opts.purpose === 'register'
        ? say(l, 'mail.verifyCode.headingRegister')
        : say(l, 'mail.verifyCode.headingReset'),
    paragraphs: [say(l, 'mail.verifyCode.body', { minutes: opts.minutes })],
    highlight: opts.code,
    footer: say(l, 'mail.verifyCode.footer'),
  });
}
