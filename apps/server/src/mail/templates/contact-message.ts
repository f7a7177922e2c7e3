import type { MailMessage } from '../mailer.ts';
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
    heading: `Contact form: ${opts.subject}`,
    paragraphs: [`From ${opts.name} <${opts.email}>`, ...opts.message.split(/\r?\n\s*\r?\n/)],
    footer: `Message #${opts.id}. Reply to this e-mail to answer ${opts.name}.`,
  });
  return { ...mail, replyTo: opts.email };
}
