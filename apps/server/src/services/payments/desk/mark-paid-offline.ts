import { CURRENCY, type DeskOrderDetail, type FeeKind } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { entries, paymentOrders, trophyOrders } from '../../../db/schema.ts';
import { refuse, refuseField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { feeStatus, standingDecision } from '../../fee-ledger/fee-state.ts';
import { loadFeeFacts, settleFee, type FeeRef } from '../../fee-ledger/settle-fee.ts';
import { newOrderNo } from '../open-payment-order.ts';
import { queuePaymentNotice } from '../queue-payment-notice.ts';
import { readDeskOrder } from './get-payment-order.ts';

/** Entry states in which each fee is owed (services/fee-ledger/entry-state.ts). */
const DUE_IN: Record<FeeKind, readonly string[]> = {
  entry: ['submitted', 'in_review', 'awarded', 'not_awarded'],
  winnerPackage: ['awarded'],
  additionalTrophy: ['awarded'],
};

/**
 * `/admin/payments/markPaidOffline` (docs/decisions/024-offline-payments-are-orders.md): money
 * received outside the site is recorded as a paid ORDER of the provider `offline` — the amount
 * received, the transfer's reference as its provider reference, the reason as its note — not as a
 * bare fee decision, so it has its invoice and receipt like any payment and can be refunded in
 * part with a credit note. With the entry's row locked: a fee already settled (paid, waived) is a
 * 409 and nothing is written, so 20 clicks record one order. The fee's status then follows from
 * that order in the ledger; its open orders are cancelled in the same transaction and closed at
 * their providers after it, as a fee decision does (services/judging/change-fee-status.ts). The
 * payer gets the receipt.
 */
export async function markPaidOffline(
  ctx: AppContext,
  opts: { actorId: number; entryId: number; feeKind: FeeKind; trophyOrderId?: number; amountCents: number; reference: string; reason: string },
): Promise<DeskOrderDetail> {
  const reason = opts.reason.trim();
  const reference = opts.reference.trim();
  if (!reason) throw refuseField('reason', 'feeNoteRequired');
  if (!reference) throw refuseField('reference', 'feeNoteRequired');
  const now = new Date();
  const { orderNo, cancelled } = await ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(entries).where(eq(entries.id, opts.entryId)).for('update');
    if (!entry) throw refuse('entryNotFound');
    if (!DUE_IN[opts.feeKind].includes(entry.status)) throw refuse('feeNotDue');
    let trophyOrderId: number | null = null;
    if (opts.feeKind === 'additionalTrophy') {
      if (!opts.trophyOrderId) throw refuseField('trophyOrderId', 'trophyOrderRequired');
      const [trophy] = await tx
        .select({ id: trophyOrders.id })
        .from(trophyOrders)
        .where(and(eq(trophyOrders.id, opts.trophyOrderId), eq(trophyOrders.entryId, entry.id)));
      if (!trophy) throw refuse('trophyOrderNotFound');
      trophyOrderId = trophy.id;
    }
    const fee: FeeRef = { entryId: entry.id, feeKind: opts.feeKind, trophyOrderId };
    const facts = await loadFeeFacts(tx, fee);
    const before = feeStatus(facts);
    if (before !== 'unpaid' && before !== 'pending') throw refuse('feeAlreadySettled', { status: before });
    if (standingDecision(facts.decisions)) throw refuse('feeAlreadySettled', { status: before });

    // Open orders of the fee can no longer be paid: cancelled here, closed at their providers after.
    const closed = await tx
      .update(paymentOrders)
      .set({ status: 'cancelled' })
      .where(and(eq(paymentOrders.entryId, entry.id), eq(paymentOrders.feeKind, opts.feeKind), eq(paymentOrders.status, 'pending'), trophyOrderId ? eq(paymentOrders.trophyOrderId, trophyOrderId) : undefined))
      .returning({ orderNo: paymentOrders.orderNo, provider: paymentOrders.provider });
    for (const c of closed) {
      await writeAudit(tx, {
        actorId: opts.actorId,
        action: 'payment.cancelled',
        subjectType: 'payment_order',
        subjectId: c.orderNo,
        entryId: entry.id,
        before: { status: 'pending' },
        after: { status: 'cancelled', reason: 'paid offline' },
      });
    }
    const orderNo = newOrderNo(now);
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        orderNo,
        entryId: entry.id,
        userId: entry.userId,
        feeKind: opts.feeKind,
        trophyOrderId,
        provider: 'offline',
        amountCents: opts.amountCents,
        currency: CURRENCY,
        status: 'paid',
        providerReference: reference,
        paidAt: now,
        note: reason,
      })
      .returning();
    await writeAudit(tx, {
      actorId: opts.actorId,
      action: 'payment.paid_offline',
      subjectType: 'payment_order',
      subjectId: orderNo,
      entryId: entry.id,
      before: { feeStatus: before, cancelled: closed.map((c) => c.orderNo) },
      after: { status: 'paid', provider: 'offline', amountCents: order!.amountCents, reference, reason },
    });
    await settleFee(tx, fee, { actorId: opts.actorId, orderNo });
    await queuePaymentNotice(ctx, tx, { orderNo, event: 'paid' });
    return { orderNo, cancelled: closed };
  });
  for (const order of cancelled) {
    try {
      await ctx.payments.get(order.provider)?.close?.(order.orderNo);
    } catch (err) {
      ctx.log.warn({ provider: order.provider, orderNo: order.orderNo, reason: (err as Error).message }, 'cancelled order not closed at its provider');
    }
  }
  return readDeskOrder(ctx.db, orderNo);
}
