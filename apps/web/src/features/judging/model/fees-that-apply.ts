import type { JudgeEntryItem } from '@laurel/contract';
import { FEE_FILTERS, type FeeFilter } from './judge-filters.ts';

/**
 * The fees worth a place in an entry's row or card: the entry fee always; the winner package and
 * the trophies once the entry is awarded (they fall due then, docs/product.md#fees) or whenever
 * their status says something happened (pending, paid, waived, refunded: an award withdrawn
 * after a payment still owes the judge an answer). An unawarded entry's "unpaid" package is
 * nothing to see.
 */
export function feesThatApply(entry: Pick<JudgeEntryItem, FeeFilter | 'status'>): FeeFilter[] {
  return FEE_FILTERS.filter(
    (fee) => fee === 'entryFeeStatus' || entry.status === 'awarded' || entry[fee] !== 'unpaid',
  );
}
