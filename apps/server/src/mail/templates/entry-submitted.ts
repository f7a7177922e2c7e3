import type { MailMessage } from '../mailer.ts';
import { say } from '../../lib/texts/say.ts';
import { templateMail, type MailRecipient } from './layout.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { renderCustomMail } from './custom.ts';

/** Sent when an entry is submitted (services/entries/notify-entrant.ts), in the entrant's language. */
export function entrySubmittedMail(opts: MailRecipient & {
  name: string;
  entryId: number;
  title: string;
  category: string;
  accountUrl: string;
  custom?: MailText | null;
}): MailMessage {
  const l = opts.language;
  if (opts.custom) {
    return renderCustomMail(mailKind('entry.submitted')!, {
      ...opts,
      text: opts.custom,
      values: { 'entrant.name': opts.name, 'entry.title': opts.title, 'entry.no': String(opts.entryId), 'entry.category': opts.category, 'link.account': opts.accountUrl },
    });
  }
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
