import type { EntryFeeStatuses, FeeKind, FeeStatus } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { FEE_STATUS_COLUMN } from '../fee-ledger/fee-status-column.ts';
import { decideFee } from '../fee-ledger/decide-fee.ts';
import { decisionFor } from '../fee-ledger/fee-state.ts';

/**
 * `changeEntryFeeStatus`, `changeWinnerPackageFeeStatus`, `changeAdditionalTrophyFeeStatus`
 * (apps/server/src/services/fee-ledger/README.md#the-fee-ledger): a judge settles a fee by hand — money received outside
 * the site, a waiver — or undoes such a decision, always with the reason, audited with before and
 * after. The status asked for is a decision of the fee ledger: `paid` is "paid outside the site",
 * `waived` a waiver, `unpaid` undoes either; one the ledger contradicts is a 409 (a fee paid
 * through the site is given back only by refunding the payment, which issues the credit note). A
 * fee settled by hand cannot be paid again through the site: its pending orders are cancelled in
 * the same transaction and closed at their providers after it.
 */
export async function changeFeeStatus(
  ctx: AppContext,
  opts: { actorId: number; entryId: number; feeKind: FeeKind; status: FeeStatus; note?: string },
): Promise<EntryFeeStatuses> {
  const note = opts.note?.trim();
  if (!note) throw refuseField('note', 'feeNoteRequired');
  const decision = decisionFor(opts.status);
  if ('refused' in decision) throw refuse(decision.refused);
  const column = FEE_STATUS_COLUMN[opts.feeKind];
  const { row, cancelled } = await ctx.db.transaction(async (tx) => {
    const decided = await decideFee(tx, { actorId: opts.actorId, entryId: opts.entryId, feeKind: opts.feeKind, kind: decision.kind, reason: note });
    await writeAudit(tx, {
      actorId: opts.actorId,
      action: 'entry.fee_status_set',
      subjectType: 'entry',
      subjectId: opts.entryId,
      before: { [column]: decided.before },
      after: { [column]: decided.after, decision: decision.kind, note },
    });
    return { row: decided.entry, cancelled: decided.cancelled };
  });
  for (const order of cancelled) {
    try {
      await ctx.payments.get(order.provider)?.close?.(order.orderNo);
    } catch (err) {
      ctx.log.warn({ provider: order.provider, orderNo: order.orderNo, reason: (err as Error).message }, 'cancelled order not closed at its provider');
    }
  }
  return {
    id: row.id,
    entryFeeStatus: row.entryFeeStatus as FeeStatus,
    winnerPackageFeeStatus: row.winnerPackageFeeStatus as FeeStatus,
    additionalTrophyFeeStatus: row.additionalTrophyFeeStatus as FeeStatus,
  };
}
