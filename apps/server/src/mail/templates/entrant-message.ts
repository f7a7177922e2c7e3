import type { MailMessage } from '../mailer.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { fillText } from '../merge.ts';
import { renderCustomMail } from './custom.ts';
import type { MailRecipient } from './layout.ts';

/** `{{message.body}}` alone in its paragraph: where the organisers' paragraphs go, kept as paragraphs. */
const BODY_PARAGRAPH = /^[ \t]*\{\{\s*message\.body\s*\}\}[ \t]*$/m;

/**
 * A bulk action's message to one entrant (services/bulk/), in their language: the kind's
 * template (`entrant.message`, the default or the organisers' saved one) around the organisers'
 * subject and body for that language. Their body may name `{{entrant.name}}`, `{{site.name}}` and
 * `{{link.account}}`; it is placed before the values are filled in, so its paragraphs stay
 * paragraphs, and every word is escaped like any template's.
 */
export function entrantMessageMail(opts: MailRecipient & {
  name: string;
  accountUrl: string;
  message: { subject: string; body: string };
  custom?: MailText | null;
}): MailMessage {
  const def = mailKind('entrant.message')!;
  const frame = opts.custom ?? def.defaults(opts.language);
  // A function replacement: `$&` or `$1` in the organisers' words stays as typed.
  const body = BODY_PARAGRAPH.test(frame.body) ? frame.body.replace(BODY_PARAGRAPH, () => opts.message.body) : frame.body;
  const own = { 'entrant.name': opts.name, 'site.name': opts.siteName, 'link.account': opts.accountUrl };
  return renderCustomMail(def, {
    ...opts,
    text: { subject: frame.subject, body },
    // The subject and a body used inside a paragraph are filled here: a value is never filled again.
    values: { ...own, 'message.subject': fillText(opts.message.subject, own), 'message.body': fillText(opts.message.body, own) },
  });
}
