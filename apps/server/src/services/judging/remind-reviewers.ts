import { and, asc, count, eq, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { entries, reviewAssignments, reviewReminders, reviews, users } from '../../db/schema.ts';
import { reviewReminderMail } from '../../mail/templates/review-reminder.ts';
import { currentSeasonRow } from '../competition/current-season.ts';
import { findMailTemplate } from '../mail/find-mail-template.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { hasConflict, reachedJury } from './jury-scope.ts';

const DAY = 86_400_000;

/** The reminders of a round, nearest the deadline first: `kind` is what review_reminders keeps. */
const REMINDERS = [
  { kind: '1d', days: 1 },
  { kind: '7d', days: 7 },
] as const;
type ReminderKind = (typeof REMINDERS)[number]['kind'];
type Level = 'first' | 'second';

/**
 * The reminder of a round due at `now`, or null: the nearest one whose time has come, so a
 * process that was down at the week mark sends only the day's when it is back that late. Never
 * before the round starts (its worklists are not settled yet) nor after it ends.
 */
export function dueReminder(round: { startsAt: Date; endsAt: Date }, now: Date): ReminderKind | null {
  if (now < round.startsAt || now >= round.endsAt) return null;
  const left = round.endsAt.getTime() - now.getTime();
  return REMINDERS.find((r) => left <= r.days * DAY)?.kind ?? null;
}

interface Pending {
  reviewerId: number;
  email: string;
  name: string;
  language: string;
  left: number;
}

/**
 * Reviewers of `level` with entries of the season still to review, and how many
 * (docs/product.md#jury-journey): a sub-judge's assigned entries without their submitted
 * first-level review; a second-level judge's entries that reached the second level without
 * theirs. Only entries that reached the jury, never one the reviewer has a conflict with: the
 * lists of reviewer-scope.ts, asked for every reviewer at once.
 */
async function pendingReviewers(db: DbLike, seasonId: number, level: Level): Promise<Pending[]> {
  const reviewer = sql`${users.id}`;
  const notReviewed = notExists(
    db
      .select({ one: sql`1` })
      .from(reviews)
      .where(and(eq(reviews.entryId, entries.id), eq(reviews.reviewerId, users.id), eq(reviews.level, level), eq(reviews.status, 'submitted'))),
  );
  const pick = { reviewerId: users.id, email: users.email, name: users.name, language: users.language, left: count(entries.id) };
  const inSeason = and(eq(entries.seasonId, seasonId), reachedJury(), sql`not ${hasConflict(reviewer)}`, notReviewed);
  const rows =
    level === 'first'
      ? await db
          .select(pick)
          .from(reviewAssignments)
          .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
          .innerJoin(entries, eq(entries.id, reviewAssignments.entryId))
          .where(and(eq(users.identity, 2), inSeason))
          .groupBy(users.id)
          .orderBy(asc(users.id))
      : await db
          .select(pick)
          .from(users)
          .innerJoin(entries, eq(entries.secondLevelReached, true))
          .where(and(eq(users.identity, 3), inSeason))
          .groupBy(users.id)
          .orderBy(asc(users.id));
  return rows.map((r) => ({ ...r, left: Number(r.left) }));
}

/**
 * One pass of the review reminders (docs/product.md#jury-journey), the `reviews.remind` job
 * (hourly): a week and a day before each round of the current season ends, every reviewer with
 * entries left gets one mail saying how many, by when and where. Each mail is claimed by inserting
 * its review_reminders row (unique per season, round, reminder and reviewer) and queued in the
 * same transaction (services/mail/), so with several processes exactly one queues it, and a
 * queued mail is sent whatever happens to the process afterwards.
 */
export async function remindReviewers(ctx: AppContext, opts: { now?: Date } = {}): Promise<{ sent: number }> {
  const now = opts.now ?? new Date();
  const season = await currentSeasonRow(ctx.db);
  if (!season) return { sent: 0 };
  const rounds = [
    { level: 'first' as const, startsAt: season.firstReviewStartsAt, endsAt: season.firstReviewEndsAt },
    { level: 'second' as const, startsAt: season.secondReviewStartsAt, endsAt: season.secondReviewEndsAt },
  ].flatMap((r) => {
    const kind = dueReminder(r, now);
    return kind ? [{ ...r, kind }] : [];
  });
  if (!rounds.length) return { sent: 0 };

  const sent = await ctx.db.transaction(async (tx) => {
    let queued = 0;
    for (const round of rounds) {
      const pending = await pendingReviewers(tx, season.id, round.level);
      if (!pending.length) continue;
      // In reviewer order, as every process does: two passes wait on each other, never deadlock.
      const rows = await tx
        .insert(reviewReminders)
        .values(pending.map((p) => ({ seasonId: season.id, level: round.level, kind: round.kind, reviewerId: p.reviewerId })))
        .onConflictDoNothing()
        .returning({ reviewerId: reviewReminders.reviewerId });
      for (const { reviewerId } of rows) {
        const c = pending.find((p) => p.reviewerId === reviewerId)!;
        const language = c.language === 'zh-CN' ? 'zh-CN' : 'en';
        await queueMail(ctx, tx, {
          key: `review-reminder:${season.id}:${round.level}:${round.kind}:${reviewerId}`,
          kind: 'review-reminder',
          message: reviewReminderMail({
            to: c.email,
            language,
            siteName: ctx.config.siteName,
            name: c.name,
            level: round.level,
            left: c.left,
            deadline: round.endsAt,
            reviewUrl: `${ctx.config.publicUrl}${round.level === 'first' ? '/subjuryreview' : '/levelJuryreview'}`,
            custom: await findMailTemplate(tx, 'review-reminder', language),
          }),
        });
        queued++;
      }
    }
    return queued;
  });
  return { sent };
}
