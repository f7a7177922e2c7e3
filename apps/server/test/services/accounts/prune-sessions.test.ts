import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../src/db/schema.ts';
import { sha256 } from '../../../src/lib/crypto.ts';
import { createSession, resolveSession } from '../../../src/services/accounts/sessions.ts';
import { pruneExpiredSessions } from '../../../src/services/accounts/prune-expired-sessions.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.ctx.db.insert(users).values({ email: 'ada@example.com', passwordHash: 'x', name: 'Ada' }).returning({ id: users.id });
  userId = user!.id;
});
afterAll(() => t.close());

/** A session that ended `hoursAgo` hours ago (negative: still running for that long). */
async function sessionEnded(hoursAgo: number): Promise<{ id: number; token: string }> {
  const { token } = await createSession(t.ctx.db, { userId, ttlHours: 1 });
  const [row] = await t.ctx.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - hoursAgo * 3_600_000) })
    .where(eq(sessions.tokenHash, sha256(token)))
    .returning({ id: sessions.id });
  return { id: row!.id, token };
}

const existing = async (ids: number[]) =>
  (await t.ctx.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))).map((r) => r.id).sort();

describe('expired sessions', () => {
  it('are deleted; a live session stays and still logs its user in', async () => {
    await t.ctx.db.delete(sessions);
    const expired = await sessionEnded(2);
    const justExpired = await sessionEnded(0.001);
    const live = await createSession(t.ctx.db, { userId, ttlHours: 5 });
    const [liveRow] = await t.ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, sha256(live.token)));

    expect(await pruneExpiredSessions(t.ctx)).toBe(2);
    expect(await existing([expired.id, justExpired.id, liveRow!.id])).toEqual([liveRow!.id]);
    expect(await resolveSession(t.ctx.db, live.token)).toMatchObject({ id: userId });
    expect(await pruneExpiredSessions(t.ctx)).toBe(0);
  });
});
