import type { EntryStatus } from '@laurel/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbLike, Tx } from '../../db/client.ts';
import { entries, trophyOrders } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { refuseEntryMove } from './entry-state.ts';

type EntryRow = typeof entries.$inferSelect;

/**
 * Moves an entry to `to` in the caller's transaction, when the ledger allows it (a 409 saying why
 * otherwise), with the entry's row locked — the same lock `settleFee` takes, so a payment and a
 * decision about the entry settle one after the other. `set` carries the columns the move brings
 * with it (the submission time, the award level). The caller audits: it knows why.
 */
export async function moveEntry(
  tx: Tx,
  opts: { entryId: number; to: EntryStatus; set?: Partial<Omit<EntryRow, 'id' | 'status'>> },
): Promise<{ before: EntryRow }> {
  const [entry] = await tx.select().from(entries).where(eq(entries.id, opts.entryId)).for('update');
  if (!entry) throw refuse('entryNotFound');
  const trophies = await tx.select({ feeStatus: trophyOrders.feeStatus }).from(trophyOrders).where(eq(trophyOrders.entryId, entry.id));
  const why = refuseEntryMove({ ...entry, trophyStatuses: trophies.map((t) => t.feeStatus) }, opts.to);
  if (why) throw refuse(why);
  await tx
    .update(entries)
    .set({ ...opts.set, status: opts.to })
    .where(eq(entries.id, entry.id));
  return { before: entry };
}

/**
 * Submitted entries that now have sub-judges move on to `in_review`, in one statement for an
 * assignment run of thousands. The condition is the ledger's move `submitted → in_review`: only an
 * entry whose fee is settled is before the jury at all.
 */
export async function enterReview(db: DbLike, entryIds: number[]): Promise<void> {
  if (!entryIds.length) return;
  await db
    .update(entries)
    .set({ status: 'in_review' })
    .where(
      and(
        inArray(entries.id, entryIds),
        eq(entries.status, 'submitted'),
        inArray(entries.entryFeeStatus, ['paid', 'waived']),
        sql`${entries.assignedCount} > 0`,
      ),
    );
}
