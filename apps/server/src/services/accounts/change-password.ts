import { eq } from 'drizzle-orm';
import type { AppContext, CurrentUser } from '../../core/context.ts';
import { users } from '../../db/schema.ts';
import { refuseField, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { revokeUserSessions } from './sessions.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Changes the password after checking the old one; the user's other sessions end. */
export async function changePassword(
  ctx: AppContext,
  opts: { user: CurrentUser; oldPassword: string; newPassword: string },
): Promise<void> {
  // Guessing the old password through this call is throttled like logging in.
  const tries = await ctx.limiter.hit(`change-password:${opts.user.id}`, 10, 15 * 60);
  if (!tries.allowed) throw tooManyRequests(tries.retryAfterS);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, opts.user.id)).limit(1);
  if (!row) throw unauthorized();
  if (!(await verifyPassword(row.passwordHash, opts.oldPassword))) {
    throw refuseField('oldPassword', 'wrongCurrentPassword');
  }
  if (opts.oldPassword === opts.newPassword) {
    throw refuseField('newPassword', 'samePassword');
  }
  const passwordHash = await hashPassword(opts.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.id));
    await revokeUserSessions(tx, row.id, opts.user.sessionId);
    await writeAudit(tx, { actorId: row.id, action: 'user.changePassword', subjectType: 'user', subjectId: row.id });
  });
  await ctx.sessions.forgetUser(row.id);
}
