import { REFUSALS, type EntryStatus, type FeeStatus } from '@laurel/contract';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { refuseEntryMove, type EntryFees } from '../../../src/services/fee-ledger/entry-state.ts';

/*
 * The entry's own moves (apps/server/src/services/fee-ledger/README.md#the-fee-ledger) under random sequences of attempted
 * moves and fee changes, with no database: an entry never goes back to a draft or to submitted,
 * never reaches the jury's states with its entry fee unsettled, and never loses an award while a
 * winner package or a trophy is paid or being paid for it.
 */

const STATUSES: EntryStatus[] = ['draft', 'submitted', 'in_review', 'awarded', 'not_awarded', 'withdrawn'];
const FEES: FeeStatus[] = ['unpaid', 'pending', 'paid', 'waived', 'refunded'];
const ORDER: Record<EntryStatus, number> = { draft: 0, submitted: 1, in_review: 2, awarded: 3, not_awarded: 3, withdrawn: 4 };

type Op = { move: EntryStatus } | { fee: 'entryFeeStatus' | 'winnerPackageFeeStatus'; to: FeeStatus } | { trophies: FeeStatus[] };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ move: fc.constantFrom(...STATUSES) }),
  fc.record({ fee: fc.constantFrom('entryFeeStatus' as const, 'winnerPackageFeeStatus' as const), to: fc.constantFrom(...FEES) }),
  fc.record({ trophies: fc.array(fc.constantFrom(...FEES), { maxLength: 3 }) }),
);

it('never moves an entry backwards, to the jury unpaid, or out of a paid award', () => {
  fc.assert(
    fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
      const entry: EntryFees = { status: 'draft', entryFeeStatus: 'unpaid', winnerPackageFeeStatus: 'unpaid', trophyStatuses: [] };
      for (const o of ops) {
        if ('fee' in o) entry[o.fee] = o.to;
        else if ('trophies' in o) entry.trophyStatuses = o.trophies;
        else {
          const from = entry.status as EntryStatus;
          const why = refuseEntryMove(entry, o.move);
          if (why !== null) {
            // A refusal the catalogue words in both languages.
            expect(REFUSALS[why].status).toBe(409);
            continue;
          }
          expect(ORDER[o.move]).toBeGreaterThanOrEqual(ORDER[from]);
          if (ORDER[o.move] >= 2) expect(['paid', 'waived']).toContain(entry.entryFeeStatus);
          if (from === 'awarded' && o.move === 'not_awarded') {
            expect(['paid', 'pending']).not.toContain(entry.winnerPackageFeeStatus);
            expect(entry.trophyStatuses.some((s) => s === 'paid' || s === 'pending')).toBe(false);
          }
          entry.status = o.move;
        }
      }
    }),
    { numRuns: 500 },
  );
});

it('lets a paid entry walk the whole way: submitted, in review, awarded, another level, not awarded', () => {
  const entry: EntryFees = { status: 'draft', entryFeeStatus: 'unpaid', winnerPackageFeeStatus: 'unpaid', trophyStatuses: [] };
  expect(refuseEntryMove(entry, 'submitted')).toBeNull();
  entry.status = 'submitted';
  expect(refuseEntryMove(entry, 'in_review')).toBe('entryFeeNotSettled');
  entry.entryFeeStatus = 'paid';
  for (const to of ['in_review', 'awarded', 'awarded', 'not_awarded', 'awarded'] as const) {
    expect(refuseEntryMove(entry, to)).toBeNull();
    entry.status = to;
  }
  expect(refuseEntryMove(entry, 'submitted')).toBe('onlyDraftsEditable');
  expect(refuseEntryMove(entry, 'draft')).toBe('entryMoveRefused');
});
