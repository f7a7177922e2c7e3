import type { Language } from '@laurel/contract';
import { say, sayDay } from '../../lib/texts/say.ts';
import type { MailMessage } from '../mailer.ts';
import { templateMail, type MailRecipient } from './layout.ts';
import { mailKind, type MailText } from '../kinds.ts';
import { renderCustomMail } from './custom.ts';

/**
 * A week and a day before a review round ends, to a reviewer with entries still to review
 * (services/judging/remind-reviewers.ts): how many are left, by when, and where to review them.
 */
export type ReminderLevel = 'first' | 'second';

const pad = (n: number) => String(n).padStart(2, '0');

/** The deadline in UTC, the server's time, to the minute: `23 November 2026, 18:00 UTC`. */
export function formatDeadline(date: Date, language: Language): string {
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  return say(language, 'date.deadline', { date: sayDay(language, date), time });
}

export function reviewReminderMail(
  opts: MailRecipient & { name: string; level: ReminderLevel; left: number; deadline: Date; reviewUrl: string; custom?: MailText | null },
): MailMessage {
  const l = opts.language;
  const deadline = formatDeadline(opts.deadline, l);
  const round = opts.level === 'first' ? say(l, 'mail.reviewReminder.roundFirst') : say(l, 'mail.reviewReminder.roundSecond');
  if (opts.custom) {
    return renderCustomMail(mailKind('review-reminder')!, {
      ...opts,
      text: opts.custom,
      values: { 'reviewer.name': opts.name, 'reviews.left': String(opts.left), 'review.round': round, 'review.deadline': deadline, 'link.review': opts.reviewUrl },
    });
  }
  const one = opts.left === 1;
  return templateMail(opts, {
    subject: one
      ? say(l, 'mail.reviewReminder.subjectOne', { deadline, site: opts.siteName })
      : say(l, 'mail.reviewReminder.subjectMany', { left: opts.left, deadline, site: opts.siteName }),
    heading: say(l, 'mail.reviewReminder.heading'),
    paragraphs: [
      say(l, 'mail.greeting', { name: opts.name }),
      one ? say(l, 'mail.reviewReminder.bodyOne', { round, deadline }) : say(l, 'mail.reviewReminder.bodyMany', { left: opts.left, round, deadline }),
      say(l, 'mail.reviewReminder.list'),
      opts.reviewUrl,
    ],
    footer: say(l, 'mail.reviewReminder.footer'),
  });
}
