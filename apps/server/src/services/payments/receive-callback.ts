import type { FeeKind } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { paymentOrders } from '../../db/schema.ts';
import { AppError, refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { excessOrders } from '../fee-ledger/fee-state.ts';
import { settleFee } from '../fee-ledger/settle-fee.ts';
import { queuePaymentNotice } from './queue-payment-notice.ts';
import { BadCallback } from './providers/provider.ts';
import type { CallbackReply, PaymentResult } from '../../core/payment-providers.ts';

/** Orders closed without payment; money that still arrives for one is taken on record. */
const CLOSED = ['failed', 'expired', 'cancelled'];

/** What a callback did: `applied` once, `unchanged` for a repeat or a result that came too late. */
export type CallbackOutcome = 'applied' | 'unchanged';

/**
 * A provider's callback on `/api/notify/{provider}` (apps/server/src/services/payments/README.md#payments): the
 * signature is checked over the raw body before anything is read from it; then the result is
 * applied once.
 */
export async function receiveCallback(
  ctx: AppContext,
  opts: { provider: string; headers: Record<string, string | string[] | undefined>; rawBody: Buffer },
): Promise<{ outcome: CallbackOutcome | 'refused'; reply: CallbackReply }> {
  const provider = ctx.payments.get(opts.provider);
  if (!provider) throw refuse('notFound');
  let result: PaymentResult | null;
  try {
    result = provider.parseCallback({ headers: opts.headers, rawBody: opts.rawBody });
  } catch (err) {
    if (!(err instanceof BadCallback)) throw err;
    // The reason only: never the signature or the body, which may carry a forged one.
    ctx.log.warn({ provider: provider.name, reason: err.message }, 'payment callback refused');
    return { outcome: 'refused', reply: provider.callbackReply(false) };
  }
  // Genuine, but nothing to apply (a refund notice, "still processing"): acknowledged.
  if (!result) return { outcome: 'unchanged', reply: provider.callbackReply(true) };
  try {
    const outcome = await applyPaymentResult(ctx, { provider: provider.name, result });
    return { outcome, reply: provider.callbackReply(true) };
  } catch (err) {
    // Refused here (unknown order, amount differs): the provider is told so and may retry; the
    // reason is already logged.
    if (err instanceof AppError && err.code < 500) return { outcome: 'refused', reply: provider.callbackReply(false) };
    throw err;
  }
}

/**
 * Applies a provider's final result to its order, once: the order moves from `pending` by a
 * conditional UPDATE in a transaction, so of 20 deliveries of one callback exactly one changes
 * the order (and the entry's fee status, and writes the audit log); the others find it no longer
 * pending and change nothing. A result whose amount or currency differs from the order's is
 * refused and logged: money that does not match what was asked is for a person to look at.
 */
export async function applyPaymentResult(
  ctx: AppContext,
  opts: { provider: string; result: PaymentResult; now?: Date },
): Promise<CallbackOutcome> {
  const { result } = opts;
  const now = opts.now ?? new Date();
  const outcome = await ctx.db.transaction(async (tx): Promise<CallbackOutcome> => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.orderNo, result.orderNo), eq(paymentOrders.provider, opts.provider)));
    if (!order) {
      ctx.log.warn({ provider: opts.provider, orderNo: result.orderNo }, 'payment callback for an unknown order');
      throw refuse('notFound');
    }
    if (order.amountCents !== result.amountCents || order.currency !== result.currency) {
      ctx.log.error(
        {
          provider: opts.provider,
          orderNo: order.orderNo,
          expected: { amountCents: order.amountCents, currency: order.currency },
          received: { amountCents: result.amountCents, currency: result.currency },
        },
        'payment callback refused: amount or currency differs from the order',
      );
      throw refuse('callbackAmountMismatch');
    }

    let [changed] = await tx
      .update(paymentOrders)
      .set({
        status: result.status,
        providerReference: result.providerReference ?? order.providerReference,
        paidAt: result.status === 'paid' ? now : null,
      })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')))
      .returning();
    // Money that arrives after its order closed (failed, expired, cancelled by a decision) was
    // taken all the same: the order says so, and the fee ledger decides below whether it pays the
    // fee or is given back. A repeat of it, or of any result, changes nothing.
    const late = !changed && result.status === 'paid' && CLOSED.includes(order.status);
    if (late) {
      [changed] = await tx
        .update(paymentOrders)
        .set({ status: 'paid', providerReference: result.providerReference ?? order.providerReference, paidAt: now })
        .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, order.status)))
        .returning();
    }
    if (!changed) return 'unchanged';

    await writeAudit(tx, {
      actorId: null,
      action: late ? 'payment.paid_late' : `payment.${result.status}`,
      subjectType: 'payment_order',
      subjectId: order.orderNo,
      entryId: order.entryId,
      before: { status: late ? order.status : 'pending' },
      after: { status: changed.status, providerReference: changed.providerReference },
    });
    const fee = { entryId: changed.entryId, feeKind: changed.feeKind as FeeKind, trophyOrderId: changed.trophyOrderId };
    // The fee follows its orders: paid, or back to unpaid when this was its only open order.
    const { facts } = await settleFee(tx, fee, { orderNo: changed.orderNo });
    if (changed.status === 'paid' && facts) {
      if (excessOrders(facts.orders, facts.decisions).some((o) => o.id === changed.id)) {
        // The fee was already settled (a waiver, a transfer marked by hand, another order): the
        // money is kept on record, given back by a job, and the payer is told why.
        await tx.update(paymentOrders).set({ excessAt: now }).where(eq(paymentOrders.id, changed.id));
        await writeAudit(tx, {
          actorId: null,
          action: 'payment.excess',
          subjectType: 'payment_order',
          subjectId: changed.orderNo,
          entryId: changed.entryId,
          after: { amountCents: changed.amountCents, reason: 'the fee was already settled; the payment is refunded' },
        });
        ctx.log.warn({ provider: opts.provider, orderNo: changed.orderNo }, 'payment received for a fee already settled: it is refunded');
        await ctx.jobs.send('payments.refund-excess', { orderNo: changed.orderNo }, { tx });
        await queuePaymentNotice(ctx, tx, { orderNo: order.orderNo, event: 'excess' });
        return 'applied';
      }
    }
    // Told once, by whoever made the change: the mail is queued with it (services/mail/).
    await queuePaymentNotice(ctx, tx, { orderNo: order.orderNo, event: result.status });
    return 'applied';
  });
  return outcome;
}
