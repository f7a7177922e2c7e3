import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { users } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { revokeUserSessions } from '../sessions.ts';

/**
 * `/admin/people/setActive`: deactivates an account — its sessions are deleted and dropped from
 * every replica's cache at once, and logging in is refused (`accountDeactivated`) — or reactivates
 * it (it logs in again; nothing else of it changed). An administrator cannot deactivate
 * themselves. Audited with before and after; a call that changes nothing writes nothing.
 */
export async function setPersonActive(ctx: AppContext, input: { userId: number; active: boolean; actorId: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!row) throw refuse('personNotFound');
    if (row.id === input.actorId && !input.active) throw refuse('ownAccountKept');
    if (!input.active) await revokeUserSessions(tx, row.id);
    if ((row.deactivatedAt === null) === input.active) return;
    const deactivatedAt = input.active ? null : new Date();
    await tx.update(users).set({ deactivatedAt }).where(eq(users.id, row.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: input.active ? 'user.reactivate' : 'user.deactivate',
      subjectType: 'user',
      subjectId: row.id,
      before: { deactivatedAt: row.deactivatedAt?.toISOString() ?? null },
      after: { deactivatedAt: deactivatedAt?.toISOString() ?? null },
    });
  });
  // After the commit: another request could otherwise cache the rows about to go.
  await ctx.sessions.forgetUser(input.userId);
}
