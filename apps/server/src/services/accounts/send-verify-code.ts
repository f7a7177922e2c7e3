import {
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_RESEND_S,
  VERIFY_CODE_TTL_S,
  type LanguageCode,
} from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { users, verificationCodes } from '../../db/schema.ts';
import { newNumericCode, sha256 } from '../../lib/crypto.ts';
import type { DbLike } from '../../db/client.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { accountExistsMail } from '../../mail/templates/account-exists.ts';
import { noAccountMail } from '../../mail/templates/no-account.ts';
import { verifyCodeMail } from '../../mail/templates/verify-code.ts';
import { findMailTemplate } from '../mail/find-mail-template.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { waitForMail } from '../mail/deliver-mail.ts';
import { ACCOUNT_LIMITS, throttle } from './account-limits.ts';
import { resendLimitKey } from './verify-codes.ts';

/**
 * Mails a code for registering or resetting a password. The answer is the same whether the
 * address has an account or not (issue 10): the limits come first, a code is stored in every
 * case, and exactly one mail goes out — the code, or, when the code could not be used (a
 * registration for a taken address, a reset for an unknown one), a mail that says why. So the
 * status, body and work of the call never tell a stranger which addresses have accounts.
 */
export async function sendVerifyCode(
  ctx: AppContext,
  opts: { email: string; purpose: 'register' | 'reset'; language: LanguageCode; ip: string },
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  await throttle(ctx, `code:ip:${opts.ip}`, ACCOUNT_LIMITS.codeSendsPerIp);
  // One send per address per 60 s, shared by every replica when Redis is configured.
  await throttle(ctx, resendLimitKey(opts.email), { limit: 1, windowS: VERIFY_CODE_RESEND_S });

  // Stored even when it is not mailed: a register or reset attempt on that address then meets a
  // code that counts, burns and expires like a mailed one, instead of "no code" (a tell). The
  // mail is queued with it (services/mail/, erased once sent) and the answer waits until it has
  // gone out, which takes milliseconds: the code is in the inbox when the page says so. A mail
  // server that is down keeps it queued and tried again; the answer is the same either way.
  const code = newNumericCode(VERIFY_CODE_LENGTH);
  const mailId = await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(verificationCodes)
      .values({
        email: opts.email,
        purpose: opts.purpose,
        codeHash: sha256(`${opts.email}:${code}`),
        expiresAt: new Date(Date.now() + VERIFY_CODE_TTL_S * 1000),
      })
      .returning({ id: verificationCodes.id });
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, opts.email)).limit(1);
    const mail = await mailFor(ctx, tx, opts, code, existing !== undefined);
    return queueMail(ctx, tx, { key: `verify-code:${stored!.id}`, ...mail, sensitive: true });
  });
  if (mailId !== null && !(await waitForMail(ctx, { id: mailId }))) {
    ctx.log.warn({ mailId }, 'verification mail queued but not sent yet');
  }
  return { resendAfterSeconds: VERIFY_CODE_RESEND_S, expiresInSeconds: VERIFY_CODE_TTL_S };
}

/** The mail and its kind (the console's mail templates): the code, or why there is none. */
async function mailFor(
  ctx: AppContext,
  tx: DbLike,
  opts: { email: string; purpose: 'register' | 'reset'; language: LanguageCode },
  code: string,
  hasAccount: boolean,
): Promise<{ kind: string; message: MailMessage }> {
  const { siteName, publicUrl } = ctx.config;
  const base = { to: opts.email, language: opts.language, siteName };
  const kind = opts.purpose === 'register' && hasAccount ? 'account-exists' : opts.purpose === 'reset' && !hasAccount ? 'no-account' : `verify-code.${opts.purpose}`;
  const custom = await findMailTemplate(tx, kind, opts.language);
  if (kind === 'account-exists') return { kind, message: accountExistsMail({ ...base, loginUrl: `${publicUrl}/login`, resetUrl: `${publicUrl}/user/forget`, custom }) };
  if (kind === 'no-account') return { kind, message: noAccountMail({ ...base, registerUrl: `${publicUrl}/register`, custom }) };
  return { kind, message: verifyCodeMail({ ...base, code, purpose: opts.purpose, minutes: VERIFY_CODE_TTL_S / 60, custom }) };
}
