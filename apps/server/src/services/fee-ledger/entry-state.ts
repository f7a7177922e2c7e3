import type { EntryStatus, FeeStatus, RefusalCode } from '@laurel/contract';

/**
 * The entry's own states, with no database (apps/server/src/services/fee-ledger/README.md#the-fee-ledger). They live with
 * the fees because each move depends on them: an entry reaches the jury only with its entry fee
 * settled, and an award cannot be taken back while money paid for it stands.
 *
 *   draft → submitted → in_review → awarded ⇄ not_awarded
 *               └──────────────────────┘ (a judge may decide before sub-judges are assigned)
 */

/** The fee columns of an entry a move reads. */
export interface EntryFees {
  status: EntryStatus | string;
  entryFeeStatus: FeeStatus | string;
  winnerPackageFeeStatus: FeeStatus | string;
  /** The status of each of its trophy orders (the entry's own column only summarises them). */
  trophyStatuses: readonly (FeeStatus | string)[];
}

/** Where an entry may go from each state; anything else is a move backwards or sideways. */
const MOVES: Readonly<Record<EntryStatus, readonly EntryStatus[]>> = {
  draft: ['submitted'],
  submitted: ['in_review', 'awarded', 'not_awarded'],
  in_review: ['awarded', 'not_awarded'],
  // Awarded again is a change of level.
  awarded: ['awarded', 'not_awarded'],
  not_awarded: ['awarded', 'not_awarded'],
  withdrawn: [],
};

/** A fee that no longer asks anything of anyone. */
export const isSettled = (status: string) => status === 'paid' || status === 'waived';

/** Statuses in which the entry is before the jury. */
export const AT_JURY: readonly EntryStatus[] = ['submitted', 'in_review', 'awarded', 'not_awarded'];

/**
 * Why `entry` cannot move to `to` (a refusal code), or null when it may. The refusals are the 409s of `edit`
 * (submit), `award` and the assignment calls.
 */
export function refuseEntryMove(entry: EntryFees, to: EntryStatus): RefusalCode | null {
  const from = entry.status as EntryStatus;
  if (!(MOVES[from] ?? []).includes(to)) {
    if (to === 'submitted') return 'onlyDraftsEditable';
    if (to === 'awarded' || to === 'not_awarded') return 'onlySubmittedAwarded';
    return 'entryMoveRefused';
  }
  if ((to === 'in_review' || to === 'awarded' || to === 'not_awarded') && !isSettled(entry.entryFeeStatus)) {
    return 'entryFeeNotSettled';
  }
  if (to === 'not_awarded' && from === 'awarded') {
    // Money paid for an award is given back (with its credit note) before the award goes: else
    // the entrant has paid for a package the site no longer owes them.
    if (entry.winnerPackageFeeStatus === 'pending' || entry.trophyStatuses.includes('pending')) {
      return 'awardPaymentInProgress';
    }
    if (entry.winnerPackageFeeStatus === 'paid') return 'awardPackagePaid';
    if (entry.trophyStatuses.includes('paid')) return 'awardTrophiesPaid';
  }
  return null;
}
