import { expect, it } from 'vitest';
import { serverSources } from '../../helpers/server-sources.ts';

/*
 * The fee ledger is the one module that writes an entry's state or a fee's status
 * (apps/server/src/services/fee-ledger/README.md#the-fee-ledger). This reads every server source file and lists the
 * updates of `entries` or `trophy_orders` that set a status anywhere else, so a service that
 * writes `status: 'awarded'` or `entryFeeStatus: 'paid'` itself fails here with its path.
 * The demo seed inserts rows as they stand (the ledger adopts their statuses afterwards) and is
 * not an update.
 */

const LEDGER = 'services/fee-ledger/';

/** Each `.update(entries|trophyOrders)…set({…})` and raw `update entries|trophy_orders set …` of `code`. */
function statusWrites(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/\.update\((?:entries|trophyOrders)\)\s*(?:\/\/[^\n]*\s*)*\.set\(([^;]*?)\)\s*\.(?:where|returning)/g)) {
    if (/\b(status|\w*FeeStatus|feeStatus)\b\s*[:,}]/.test(m[1]!)) found.push(m[0].replace(/\s+/g, ' ').slice(0, 120));
  }
  for (const m of code.matchAll(/update\s+(?:entries|trophy_orders)\s+set\s+[^`]*/gi)) {
    if (/\b(status|\w*fee_status)\s*=/.test(m[0])) found.push(m[0].slice(0, 120));
  }
  return found;
}

it('leaves every write of an entry state or a fee status to the fee ledger', () => {
  const outside: Record<string, string[]> = {};
  let seen = 0;
  for (const { path, code } of serverSources()) {
    const writes = statusWrites(code);
    if (path.startsWith(LEDGER)) seen += writes.length;
    else if (writes.length) outside[path] = writes;
  }
  expect(outside).toEqual({});
  // The scan finds the ledger's own writes, so it would find them elsewhere too.
  expect(seen).toBeGreaterThanOrEqual(3);
});

it('recognises a status written by hand', () => {
  expect(statusWrites("await tx.update(entries).set({ status: 'awarded', awardLevelId }).where(eq(entries.id, 1));")).toHaveLength(1);
  expect(statusWrites('await tx.update(entries).set({ winnerPackageFeeStatus }).where(eq(entries.id, 1));')).toHaveLength(1);
  expect(statusWrites('await db.execute(sql`update entries set entry_fee_status = ${s} where id = 1`);')).toHaveLength(1);
  expect(statusWrites("await tx.update(entries).set({ isShow: true }).where(eq(entries.id, 1));")).toHaveLength(0);
});
