import type { EntryFeeStatuses, FeeKind, FeeStatus } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, paymentOrders, trophyOrders } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { FEE_STATUS_COLUMN } from '../payments/fee-status-column.ts';

/**
 * `changeEntryFeeStatus`, `changeWinnerPackageFeeStatus`, `changeAdditionalTrophyFeeStatus`
 * (docs/architecture.md#fee-statuses-by-hand): a judge sets a fee's status by hand — money
 * received outside the site, a waiver, a correction — always with the reason, audited with
 * before and after, and reversible by another change. A fee settled by hand (`paid`, `waived`)
 * must not be paid again through the site: its pending orders are cancelled in the same
 * transaction and closed at their providers after it; money that still arrives for one is logged
 * for a person to refund (receive-callback.ts).
 */
export async function changeFeeStatus(
  ctx: AppContext,
  opts: { actorId: number; entryId: number; feeKind: FeeKind; status: FeeStatus; note?: string },
): Promise<EntryFeeStatuses> {
  const note = opts.note?.trim();
  if (!note) throw invalid({ note: ['Say why the status changes: it goes into the audit log.'] });
  const column = FEE_STATUS_COLUMN[opts.feeKind];
  const { row, cancelled } = await ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(entries).where(eq(entries.id, opts.entryId)).for('update');
    if (!entry) throw notFound('This entry does not exist.');
    const [row] = await tx.update(entries).set({ [column]: opts.status }).where(eq(entries.id, entry.id)).returning();
    await writeAudit(tx, {
      actorId: opts.actorId,
      action: 'entry.fee_status_set',
      subjectType: 'entry',
      subjectId: entry.id,
      before: { [column]: entry[column] },
      after: { [column]: opts.status, note },
    });
    let cancelled: { orderNo: string; provider: string }[] = [];
    if (opts.status === 'paid' || opts.status === 'waived') {
      cancelled = await tx
        .update(paymentOrders)
        .set({ status: 'cancelled' })
        .where(and(eq(paymentOrders.entryId, entry.id), eq(paymentOrders.feeKind, opts.feeKind), eq(paymentOrders.status, 'pending')))
        .returning({ orderNo: paymentOrders.orderNo, provider: paymentOrders.provider });
      for (const order of cancelled) {
        await writeAudit(tx, {
          actorId: opts.actorId,
          action: 'payment.cancelled',
          subjectType: 'payment_order',
          subjectId: order.orderNo,
          before: { status: 'pending' },
          after: { status: 'cancelled', reason: `fee set to ${opts.status} by hand` },
        });
      }
      if (opts.feeKind === 'additionalTrophy') {
        // The trophy orders still waiting for money are settled with the fee.
        await tx
          .update(trophyOrders)
          .set({ feeStatus: opts.status })
          .where(and(eq(trophyOrders.entryId, entry.id), eq(trophyOrders.feeStatus, 'unpaid')));
      }
    }
    return { row: row!, cancelled };
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
