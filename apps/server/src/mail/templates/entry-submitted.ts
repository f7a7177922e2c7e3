import type { MailMessage } from '../mailer.ts';
import { say } from '../../lib/texts/say.ts';
import { templateMail, type MailRecipient } from './layout.ts';

/** Sent when an entry is submitted (services/entries/notify-entrant.ts), in the entrant's language. */
export function entrySubmittedMail(opts: MailRecipient & {
  name: string;
  entryId: number;
  title: string;
  category: string;
  accountUrl: string;
}): MailMessage {
  const l = opts.language;
  return templateMail(opts, {
    subject: say(l, 'mail.entrySubmitted.subject', { title: opts.title, site: opts.siteName }),
    heading: say(l, 'mail.entrySubmitted.heading'),
    paragraphs: [
      say(l, 'mail.greeting', { name: opts.name }),
      say(l, 'mail.entrySubmitted.body', { title: opts.title, no: opts.entryId, category: opts.category }),
      say(l, 'mail.entrySubmitted.account'),
      opts.accountUrl,
    ],
    footer: say(l, 'mail.entrySubmitted.footer'),
  });
}
