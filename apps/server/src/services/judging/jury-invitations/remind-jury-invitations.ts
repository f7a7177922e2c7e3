import { JURY_INVITATION_REMINDER_DAYS } from '@laurel/contract';
import { and, asc, eq, gt, isNull, lt, lte } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { juryInvitations } from '../../../db/schema.ts';
import { queueInvitationMail, rotateToken, sentAtOf } from './invitation-mail.ts';

const DAY = 86_400_000;
const REMINDERS = JURY_INVITATION_REMINDER_DAYS.length;

/**
 * How many reminders an invitation sent at `sentAt` is due by `now`: 0, 1 at +3 days, 2 at +5.
 * A process that was down at +3 and is back after +5 sends only the second.
 */
export function remindersDue(sentAt: Date, now: Date): number {
  const age = now.getTime() - sentAt.getTime();
  return JURY_INVITATION_REMINDER_DAYS.filter((days) => age >= days * DAY).length;
}

/**
 * One pass of the jury invitations' reminders, the `invitations.remind` job (hourly;
 * docs/product.md#jury-invitations): every invitation still pending (not accepted, withdrawn or
 * expired) whose sending is 3 or 5 days old and has not had that reminder gets it, each once. A
 * reminder brings a new link (only the token's hash is kept, so the first cannot be mailed again)
 * with the same expiry. Each is claimed by a conditional update of `reminders_sent` and queued in
 * the same transaction under a key of its own (services/mail/), so with several processes, or a
 * pass repeated, exactly one mail goes.
 */
export async function remindJuryInvitations(ctx: AppContext, opts: { now?: Date } = {}): Promise<{ sent: number }> {
  const now = opts.now ?? new Date();
  const candidates = await ctx.db
    .select()
    .from(juryInvitations)
    .where(
      and(
        isNull(juryInvitations.acceptedAt),
        isNull(juryInvitations.revokedAt),
        gt(juryInvitations.expiresAt, now),
        lt(juryInvitations.remindersSent, REMINDERS),
      ),
    )
    .orderBy(asc(juryInvitations.id));
  let sent = 0;
  for (const row of candidates) {
    const due = remindersDue(sentAtOf(row), now);
    if (due <= row.remindersSent) continue;
    const queued = await ctx.db.transaction(async (tx) => {
      // The claim: only the pass that moves the count from what it read sends the mail.
      const [claimed] = await tx
        .update(juryInvitations)
        .set({ remindersSent: due })
        .where(and(eq(juryInvitations.id, row.id), eq(juryInvitations.remindersSent, row.remindersSent), eq(juryInvitations.expiresAt, row.expiresAt), isNull(juryInvitations.acceptedAt), isNull(juryInvitations.revokedAt), lte(juryInvitations.createdAt, now)))
        .returning({ id: juryInvitations.id });
      if (!claimed) return false;
      const { token, row: fresh } = await rotateToken(tx, row.id);
      await queueInvitationMail(ctx, tx, fresh, { token, kind: 'reminder', mail: due === 1 ? 'reminder-1' : 'reminder-2' });
      return true;
    });
    if (queued) sent++;
  }
  return { sent };
}
