import type { MailMessage } from '../mailer.ts';
import { say } from '../../lib/texts/say.ts';
import { templateMail, type MailRecipient } from './layout.ts';

/** Sent when the jury's final award is given (the jury work calls services/entries/notify-entrant.ts). */
export function entryAwardedMail(opts: MailRecipient & {
  name: string;
  entryId: number;
  title: string;
  award: string;
  awardUrl: string;
}): MailMessage {
  const l = opts.language;
  return templateMail(opts, {
    subject: say(l, 'mail.entryAwarded.subject', { award: opts.award, title: opts.title, site: opts.siteName }),
    heading: say(l, 'mail.entryAwarded.heading'),
    paragraphs: [
      say(l, 'mail.greeting', { name: opts.name }),
      say(l, 'mail.entryAwarded.body', { title: opts.title, no: opts.entryId, award: opts.award }),
      say(l, 'mail.entryAwarded.confirm'),
      opts.awardUrl,
    ],
    footer: say(l, 'mail.entryAwarded.footer'),
  });
}
