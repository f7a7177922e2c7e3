import type { UserInfo } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { users } from '../../db/schema.ts';
import { refuse, refuseField, tooManyRequests } from '../../lib/errors.ts';
import { createSession } from './sessions.ts';
import { ACCOUNT_LIMITS, loginFailKeys, throttle } from './account-limits.ts';
import { notifyLoginThrottled } from './notify-login-throttled.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import { toUserInfo } from './to-user-info.ts';

/**
 * Logs in with e-mail and password. Wrong passwords are counted per address *and client*, and
 * per address alone with a far higher ceiling (issue 10): a client that guesses is refused
 * (429) after five, while the owner logs in from anywhere else; only guessing from many clients
 * at once reaches the address-wide ceiling. The account itself is never locked by guessing; one
 * the console deactivated is refused (409 `accountDeactivated`) once its password is right.
 */
export async function loginUser(
  ctx: AppContext,
  opts: { email: string; password: string; ip: string; userAgent?: string },
): Promise<{ token: string; expiresAt: string; user: UserInfo }> {
  const { loginsPerIp, loginFailsPerClient: perClient, loginFailsPerAddress: perAddress } = ACCOUNT_LIMITS;
  const keys = loginFailKeys(opts.email, opts.ip);
  await throttle(ctx, `login:ip:${opts.ip}`, loginsPerIp);
  for (const [key, rule] of [[keys.client, perClient], [keys.address, perAddress]] as const) {
    const fails = await ctx.limiter.peek(key, rule.limit);
    if (!fails.allowed) throw tooManyRequests(fails.retryAfterS);
  }

  const [user] = await ctx.db.select().from(users).where(eq(users.email, opts.email)).limit(1);
  const good = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, opts.password);
  if (!user || !good) {
    // Counted for unknown addresses too, so the answers (and the throttling) do not differ.
    const client = await ctx.limiter.hit(keys.client, perClient.limit, perClient.windowS);
    const address = await ctx.limiter.hit(keys.address, perAddress.limit, perAddress.windowS);
    if (user && (client.count >= perClient.limit || address.count >= perAddress.limit)) {
      void notifyLoginThrottled(ctx, user);
    }
    // One message for both cases, so the form does not tell which addresses have accounts.
    throw refuseField('password', 'wrongLogin');
  }
  // Only this client's count: the address-wide one keeps capping guesses from elsewhere.
  await ctx.limiter.reset(keys.client);
  // Said only to whoever knows the password: the console deactivated it (docs/product.md#people).
  if (user.deactivatedAt) throw refuse('accountDeactivated');
  const session = await createSession(ctx.db, {
    userId: user.id,
    ttlHours: ctx.config.sessionTtlHours,
    ip: opts.ip,
    userAgent: opts.userAgent,
  });
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toUserInfo(user) };
}
