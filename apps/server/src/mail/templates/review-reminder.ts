import type { Language } from '@laurel/contract';
import type { MailMessage } from '../mailer.ts';
import { templateMail, type MailRecipient } from './layout.ts';

/**
 * A week and a day before a review round ends, to a reviewer with entries still to review
 * (services/judging/remind-reviewers.ts): how many are left, by when, and where to review them.
 */
export type ReminderLevel = 'first' | 'second';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The deadline in UTC, the server's time, to the minute: `23 November 2026, 18:00 UTC`. */
export function formatDeadline(date: Date, language: Language): string {
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  return language === 'zh-CN' ? `${y}年${m + 1}月${d}日 ${time}（UTC）` : `${d} ${MONTHS[m]} ${y}, ${time} UTC`;
}

const texts = {
  en: {
    round: { first: 'first-level review', second: 'second-level review' },
    subject: (left: number, deadline: string, site: string) => `Reminder: ${left} ${left === 1 ? 'entry' : 'entries'} left to review by ${deadline} — ${site}`,
    heading: 'Your reviews are due soon',
    body: (name: string, left: number, round: string, deadline: string) => [
      `Dear ${name},`,
      `${left === 1 ? 'one entry is' : `${left} entries are`} still waiting for your ${round}. The round ends on ${deadline}; until then you can also change the reviews you have submitted.`,
      'Your entries to review:',
    ],
    footer: 'You receive this e-mail because you are on the jury of this competition.',
  },
  'zh-CN': {
    round: { first: '初审', second: '复审' },
    subject: (left: number, deadline: string, site: string) => `提醒：您还有 ${left} 件作品待评审，截止 ${deadline} — ${site}`,
    heading: '评审即将截止',
    body: (name: string, left: number, round: string, deadline: string) => [
      `${name}，您好：`,
      `您还有 ${left} 件作品的${round}尚未完成。本轮评审于 ${deadline} 截止，截止前您也可以修改已提交的评审。`,
      '待评审的作品：',
    ],
    footer: '您收到此邮件是因为您是本届评审团成员。',
  },
} as const;

export function reviewReminderMail(opts: MailRecipient & { name: string; level: ReminderLevel; left: number; deadline: Date; reviewUrl: string }): MailMessage {
  const t = texts[opts.language];
  const deadline = formatDeadline(opts.deadline, opts.language);
  return templateMail(opts, t, {
    subject: t.subject(opts.left, deadline, opts.siteName),
    paragraphs: [...t.body(opts.name, opts.left, t.round[opts.level], deadline), opts.reviewUrl],
  });
}
