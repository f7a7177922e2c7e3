import type { MailMessage } from '../mailer.ts';
import { say } from '../../lib/texts/say.ts';
import { templateMail, type MailRecipient } from './layout.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { renderCustomMail } from './custom.ts';

/**
 * Sent instead of a reset code when no account uses the address. The form answers as for a
 * known address (issue 10), and every request for a code ends in exactly one mail, so neither
 * the answer nor its timing says whether the address has an account.
 */
export function noAccountMail(opts: MailRecipient & { registerUrl: string; custom?: MailText | null }): MailMessage {
  const l = opts.language;
  if (opts.custom) {
    return renderCustomMail(mailKind('no-account')!, { ...opts, text: opts.custom, values: { 'link.register': opts.registerUrl } });
  }
  return templateMail(opts, {
    subject: say(l, 'mail.noAccount.subject', { site: opts.siteName }),
    heading: say(l, 'mail.noAccount.heading'),
    paragraphs: [say(l, 'mail.noAccount.body'), say(l, 'mail.noAccount.register'), opts.registerUrl],
    footer: say(l, 'mail.noAccount.footer'),
  });
}
