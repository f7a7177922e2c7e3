import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../core/context.ts';
import { loginThrottledMail } from '../../mail/templates/login-throttled.ts';
import { findMailTemplate } from '../mail/find-mail-template.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { ACCOUNT_LIMITS } from './account-limits.ts';

/**
 * Tells an account's owner that wrong passwords for their address are being slowed down, at
 * most once per `throttleNoticeWindowS` however long the attempts go on (issue 10); says
 * whether it mailed. Never throws: the login answer does not wait for it, so its timing cannot
 * tell a stranger that the address has an account, and a mail outage cannot fail a login.
 */
export async function notifyLoginThrottled(ctx: AppContext, user: { email: string; language: string }): Promise<boolean> {
  const key = `login:notice:${user.email}`;
  try {
    const once = await ctx.limiter.hit(key, 1, ACCOUNT_LIMITS.throttleNoticeWindowS);
    if (!once.allowed) return false;
    const language = user.language === 'zh-CN' ? 'zh-CN' : 'en';
    await ctx.db.transaction(async (tx) =>
      queueMail(ctx, tx, {
        // Once per window already (the limiter above): each notice is its own mail.
        key: `login-throttled:${randomUUID()}`,
        kind: 'login-throttled',
        message: loginThrottledMail({
          to: user.email,
          language,
          siteName: ctx.config.siteName,
          resetUrl: `${ctx.config.publicUrl}/user/forget`,
          custom: await findMailTemplate(tx, 'login-throttled', language),
        }),
      }),
    );
    return true;
  } catch (err) {
    // The next throttled attempt tries again.
    await ctx.limiter.reset(key).catch(() => undefined);
    ctx.log.error({ err }, 'the notice of throttled log-ins could not be queued');
    return false;
  }
}
