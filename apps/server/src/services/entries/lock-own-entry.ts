import { and, eq } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, seasons } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';

/**
 * The caller's entry with its season's dates, locked for the rest of the transaction so two
 * saves of one entry (two tabs, a double click on submit) run one after the other. Another
 * user's entry is the same 404 as a missing one.
 */
export async function lockOwnEntry(tx: DbLike, opts: { userId: number; entryId: number }) {
  const [row] = await tx
    .select({
      entry: entries,
      season: {
        registrationOpensAt: seasons.registrationOpensAt,
        registrationClosesAt: seasons.registrationClosesAt,
        firstReviewStartsAt: seasons.firstReviewStartsAt,
      },
    })
    .from(entries)
    .innerJoin(seasons, eq(seasons.id, entries.seasonId))
    .where(and(eq(entries.id, opts.entryId), eq(entries.userId, opts.userId)))
    .for('update', { of: entries });
  if (!row) throw refuse('ownEntryNotFound');
  return row;
}
