import type { Language } from '@laurel/contract';
import { say } from '../../lib/texts/say.ts';
import type { MailMessage } from '../mailer.ts';
import { layoutMail } from './layout.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { renderCustomMail } from './custom.ts';

/** A registration or reset code (services/accounts/), in the language the request asked for. */
export function verifyCodeMail(opts: {
  to: string;
  code: string;
  purpose: 'register' | 'reset';
  language: Language;
  siteName: string;
  minutes: number;
  custom?: MailText | null;
}): MailMessage {
  const l = opts.language;
  if (opts.custom) {
    return renderCustomMail(mailKind(`verify-code.${opts.purpose}`)!, { ...opts, text: opts.custom, values: { 'code.value': opts.code, 'code.minutes': String(opts.minutes) } });
  }
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
