import type { Language } from '@laurel/contract';
import { say } from '../../lib/texts/say.ts';
import type { MailMessage } from '../mailer.ts';
import { formatDeadline } from './review-reminder.ts';
import { templateMail, type MailRecipient } from './layout.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { renderCustomMail } from './custom.ts';

/**
 * An invitation to a season's jury, and its reminders (services/judging/jury-invitations/):
 * the season, the role, the categories of a sub-judge, the link to accept and until when it works.
 * A reminder carries a new link (only the token's hash is stored, so the old one cannot be mailed
 * again) and says the earlier one no longer works.
 */
export type JuryInvitationMailKind = 'invite' | 'reminder';

const ROLE_KEYS = {
  1: 'mail.juryInvitation.roleJudge',
  2: 'mail.juryInvitation.roleSubJudge',
  3: 'mail.juryInvitation.roleSecondJudge',
} as const;

export function juryRoleName(language: Language, identity: number): string {
  return say(language, ROLE_KEYS[identity as 1 | 2 | 3] ?? ROLE_KEYS[1]);
}

export function juryInvitationMail(
  opts: MailRecipient & {
    kind: JuryInvitationMailKind;
    name: string;
    identity: number;
    season: string;
    /** A sub-judge's categories, in the reader's language; empty for every other role or all. */
    categories: string[];
    acceptUrl: string;
    expiresAt: Date;
    /** The organisers' saved text for this mail and language (services/mail/find-mail-template.ts), if any. */
    custom?: MailText | null;
  },
): MailMessage {
  const l = opts.language;
  const role = juryRoleName(l, opts.identity);
  const vars = { season: opts.season, role, site: opts.siteName };
  const reminder = opts.kind === 'reminder';
  const list = l === 'zh-CN' ? opts.categories.join('、') : opts.categories.join(', ');
  if (opts.custom) {
    return renderCustomMail(mailKind(reminder ? 'jury-invitation-reminder' : 'jury-invitation')!, {
      ...opts,
      text: opts.custom,
      values: {
        'invitee.name': opts.name,
        'season.name': opts.season,
        'jury.role': role,
        'jury.categories': list,
        'invitation.expires': formatDeadline(opts.expiresAt, l),
        'link.invitation': opts.acceptUrl,
      },
    });
  }
  return templateMail(opts, {
    subject: reminder ? say(l, 'mail.juryInvitation.reminderSubject', vars) : say(l, 'mail.juryInvitation.subject', vars),
    heading: reminder ? say(l, 'mail.juryInvitation.reminderHeading') : say(l, 'mail.juryInvitation.heading'),
    paragraphs: [
      opts.name ? say(l, 'mail.greeting', { name: opts.name }) : say(l, 'mail.juryInvitation.hello'),
      reminder
        ? say(l, 'mail.juryInvitation.reminderBody', { season: opts.season, role })
        : say(l, 'mail.juryInvitation.body', vars),
      ...(opts.categories.length ? [say(l, 'mail.juryInvitation.categories', { categories: list })] : []),
      reminder ? say(l, 'mail.juryInvitation.reminderLink') : say(l, 'mail.juryInvitation.accept'),
      opts.acceptUrl,
      say(l, 'mail.juryInvitation.expires', { date: formatDeadline(opts.expiresAt, l) }),
    ],
    footer: say(l, 'mail.juryInvitation.footer'),
  });
}
