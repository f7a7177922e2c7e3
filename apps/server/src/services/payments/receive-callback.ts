import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { paymentOrders } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { markFeePaid } from './mark-fee-paid.ts';
import { queuePaymentNotice } from './queue-payment-notice.ts';
import { BadCallback, type CallbackReply, type PaymentResult } from './providers/provider.ts';

/** What a callback did: `applied` once, `unchanged` for a repeat or a result that came too late. */
export type CallbackOutcome = 'applied' | 'unchanged';

/**
 * A provider's callback on `/api/notify/{provider}` (docs/architecture.md#payments): the
 * signature is checked over the raw body before anything is read from it; then the result is
 * applied once.
 */
export async function receiveCallback(
  ctx: AppContext,
  opts: { provider: string; headers: Record<string, string | string[] | undefined>; rawBody: Buffer },
): Promise<{ outcome: CallbackOutcome | 'refused'; reply: CallbackReply }> {
  const provider = ctx.payments.get(opts.provider);
  if (!provider) throw notFound();
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
      throw notFound();
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
      throw new AppError(400, 'Callback refused: the amount does not match the order.');
    }

    const [changed] = await tx
      .update(paymentOrders)
      .set({
        status: result.status,
        providerReference: result.providerReference ?? order.providerReference,
        paidAt: result.status === 'paid' ? now : null,
      })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')))
      .returning();
    if (!changed) {
      // Money arriving for an order that had already failed or expired is not taken silently: the
      // order stays closed (a newer one may be paid), and the organisers must refund or settle it.
      if (result.status === 'paid' && order.status !== 'paid') {
        ctx.log.error(
          { provider: opts.provider, orderNo: order.orderNo, orderStatus: order.status, amountCents: result.amountCents },
          'payment received for a closed order: refund it or settle it by hand',
        );
      }
      return 'unchanged';
    }

    await writeAudit(tx, {
      actorId: null,
      action: `payment.${result.status}`,
      subjectType: 'payment_order',
      subjectId: order.orderNo,
      before: { status: 'pending' },
      after: { status: result.status, providerReference: changed.providerReference },
    });
    if (result.status === 'paid') await markFeePaid(tx, changed);
    // Told once, by whoever made the change: the mail is queued with it (services/mail/).
    await queuePaymentNotice(ctx, tx, { orderNo: order.orderNo, event: result.status });
    return 'applied';
  });
  return outcome;
}
