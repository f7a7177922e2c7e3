import type { UserInfo } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { createSession } from '../auth/sessions.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import { toUserInfo } from './to-user-info.ts';

/** Five wrong passwords for an address within 15 minutes lock it for the rest of the window. */
const FAILS_PER_ADDRESS = 5;
const FAIL_WINDOW_S = 15 * 60;
/** Attempts per client address per minute, right or wrong. */
const ATTEMPTS_PER_IP = 30;

export async function loginUser(
  ctx: AppContext,
  opts: { email: string; password: string; ip: string; userAgent?: string },
): Promise<{ token: string; expiresAt: string; user: UserInfo }> {
  const failKey = `login:fail:${opts.email}`;
  const perIp = await ctx.limiter.hit(`login:ip:${opts.ip}`, ATTEMPTS_PER_IP, 60);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterS);
  const fails = await ctx.limiter.peek(failKey, FAILS_PER_ADDRESS);
  if (!fails.allowed) throw tooManyRequests(fails.retryAfterS);

  const [user] = await ctx.db.select().from(users).where(eq(users.email, opts.email)).limit(1);
  const good = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, opts.password);
  if (!user || !good) {
    await ctx.limiter.hit(failKey, FAILS_PER_ADDRESS, FAIL_WINDOW_S);
    // One message for both cases, so the form does not tell which addresses have accounts.
    throw new AppError(422, { password: ['The e-mail address or password is incorrect.'] });
  }
  await ctx.limiter.reset(failKey);
  const session = await createSession(ctx.db, {
    userId: user.id,
    ttlHours: ctx.config.sessionTtlHours,
    ip: opts.ip,
    userAgent: opts.userAgent,
  });
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toUserInfo(user) };
}
