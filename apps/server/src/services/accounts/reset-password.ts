import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { users } from '../../db/schema.ts';
import { refuseField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { revokeUserSessions } from './sessions.ts';
import { ACCOUNT_LIMITS, loginFailKeys, throttle } from './account-limits.ts';
import { hashPassword } from './passwords.ts';
import { checkVerifyCode, markCodeUsed, resendLimitKey } from './verify-codes.ts';

/**
 * Sets a new password from a mailed code and ends every session of the account. An unknown
 * address is refused exactly as a wrong code is (issue 10): the code stored for it was never
 * mailed (send-verify-code.ts), so the call does not tell which addresses have accounts.
 */
export async function resetPassword(ctx: AppContext, opts: { email: string; code: string; password: string; ip: string }): Promise<void> {
  await throttle(ctx, `reset:ip:${opts.ip}`, ACCOUNT_LIMITS.codeUsesPerIp);
  const codeId = await checkVerifyCode(ctx.db, { email: opts.email, purpose: 'reset', code: opts.code });
  const passwordHash = await hashPassword(opts.password);
  const userId = await ctx.db.transaction(async (tx) => {
    await markCodeUsed(tx, codeId);
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.email, opts.email)).returning({ id: users.id });
    // Only a code mailed to an account that has since been deleted gets here.
    if (!user) throw refuseField('code', 'verifyCodeWrong');
    await revokeUserSessions(tx, user.id);
    await writeAudit(tx, { actorId: user.id, action: 'user.resetPassword', subjectType: 'user', subjectId: user.id });
    return user.id;
  });
  await ctx.sessions.forgetUser(userId);
  // The owner has proved the address: neither their own client's wrong passwords nor the
  // address-wide count hold them back now; other clients' counts stay.
  const fails = loginFailKeys(opts.email, opts.ip);
  await ctx.limiter.reset(fails.client);
  await ctx.limiter.reset(fails.address);
  await ctx.limiter.reset(resendLimitKey(opts.email));
}
