import type { MailMessage } from '../mailer.ts';
import { say } from '../../lib/texts/say.ts';
import { templateMail, type MailRecipient } from './layout.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { renderCustomMail } from './custom.ts';

/**
 * Sent instead of a registration code when the address already has an account. The person
 * registering sees the same answer as for a free address, so the form does not tell strangers
 * which addresses have accounts (issue 10); only the owner's inbox learns it.
 */
export function accountExistsMail(opts: MailRecipient & { loginUrl: string; resetUrl: string; custom?: MailText | null }): MailMessage {
  const l = opts.language;
  if (opts.custom) {
    return renderCustomMail(mailKind('account-exists')!, { ...opts, text: opts.custom, values: { 'link.login': opts.loginUrl, 'link.reset': opts.resetUrl } });
  }
  return templateMail(opts, {
    subject: say(l, 'mail.accountExists.subject', { site: opts.siteName }),
    heading: say(l, 'mail.accountExists.heading'),
    paragraphs: [say(l, 'mail.accountExists.body'), say(l, 'mail.accountExists.login'), opts.loginUrl, say(l, 'mail.accountExists.reset'), opts.resetUrl],
    footer: say(l, 'mail.accountExists.footer'),
  });
}
