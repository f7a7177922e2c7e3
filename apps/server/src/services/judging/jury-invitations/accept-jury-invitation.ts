import { formMessages, PASSWORD_MAX, PASSWORD_MIN, type LanguageCode, type UserInfo } from '@laurel/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext, CurrentUser } from '../../../core/context.ts';
import type { DbLike } from '../../../db/client.ts';
import { categories, juryInvitations, users } from '../../../db/schema.ts';
import { invalid, refuse, refuseField, requiredFields, tooManyRequests } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { ACCOUNT_LIMITS, loginFailKeys, throttle } from '../../accounts/account-limits.ts';
import { hashPassword, verifyPassword } from '../../accounts/passwords.ts';
import { setJuryRole, type Identity } from '../../accounts/people/set-jury-role.ts';
import { createSession } from '../../accounts/sessions.ts';
import { toUserInfo } from '../../accounts/to-user-info.ts';
import { openInvitation } from './find-invitation.ts';
import { auditableInvitation } from './invitation-view.ts';

export interface AcceptJuryInvitationOptions {
  token: string;
  name?: string;
  password?: string;
  /** The caller's session, if any: the invited account itself joins without its password. */
  user: CurrentUser | null;
  language: LanguageCode;
  ip: string;
  userAgent?: string;
}

/** Of a sub-judge's invited categories, those still there and not groups (others were deleted or regrouped since). */
async function categoriesToCover(tx: DbLike, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  const parents = new Set((await tx.select({ id: categories.parentId }).from(categories).where(inArray(categories.parentId, ids))).map((p) => p.id));
  return found.map((c) => c.id).filter((id) => !parents.has(id));
}

/**
 * An existing account's password, checked with the log-in's own limits (login-user.ts): the
 * invitation is no way around them.
 */
async function checkPassword(ctx: AppContext, account: typeof users.$inferSelect, password: string | undefined, ip: string): Promise<void> {
  if (!password) throw requiredFields(['password']);
  const { loginsPerIp, loginFailsPerClient: perClient, loginFailsPerAddress: perAddress } = ACCOUNT_LIMITS;
  const keys = loginFailKeys(account.email, ip);
  await throttle(ctx, `login:ip:${ip}`, loginsPerIp);
  for (const [key, rule] of [[keys.client, perClient], [keys.address, perAddress]] as const) {
    const fails = await ctx.limiter.peek(key, rule.limit);
    if (!fails.allowed) throw tooManyRequests(fails.retryAfterS);
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    await ctx.limiter.hit(keys.client, perClient.limit, perClient.windowS);
    await ctx.limiter.hit(keys.address, perAddress.limit, perAddress.windowS);
    throw refuseField('password', 'wrongLogin');
  }
  await ctx.limiter.reset(keys.client);
}

/**
 * `POST /user/acceptJuryInvitation` (public; docs/product.md#jury-invitations). Without an account
 * for the invitation's e-mail, `name` and a new `password` make one; with one, its password (or
 * a session of that very account) joins it. Then, in one transaction on the locked invitation:
 * the account gets the invitation's identity (and a sub-judge's categories, through the service
 * `npm run jury:role` and the console use), the invitation is marked accepted by it, both audited,
 * and a session is opened as the log-in does. Used once: a second accept — however many race —
 * waits for the lock and is refused as used, so one account and one acceptance come of it.
 */
export async function acceptJuryInvitation(ctx: AppContext, opts: AcceptJuryInvitationOptions): Promise<{ token: string; expiresAt: string; user: UserInfo }> {
  const invitation = await openInvitation(ctx.db, opts.token);
  const [account] = await ctx.db.select().from(users).where(eq(users.email, invitation.email)).limit(1);
  let passwordHash: string | null = null;
  if (account) {
    if (account.deactivatedAt) throw refuse('invitationAccountInactive');
    if (opts.user?.id !== account.id) await checkPassword(ctx, account, opts.password, opts.ip);
  } else {
    const name = opts.name?.trim();
    const missing = [...(name ? [] : ['name']), ...(opts.password ? [] : ['password'])];
    if (missing.length) throw requiredFields(missing);
    // The rule of every new password (`Password`), in its own words.
    const password = opts.password!;
    if (password.length < PASSWORD_MIN) throw invalid({ password: [formMessages.min(PASSWORD_MIN)] });
    if (password.length > PASSWORD_MAX) throw invalid({ password: [formMessages.max(PASSWORD_MAX)] });
    passwordHash = await hashPassword(password);
  }

  const result = await ctx.db.transaction(async (tx) => {
    const locked = await openInvitation(tx, opts.token, { forUpdate: true });
    let userId: number;
    if (account) {
      userId = account.id;
    } else {
      const [made] = await tx
        .insert(users)
        .values({ email: locked.email, passwordHash: passwordHash!, name: opts.name!.trim() || locked.name, language: locked.language === 'zh-CN' ? 'zh-CN' : 'en' })
        .onConflictDoNothing()
        .returning();
      // The address was registered since the page was read: it joins with that account's password.
      if (!made) throw refuseField('password', 'wrongLogin');
      userId = made.id;
      await writeAudit(tx, { actorId: made.id, action: 'user.register', subjectType: 'user', subjectId: made.id, after: { email: made.email, juryInvitationId: locked.id } });
    }
    const categoryIds = locked.identity === 2 ? await categoriesToCover(tx, locked.categoryIds) : null;
    // The people service in this transaction (its own becomes a savepoint): the role, the
    // invitation's acceptance and the session commit together or not at all.
    await setJuryRole({ ...ctx, db: tx as unknown as AppContext['db'] }, { who: { id: userId }, identity: locked.identity as Identity, categoryIds, actorId: userId });
    const [accepted] = await tx
      .update(juryInvitations)
      .set({ acceptedAt: new Date(), acceptedUserId: userId })
      .where(and(eq(juryInvitations.id, locked.id), isNull(juryInvitations.acceptedAt)))
      .returning();
    if (!accepted) throw refuse('invitationUsed');
    await writeAudit(tx, { actorId: userId, action: 'juryInvitation.accept', subjectType: 'juryInvitation', subjectId: locked.id, before: auditableInvitation(locked), after: auditableInvitation(accepted) });
    const session = await createSession(tx, { userId, ttlHours: ctx.config.sessionTtlHours, ip: opts.ip, userAgent: opts.userAgent });
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toUserInfo(user!) };
  });
  await ctx.sessions.forgetUser(result.user.id);
  return result;
}
