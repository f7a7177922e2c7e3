import { and, eq, gt, ne } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import type { CurrentUser } from '../../context.ts';

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

/** The user behind a token, or null when it is unknown, revoked or expired. */
export async function resolveSession(db: DbLike, token: string): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ id: users.id, identity: users.identity, isAdmin: users.isAdmin, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: DbLike, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function revokeUserSessions(db: DbLike, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
}
