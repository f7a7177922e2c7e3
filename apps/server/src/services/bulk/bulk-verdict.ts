import type { BulkAction, ConflictReason, RefusalCode } from '@laurel/contract';
import type { z } from 'zod';
import { refuseEntryMove } from '../fee-ledger/entry-state.ts';
import { refuseDecision } from '../fee-ledger/fee-state.ts';
import { CONFLICT_REFUSALS } from '../judging/assign-sub-judges.ts';
import type { BulkRow } from './bulk-rows.ts';

export type ParsedAction = z.output<typeof BulkAction>;

/** What the action would do to one entry: change it, leave it as it is, or refuse it and why. */
export type Verdict = { kind: 'change' } | { kind: 'same' } | { kind: 'refused'; code: RefusalCode };

const CHANGE: Verdict = { kind: 'change' };
const SAME: Verdict = { kind: 'same' };
const refused = (code: RefusalCode): Verdict => ({ kind: 'refused', code });

/** Decisions the ledger refuses because the fee already stands so: nothing to change, not an error. */
const ALREADY: readonly RefusalCode[] = ['alreadyWaived', 'alreadyMarkedPaid', 'nothingToReopen'];

/**
 * The verdict on each entry, by the same rules the action's own service applies (the fee
 * ledger's moves and decisions, the jury's conflicts, the gallery's awarded-only rule), so a
 * preview says what the run will do. `told` collects the entrants a message already reaches in
 * this set: one mail per entrant, however many of their entries it holds.
 */
export function verdictOf(row: BulkRow, action: ParsedAction, told: Set<number>): Verdict {
  switch (action.kind) {
    case 'status': {
      if (row.status === action.to && (action.to !== 'awarded' || row.awardLevelId === action.awardLevelId)) return SAME;
      const why = refuseEntryMove({ ...row, trophyStatuses: row.trophyStatuses }, action.to);
      return why ? refused(why) : CHANGE;
    }
    case 'assign': {
      if (!row.reachedJury) return refused('entryNotAtJury');
      const first = row.conflicts?.find((c) => !row.assigned?.includes(Number(c.split(':')[0])));
      if (first) return refused(CONFLICT_REFUSALS[first.split(':')[1] as ConflictReason]);
      return action.subJudgeIds.every((id) => row.assigned?.includes(id)) ? SAME : CHANGE;
    }
    case 'unassign': {
      if (!row.reachedJury) return refused('entryNotAtJury');
      return action.subJudgeIds.some((id) => row.assigned?.includes(id)) ? CHANGE : SAME;
    }
    case 'fee': {
      const why = refuseDecision(
        { orders: row.paidOnline ? [{ status: 'paid', amountCents: 0, refundedCents: 0 }] : [], decisions: row.lastDecision ? [{ kind: row.lastDecision as 'waive' }] : [] },
        action.decision,
      );
      if (!why) return CHANGE;
      return ALREADY.includes(why) ? SAME : refused(why);
    }
    case 'message': {
      if (row.erased) return refused('bulkEntrantErased');
      if (told.has(row.userId)) return SAME;
      told.add(row.userId);
      return CHANGE;
    }
    case 'show': {
      // Hiding an entry that is not shown is nothing to do, whatever its status.
      if (row.isShow === action.show) return SAME;
      return row.status !== 'awarded' || row.awardLevelId === null ? refused('onlyAwardedShown') : CHANGE;
    }
  }
}
