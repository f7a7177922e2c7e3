import type { LanguageCode, UserInfo } from '@laurel/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { agentCodes, invitationCodes, seasons, users } from '../../db/schema.ts';
import { refuseField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { createSession } from './sessions.ts';
import { ACCOUNT_LIMITS, throttle } from './account-limits.ts';
import { hashPassword } from './passwords.ts';
import { toUserInfo } from './to-user-info.ts';
import { checkVerifyCode, markCodeUsed, resendLimitKey } from './verify-codes.ts';

export interface RegisterUserOptions {
  email: string;
  password: string;
  name: string;
  code: string;
  agentCode?: string;
  invitationCode?: string;
  language: LanguageCode;
  ip: string;
  userAgent?: string;
}

/**
 * Creates an entrant account from a mailed code and logs it in, all or nothing. A taken address
 * is refused exactly as a wrong code is (issue 10): its owner was mailed "you already have an
 * account" instead of a code (send-verify-code.ts), so no right code exists for it.
 */
export async function registerUser(
  ctx: AppContext,
  opts: RegisterUserOptions,
): Promise<{ token: string; expiresAt: string; user: UserInfo }> {
  await throttle(ctx, `register:ip:${opts.ip}`, ACCOUNT_LIMITS.codeUsesPerIp);

  // Codes are typed by hand or come from a `?agent=` link: compared without regard to case and
  // recorded as the organisers wrote them, so reports group one partner under one code.
  let agentCode: string | undefined;
  if (opts.agentCode) {
    const [agent] = await ctx.db
      .select({ code: agentCodes.code })
      .from(agentCodes)
      .where(and(eq(sql`upper(${agentCodes.code})`, opts.agentCode.toUpperCase()), eq(agentCodes.isActive, true)));
    if (!agent) throw refuseField('agentCode', 'agentCodeInvalid');
    agentCode = agent.code;
  }
  let invitationCode: string | undefined;
  if (opts.invitationCode) {
    const [inv] = await ctx.db
      .select({ code: invitationCodes.code })
      .from(invitationCodes)
      .where(
        and(
          eq(sql`upper(${invitationCodes.code})`, opts.invitationCode.toUpperCase()),
          eq(invitationCodes.isActive, true),
          sql`(${invitationCodes.expiresAt} is null or ${invitationCodes.expiresAt} > now())`,
          // A code belongs to one season (docs/product.md#codes): the one entrants register for.
          sql`${invitationCodes.seasonId} in (select ${seasons.id} from ${seasons} where ${seasons.isCurrent})`,
        ),
      );
    if (!inv) throw refuseField('invitationCode', 'invitationCodeInvalid');
    invitationCode = inv.code;
  }

  const codeId = await checkVerifyCode(ctx.db, { email: opts.email, purpose: 'register', code: opts.code });
  const passwordHash = await hashPassword(opts.password);

  const session = await ctx.db.transaction(async (tx) => {
    await markCodeUsed(tx, codeId);
    const inserted = await tx
      .insert(users)
      .values({
        email: opts.email,
        passwordHash,
        name: opts.name,
        language: opts.language,
        agentCode,
        invitationCode,
      })
      .onConflictDoNothing()
      .returning();
    const user = inserted[0];
    // Only a code mailed before the address was taken gets here; it fails like any wrong code.
    if (!user) throw refuseField('code', 'verifyCodeWrong');
    await writeAudit(tx, { actorId: user.id, action: 'user.register', subjectType: 'user', subjectId: user.id, after: { email: user.email, agentCode, invitationCode } });
    const session = await createSession(tx, { userId: user.id, ttlHours: ctx.config.sessionTtlHours, ip: opts.ip, userAgent: opts.userAgent });
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toUserInfo(user) };
  });
  await ctx.limiter.reset(resendLimitKey(opts.email));
  return session;
}
