import type { AdminAgentCode } from '@laurel/contract';
import { asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { agentCodes, entries, users } from '../../../db/schema.ts';

/**
 * Agent codes with what each brought: the accounts registered with it, and the entries those
 * accounts went on to submit (drafts left out), in any season. Two grouped queries.
 */
export async function adminAgentCodes(db: DbLike, ids?: number[]): Promise<AdminAgentCode[]> {
  const rows = await db.select().from(agentCodes).where(ids ? inArray(agentCodes.id, ids) : undefined).orderBy(asc(agentCodes.code));
  if (!rows.length) return [];
  const codes = rows.map((r) => r.code.toUpperCase());
  const agentOf = sql<string>`upper(${users.agentCode})`;
  const [people, submitted] = await Promise.all([
    db.select({ code: agentOf, n: count() }).from(users).where(inArray(agentOf, codes)).groupBy(agentOf),
    db.select({ code: agentOf, n: count() }).from(entries).innerJoin(users, eq(users.id, entries.userId)).where(sql`${inArray(agentOf, codes)} and ${ne(entries.status, 'draft')}`).groupBy(agentOf),
  ]);
  const by = (list: { code: string; n: number }[]) => new Map(list.map((x) => [x.code, Number(x.n)]));
  const [p, e] = [by(people), by(submitted)];
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    agentName: r.agentName,
    isActive: r.isActive,
    referrals: p.get(r.code.toUpperCase()) ?? 0,
    referredEntries: e.get(r.code.toUpperCase()) ?? 0,
  }));
}
