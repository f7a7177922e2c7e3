import type { AppContext } from '../../core/context.ts';
import { tooManyRequests } from '../../lib/errors.ts';

/**
 * The limits of the public account calls (issue 10). Each is counted *before* the call looks
 * an account up, so a client that probes many addresses is refused (429) whatever it asks
 * about, and the answers it got before never depended on the limits' state.
 * Per client address: enough for a family or an office behind one router, not for a script.
 */
export const ACCOUNT_LIMITS = {
  /** `POST /email/verifyCode` per client address. */
  codeSendsPerIp: { limit: 20, windowS: 3600 },
  /** `POST /user/register` and `POST /user/resetPassword` per client address (each is a typed code). */
  codeUsesPerIp: { limit: 20, windowS: 15 * 60 },
  /** `POST /user/login` per client address, right or wrong. */
  loginsPerIp: { limit: 30, windowS: 60 },
  /** Wrong passwords for one address from one client: that client waits out the window. */
  loginFailsPerClient: { limit: 5, windowS: 15 * 60 },
  /**
   * Wrong passwords for one address from everywhere: the cap on guessing from many clients,
   * high enough that one client (5 a window) cannot reach it and lock the owner out.
   */
  loginFailsPerAddress: { limit: 50, windowS: 3600 },
  /** The owner is told at most this often that their address is being throttled. */
  throttleNoticeWindowS: 3600,
} as const;

/** Counts one hit and refuses with 429 + Retry-After beyond the limit. */
export async function throttle(ctx: AppContext, key: string, rule: { limit: number; windowS: number }): Promise<void> {
  const hit = await ctx.limiter.hit(key, rule.limit, rule.windowS);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterS);
}

/** Wrong-password counters: per address and client, and per address alone (kept apart by prefix). */
export const loginFailKeys = (email: string, ip: string) => ({
  client: `login:fail:client:${ip}:${email}`,
  address: `login:fail:addr:${email}`,
});
