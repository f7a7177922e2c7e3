import type { MailMessage } from '../mailer.ts';
import { say } from '../../lib/texts/say.ts';
import { layoutMail } from './layout.ts';

/**
 * A contact-form message for the organisers, in English (the office's language). Every value is
 * the visitor's own text, so the layout escapes it; the reply goes to the visitor.
 */
export function contactMessageMail(opts: {
  to: string;
  siteName: string;
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}): MailMessage & { replyTo: string } {
  const mail = layoutMail({
    to: opts.to,
    subject: `[${opts.siteName}] ${opts.subject}`,
    siteName: opts.siteName,
    heading: say('en', 'mail.contactMessage.heading', { subject: opts.subject }),
    paragraphs: [
      say('en', 'mail.contactMessage.from', { name: opts.name, email: opts.email }),
      ...opts.message.split(/\r?\n\s*\r?\n/),
    ],
    footer: say('en', 'mail.contactMessage.footer', { id: opts.id, name: opts.name }),
  });
  return { ...mail, replyTo: opts.email };
}
