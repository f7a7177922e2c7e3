import type { LanguageCode, UserInfo } from '@laurel/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agentCodes, invitationCodes, users } from '../../db/schema.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { createSession } from '../auth/sessions.ts';
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
  ip?: string;
  userAgent?: string;
}

/** Creates an entrant account from a mailed code and logs it in, all or nothing. */
export async function registerUser(
  ctx: AppContext,
  opts: RegisterUserOptions,
): Promise<{ token: string; expiresAt: string; user: UserInfo }> {
  const taken = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, opts.email)).limit(1);
  if (taken.length > 0) throw conflict('This e-mail address is already registered.');

  // Codes are typed by hand or come from a `?agent=` link: compared without regard to case and
  // recorded as the organisers wrote them, so reports group one partner under one code.
  let agentCode: string | undefined;
  if (opts.agentCode) {
    const [agent] = await ctx.db
      .select({ code: agentCodes.code })
      .from(agentCodes)
      .where(and(eq(sql`upper(${agentCodes.code})`, opts.agentCode.toUpperCase()), eq(agentCodes.isActive, true)));
    if (!agent) throw invalid({ agentCode: ['This agent code is not valid.'] });
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
        ),
      );
    if (!inv) throw invalid({ invitationCode: ['This invitation code is not valid.'] });
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
    if (!user) throw conflict('This e-mail address is already registered.');
    await writeAudit(tx, { actorId: user.id, action: 'user.register', subjectType: 'user', subjectId: user.id, after: { email: user.email, agentCode, invitationCode } });
    const session = await createSession(tx, { userId: user.id, ttlHours: ctx.config.sessionTtlHours, ip: opts.ip, userAgent: opts.userAgent });
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toUserInfo(user) };
  });
  await ctx.limiter.reset(resendLimitKey(opts.email));
  return session;
}
