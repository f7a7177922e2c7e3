import type { AppContext } from '../../core/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { FEE_STATUS_COLUMN } from '../fee-ledger/fee-status-column.ts';
import { decideFee } from '../fee-ledger/decide-fee.ts';
import { moveEntry } from '../fee-ledger/move-entry.ts';
import { assignSubJudges } from '../judging/assign-sub-judges.ts';
import { awardEntry } from '../judging/award-entry.ts';
import { setEntriesShow } from '../judging/set-entry-show.ts';
import type { BulkRow } from './bulk-rows.ts';
import type { ParsedAction } from './bulk-verdict.ts';
import { queueEntrantMessage } from './entrant-message.ts';

export interface EntryOutcome {
  /** Pending orders a fee decision cancelled, to close at their providers once the batch commits. */
  cancelled: { orderNo: string; provider: string }[];
  /** The public winners changed: their caches are dropped once the batch commits. */
  winners: boolean;
  /** A message was queued (false: the entrant already has this job's). */
  queued?: boolean;
}

/**
 * Does the action to one entry the verdict said it would change, inside the batch's transaction
 * `tx`, through the very service the single action uses — the fee ledger's move or decision, the
 * jury's assignment with its conflict checks, the gallery's show — so a bulk change is the same
 * change, refused for the same reasons and audited the same way. A service that opens its own
 * transaction gets a context whose `db` is `tx`: its transaction is a savepoint in the batch's.
 * `jobId` goes into the audit rows this file writes; the services' own rows are tied to the job by
 * its `bulk.started` row (docs/product.md#bulk-actions).
 */
export async function applyBulkEntry(ctx: AppContext, tx: Tx, opts: { jobId: number; actorId: number; row: BulkRow; action: ParsedAction }): Promise<EntryOutcome> {
  const { row, action, jobId } = opts;
  const { actorId } = opts;
  const inTx = { ...ctx, db: tx as unknown as Db };
  const none: EntryOutcome = { cancelled: [], winners: false };
  switch (action.kind) {
    case 'status': {
      if (action.to === 'in_review') {
        const { before } = await moveEntry(tx, { entryId: row.id, to: 'in_review' });
        await writeAudit(tx, { actorId: opts.actorId, action: 'entry.moved', subjectType: 'entry', subjectId: row.id, before: { status: before.status }, after: { status: 'in_review', bulkJobId: jobId } });
        return none;
      }
      await awardEntry(inTx, { actorId, entryId: row.id, awardLevelId: action.to === 'awarded' ? action.awardLevelId! : null, comment: `bulk action #${jobId}`, language: 'en' });
      return { ...none, winners: row.isShow };
    }
    case 'assign':
    case 'unassign': {
      const now = row.assigned ?? [];
      const next = action.kind === 'assign' ? [...new Set([...now, ...action.subJudgeIds])] : now.filter((id) => !action.subJudgeIds.includes(id));
      await assignSubJudges(inTx, { actorId, entryId: row.id, subJudgeIds: next, language: 'en' });
      return none;
    }
    case 'fee': {
      const decided = await decideFee(tx, { actorId: opts.actorId, entryId: row.id, feeKind: action.feeKind, kind: action.decision, reason: action.reason });
      const column = FEE_STATUS_COLUMN[action.feeKind];
      await writeAudit(tx, {
        actorId: opts.actorId,
        action: 'entry.fee_status_set',
        subjectType: 'entry',
        subjectId: row.id,
        before: { [column]: decided.before },
        after: { [column]: decided.after, decision: action.decision, note: action.reason, bulkJobId: jobId },
      });
      return { ...none, cancelled: decided.cancelled };
    }
    case 'message':
      return { ...none, queued: await queueEntrantMessage(ctx, tx, { jobId, userId: row.userId, message: action }) };
    case 'show': {
      const result = await setEntriesShow(inTx, { actorId, entryIds: [row.id], isShow: action.show });
      return { ...none, winners: result.changed.length > 0 };
    }
  }
}
