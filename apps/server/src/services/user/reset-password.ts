import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { hashPassword } from './passwords.ts';
import { checkVerifyCode, markCodeUsed, resendLimitKey } from './verify-codes.ts';

/** Sets a new password from a mailed code and ends every session of the account. */
export async function resetPassword(ctx: AppContext, opts: { email: string; code: string; password: string }): Promise<void> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, opts.email)).limit(1);
  if (!user) throw notFound('No account uses this e-mail address.');
  const codeId = await checkVerifyCode(ctx.db, { email: opts.email, purpose: 'reset', code: opts.code });
  const passwordHash = await hashPassword(opts.password);
  await ctx.db.transaction(async (tx) => {
    await markCodeUsed(tx, codeId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    await writeAudit(tx, { actorId: user.id, action: 'user.resetPassword', subjectType: 'user', subjectId: user.id });
  });
  await ctx.limiter.reset(`login:fail:${opts.email}`);
  await ctx.limiter.reset(resendLimitKey(opts.email));
}
