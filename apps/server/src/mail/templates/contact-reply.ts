import type { MailMessage } from '../mailer.ts';
import { say } from '../../lib/texts/say.ts';
import { templateMail, type MailRecipient } from './layout.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { renderCustomMail } from './custom.ts';

/**
 * The organisers' reply to a contact-form message (docs/product.md#contact-messages): their words,
 * then the visitor's message quoted, so the visitor sees what is answered. Its Reply-To is the
 * organisers' address, so answering it reaches them rather than the site's sender address.
 */
export function contactReplyMail(
  opts: MailRecipient & {
    replyTo: string;
    visitorName: string;
    subject: string;
    message: string;
    reply: string;
    custom?: MailText | null;
  },
): MailMessage {
  const l = opts.language;
  const quoted = opts.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  if (opts.custom) {
    const values = {
      'visitor.name': opts.visitorName,
      'contact.subject': opts.subject,
      'contact.reply': opts.reply,
      'contact.message': quoted,
    };
    return {
      ...renderCustomMail(mailKind('contact-reply')!, { ...opts, text: opts.custom, values }),
      replyTo: opts.replyTo,
    };
  }
  const mail = templateMail(opts, {
    subject: say(l, 'mail.contactReply.subject', { subject: opts.subject, site: opts.siteName }),
    heading: say(l, 'mail.contactReply.heading'),
    paragraphs: [
      say(l, 'mail.greeting', { name: opts.visitorName }),
      ...opts.reply.split(/\r?\n\s*\r?\n/),
      say(l, 'mail.contactReply.quote'),
      quoted,
    ],
    footer: say(l, 'mail.contactReply.footer'),
  });
  return { ...mail, replyTo: opts.replyTo };
}
