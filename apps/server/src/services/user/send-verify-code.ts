import {
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_RESEND_S,
  VERIFY_CODE_TTL_S,
  type LanguageCode,
} from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users, verificationCodes } from '../../db/schema.ts';
import { newNumericCode, sha256 } from '../../lib/crypto.ts';
import { AppError, conflict, notFound, tooManyRequests } from '../../lib/errors.ts';
import { verifyCodeMail } from '../../mail/templates/verify-code.ts';
import { resendLimitKey } from './verify-codes.ts';

/** Per client address: enough for a family behind one router, not for a script. */
const IP_LIMIT = 20;
const IP_WINDOW_S = 3600;

export async function sendVerifyCode(
  ctx: AppContext,
  opts: { email: string; purpose: 'register' | 'reset'; language: LanguageCode; ip: string },
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, opts.email)).limit(1);
  if (opts.purpose === 'register' && existing) throw conflict('This e-mail address is already registered.');
  if (opts.purpose === 'reset' && !existing) throw notFound('No account uses this e-mail address.');

  // One send per address per 60 s, shared by every replica when Redis is configured.
  const perAddress = await ctx.limiter.hit(resendLimitKey(opts.email), 1, VERIFY_CODE_RESEND_S);
  if (!perAddress.allowed) throw tooManyRequests(perAddress.retryAfterS);
  const perIp = await ctx.limiter.hit(`code:ip:${opts.ip}`, IP_LIMIT, IP_WINDOW_S);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterS);

  const code = newNumericCode(VERIFY_CODE_LENGTH);
  await ctx.db.insert(verificationCodes).values({
    email: opts.email,
    purpose: opts.purpose,
    codeHash: sha256(`${opts.email}:${code}`),
    expiresAt: new Date(Date.now() + VERIFY_CODE_TTL_S * 1000),
  });
  const mail = verifyCodeMail({
      to: opts.email,
      code,
      purpose: opts.purpose,
      language: opts.language,
      siteName: ctx.config.siteName,
      minutes: VERIFY_CODE_TTL_S / 60,
  });
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    // The address may try again at once: the code never reached it.
    await ctx.limiter.reset(resendLimitKey(opts.email));
    throw new AppError(503, 'The e-mail could not be sent. Please try again shortly.', {}, err);
  }
  return { resendAfterSeconds: VERIFY_CODE_RESEND_S, expiresInSeconds: VERIFY_CODE_TTL_S };
}
