import type { MailMessage } from '../mailer.ts';
import { say } from '../../lib/texts/say.ts';
import { templateMail, type MailRecipient } from './layout.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { renderCustomMail } from './custom.ts';

/** Sent when the jury's final award is given (the jury work calls services/entries/notify-entrant.ts). */
export function entryAwardedMail(opts: MailRecipient & {
  name: string;
  entryId: number;
  title: string;
  award: string;
  awardUrl: string;
  custom?: MailText | null;
}): MailMessage {
  const l = opts.language;
  if (opts.custom) {
    return renderCustomMail(mailKind('entry.awarded')!, {
      ...opts,
      text: opts.custom,
      values: { 'entrant.name': opts.name, 'entry.title': opts.title, 'entry.no': String(opts.entryId), 'award.name': opts.award, 'link.award': opts.awardUrl },
    });
  }
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
