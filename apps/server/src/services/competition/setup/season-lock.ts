import { sql } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';

/**
 * Serialises the console's changes to seasons (a new year, the current mark) for the rest of the
 * transaction: two at once would otherwise both see the year free, or both unmark the current
 * season and break the one-current index with a 500.
 */
export async function lockSeasons(tx: DbLike): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('laurel.seasons'))`);
}
