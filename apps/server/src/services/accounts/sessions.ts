import { and, eq, ne } from 'drizzle-orm';
import type { AppContext, CurrentUser } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { asStaffRole, toUserInfo } from './to-user-info.ts';
import type { SessionRecord } from './session-cache.ts';

export async function createSession(
  db: DbLike,
  opts: { userId: number; ttlHours: number; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + opts.ttlHours * 3_600_000);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: opts.userId,
    expiresAt,
    ip: opts.ip,
    userAgent: opts.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

/**
 * The session stored under a token hash with its user's row, in one query (a join), whatever
 * its expiry: the caller compares (the session cache keeps the expiry to refuse it on time).
 */
export async function findSession(db: DbLike, tokenHash: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  // A deactivated account's sessions are deleted with it; one that slipped in between is no session.
  if (!row || row.user.deactivatedAt) return null;
  const { user } = row;
  return {
    user: { id: user.id, identity: user.identity, staffRole: asStaffRole(user.staffRole), sessionId: row.sessionId, info: toUserInfo(user) },
    expiresAt: row.expiresAt,
  };
}

/** The user behind a token, or null when it is unknown, revoked or expired; straight from the database. */
export async function resolveSession(db: DbLike, token: string): Promise<CurrentUser | null> {
  const found = await findSession(db, sha256(token));
  return found && found.expiresAt.getTime() > Date.now() ? found.user : null;
}

/** Logs one session out: its row goes, and no process serves it from its cache any more. */
export async function revokeSession(ctx: AppContext, user: CurrentUser): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, user.sessionId));
  await ctx.sessions.forgetUser(user.id);
}

/**
 * Ends every session of a user, or every one but `keepSessionId`, inside the caller's
 * transaction. The caller then calls `ctx.sessions.forgetUser(userId)` once it has committed
 * (before, another request could cache the rows about to go).
 */
export async function revokeUserSessions(db: DbLike, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
}
