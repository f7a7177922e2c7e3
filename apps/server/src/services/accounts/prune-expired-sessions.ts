import { lt } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { sessions } from '../../db/schema.ts';

/**
 * Deletes the sessions past their expiry. `resolveSession` already refuses them, so nothing
 * changes for a client; without this the table only grows, one row per login, and keeps each
 * session's address and browser long after it ended. Safe on several replicas at once: a row
 * deleted twice is deleted once. The `sessions.prune` job, hourly (app/background.ts).
 */
export async function pruneExpiredSessions(ctx: AppContext, opts: { now?: Date } = {}): Promise<number> {
  const removed = await ctx.db
    .delete(sessions)
    .where(lt(sessions.expiresAt, opts.now ?? new Date()))
    .returning({ id: sessions.id });
  if (removed.length) ctx.log.info({ sessions: removed.length }, 'expired sessions removed');
  return removed.length;
}
