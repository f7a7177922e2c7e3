import type { MailMessage } from '../mailer.ts';
import { say } from '../../lib/texts/say.ts';
import { templateMail, type MailRecipient } from './layout.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { renderCustomMail } from './custom.ts';

/**
 * Sent to an account's owner when wrong passwords for their address are being slowed down
 * (services/accounts/notify-login-throttled.ts). The account is not locked: the owner can still log
 * in, so the mail reassures and points to the reset page rather than asking them to act.
 */
export function loginThrottledMail(opts: MailRecipient & { resetUrl: string; custom?: MailText | null }): MailMessage {
  const l = opts.language;
  if (opts.custom) {
    return renderCustomMail(mailKind('login-throttled')!, { ...opts, text: opts.custom, values: { 'link.reset': opts.resetUrl } });
  }
  return templateMail(opts, {
    subject: say(l, 'mail.loginThrottled.subject', { site: opts.siteName }),
    heading: say(l, 'mail.loginThrottled.heading'),
    paragraphs: [say(l, 'mail.loginThrottled.body'), say(l, 'mail.loginThrottled.reset'), opts.resetUrl],
    footer: say(l, 'mail.loginThrottled.footer'),
  });
}
