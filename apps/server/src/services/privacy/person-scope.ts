import { eq } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, users } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';

export type UserRow = typeof users.$inferSelect;

/** What every data-protection operation starts from: the account (404 when none) and its entries' ids. */
export async function personScope(db: DbLike, userId: number, opts: { forUpdate?: boolean } = {}): Promise<{ user: UserRow; entryIds: number[] }> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [user] = opts.forUpdate ? await query.for('update') : await query;
  if (!user) throw refuse('personNotFound');
  const own = await db.select({ id: entries.id }).from(entries).where(eq(entries.userId, userId)).orderBy(entries.id);
  return { user, entryIds: own.map((e) => e.id) };
}

/** A row without the named columns: what an export leaves out (hashes, tokens, bodies). */
export function without<T extends Record<string, unknown>, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  const copy: Record<string, unknown> = { ...row };
  for (const k of keys) delete copy[k as string];
  return copy as Omit<T, K>;
}

/** `%`, `_` and `\` of a value matched with ILIKE, as themselves. */
export const likeLiteral = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows an `execute` changed, on node-postgres (`rowCount`) and PGlite (`affectedRows`) alike. */
export const changedRows = (r: unknown): number => (r as { rowCount?: number | null }).rowCount ?? (r as { affectedRows?: number }).affectedRows ?? 0;
