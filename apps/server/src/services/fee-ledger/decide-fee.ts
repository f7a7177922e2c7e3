import type { FeeStatus, RefusalCode } from '@laurel/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entries, feeDecisions, paymentOrders, trophyOrders } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { FEE_STATUS_COLUMN } from './fee-status-column.ts';
import { refuseDecision, type FeeDecisionKind } from './fee-state.ts';
import { loadFeeFacts, settleFee, type FeeRef } from './settle-fee.ts';

export interface DecidedFee {
  before: FeeStatus;
  after: FeeStatus;
  /** Pending orders closed because the fee no longer needs them, to close at their providers. */
  cancelled: { orderNo: string; provider: string }[];
  /** The entry as it now is. */
  entry: typeof entries.$inferSelect;
}

/**
 * Records a person's decision about a fee (apps/server/src/services/fee-ledger/README.md#the-fee-ledger) — waived, paid
 * outside the site, or such a decision undone — in the caller's transaction, when the ledger
 * allows it (a 409 saying why otherwise); the fee's status follows. For the trophies of an entry it
 * is recorded on each trophy order it applies to. A fee settled by the decision cannot be paid
 * again: its pending orders are cancelled with it.
 */
export async function decideFee(
  tx: Tx,
  opts: Omit<FeeRef, 'trophyOrderId'> & { actorId: number | null; kind: FeeDecisionKind; reason: string; reference?: string | null },
): Promise<DecidedFee> {
  const [entry] = await tx.select().from(entries).where(eq(entries.id, opts.entryId)).for('update');
  if (!entry) throw refuse('entryNotFound');
  const before = entry[FEE_STATUS_COLUMN[opts.feeKind]] as FeeStatus;

  const fees: FeeRef[] =
    opts.feeKind === 'additionalTrophy'
      ? (await tx.select({ id: trophyOrders.id }).from(trophyOrders).where(eq(trophyOrders.entryId, entry.id))).map((t) => ({
          entryId: entry.id,
          feeKind: 'additionalTrophy' as const,
          trophyOrderId: t.id,
        }))
      : [{ entryId: entry.id, feeKind: opts.feeKind, trophyOrderId: null }];
  if (fees.length === 0) throw refuse('noTrophiesOrdered');
  const allowed: FeeRef[] = [];
  let refusal: RefusalCode | null = null;
  for (const fee of fees) {
    const why = refuseDecision(await loadFeeFacts(tx, fee), opts.kind);
    if (why) refusal ??= why;
    else allowed.push(fee);
  }
  if (allowed.length === 0) throw refuse(refusal!);

  const cancelled: DecidedFee['cancelled'] = [];
  for (const fee of allowed) {
    await tx.insert(feeDecisions).values({
      entryId: fee.entryId,
      feeKind: fee.feeKind,
      trophyOrderId: fee.trophyOrderId ?? null,
      kind: opts.kind,
      reason: opts.reason,
      reference: opts.reference ?? null,
      actorId: opts.actorId,
    });
    if (opts.kind !== 'reopen') {
      const closed = await tx
        .update(paymentOrders)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(paymentOrders.entryId, fee.entryId),
            eq(paymentOrders.feeKind, fee.feeKind),
            inArray(paymentOrders.status, ['pending']),
            ...(fee.trophyOrderId ? [eq(paymentOrders.trophyOrderId, fee.trophyOrderId)] : []),
          ),
        )
        .returning({ orderNo: paymentOrders.orderNo, provider: paymentOrders.provider });
      for (const order of closed) {
        await writeAudit(tx, {
          actorId: opts.actorId,
          action: 'payment.cancelled',
          subjectType: 'payment_order',
          subjectId: order.orderNo,
          entryId: fee.entryId,
          before: { status: 'pending' },
          after: { status: 'cancelled', reason: `fee decision: ${opts.kind}` },
        });
      }
      cancelled.push(...closed);
    }
    // The decision's own audit row (the caller's) says what changed: no second row per fee.
    await settleFee(tx, fee, { actorId: opts.actorId, audit: false });
  }
  const [after] = await tx.select().from(entries).where(eq(entries.id, entry.id));
  return { before, after: after![FEE_STATUS_COLUMN[opts.feeKind]] as FeeStatus, cancelled, entry: after! };
}
