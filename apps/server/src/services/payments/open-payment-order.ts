import { randomBytes } from 'node:crypto';
import type { FeeKind } from '@laurel/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { Tx } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { settleFee } from '../fee-ledger/settle-fee.ts';

/** How long an order can be paid; after it, the order expires and a new click opens a new one. */
export const PAYMENT_ORDER_TTL_MS = 2 * 60 * 60 * 1000;

type OrderRow = typeof paymentOrders.$inferSelect;

/** `E` + the day + 16 hex digits: unique, unguessable, and within every provider's 32 characters. */
export function newOrderNo(now: Date): string {
  return `E${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** What one fee comes to, as the fee's own service checked it with the entry's row locked. */
export interface FeeDue {
  entryId: number;
  feeKind: FeeKind;
  trophyOrderId: number | null;
  amountCents: number;
  currency: string;
}

const FEE_NAMES: Record<FeeKind, string> = {
  entry: 'Entry fee',
  winnerPackage: 'Winner package',
  additionalTrophy: 'Additional trophies',
};

/** What the payer reads at the provider: ASCII, short, naming the fee and the entry. */
export function paymentDescription(order: { feeKind: string; entryId: number }): string {
  return `${FEE_NAMES[order.feeKind as FeeKind] ?? 'Fee'}, entry ${order.entryId}`;
}

/**
 * Opens (or finds) the one pending order for a fee at a provider (apps/server/src/services/payments/README.md#payments).
 *
 * In a transaction, `lockFee` locks the entry's row and says what is due, so concurrent clicks run
 * one after the other and the second finds the first's order; the partial unique index
 * `payment_orders_open_key` refuses a second pending order whatever code path tries one.
 *
 * The provider is called after the commit, never while the row is locked: a slow provider must not
 * hold every other click on the entry. If that call fails or the process stops before its answer is
 * stored, the order stays pending without a payment link and the next click asks the provider
 * again with the same order number, which every provider treats as the same payment.
 */
export async function openPaymentOrder(
  ctx: AppContext,
  opts: {
    userId: number;
    /** The provider's name as the caller chose it; one not enabled is a 422. */
    provider: string;
    now?: Date;
    lockFee: (tx: Tx) => Promise<FeeDue>;
  },
): Promise<OrderRow> {
  const now = opts.now ?? new Date();
  const provider = ctx.payments.get(opts.provider);
  if (!provider) throw refuseField('provider', 'channelUnavailable');
  const opened = await ctx.db.transaction(async (tx) => {
    const fee = await opts.lockFee(tx);
    const [open] = await tx
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.entryId, fee.entryId),
          eq(paymentOrders.feeKind, fee.feeKind),
          eq(paymentOrders.provider, provider.name),
          eq(paymentOrders.status, 'pending'),
          fee.trophyOrderId === null ? isNull(paymentOrders.trophyOrderId) : eq(paymentOrders.trophyOrderId, fee.trophyOrderId),
        ),
      );
    const live = open && (!open.expiresAt || open.expiresAt > now);
    if (live && open.amountCents === fee.amountCents && open.currency === fee.currency) return { order: open, superseded: null };
    let superseded: OrderRow | null = null;
    if (live) {
      // The price moved since it was opened (an early-bird tier ended, a code applied): the screen
      // shows the quote, so the payer is asked the quote, never an older amount. The old order is
      // cancelled here and closed at its provider after the commit; were it paid all the same, the
      // ledger treats that payment as one the fee did not need.
      await cancelOrder(tx, open, opts.userId, { amountCents: fee.amountCents });
      superseded = open;
    } else if (open) await expireOrder(tx, open, opts.userId);

    const orderNo = newOrderNo(now);
    const [inserted] = await tx
      .insert(paymentOrders)
      .values({
        orderNo,
        entryId: fee.entryId,
        userId: opts.userId,
        feeKind: fee.feeKind,
        trophyOrderId: fee.trophyOrderId,
        provider: provider.name,
        amountCents: fee.amountCents,
        currency: fee.currency,
        status: 'pending',
        expiresAt: new Date(now.getTime() + PAYMENT_ORDER_TTL_MS),
      })
      .returning();
    await writeAudit(tx, {
      actorId: opts.userId,
      action: 'payment.created',
      subjectType: 'payment_order',
      subjectId: orderNo,
      entryId: fee.entryId,
      after: {
        entryId: fee.entryId,
        feeKind: fee.feeKind,
        trophyOrderId: fee.trophyOrderId,
        provider: provider.name,
        amountCents: fee.amountCents,
        currency: fee.currency,
      },
    });
    // An order in progress: the fee is pending until it is paid, fails or expires.
    await settleFee(tx, { entryId: fee.entryId, feeKind: fee.feeKind, trophyOrderId: fee.trophyOrderId }, { actorId: opts.userId, orderNo });
    return { order: inserted!, superseded };
  });
  if (opened.superseded) {
    try {
      await provider.close?.(opened.superseded.orderNo);
    } catch (err) {
      ctx.log.warn({ provider: provider.name, orderNo: opened.superseded.orderNo, reason: (err as Error).message }, 'superseded order not closed at its provider');
    }
  }
  const { order } = opened;
  if (order.qrCodeUrl || order.checkoutUrl) return order;

  let created;
  try {
    created = await provider.create({
      orderNo: order.orderNo,
      amountCents: order.amountCents,
      currency: order.currency,
      description: paymentDescription(order),
      notifyUrl: `${ctx.config.publicUrl}/api/notify/${provider.name}`,
      returnUrl: `${ctx.config.publicUrl}/pay-result?order_no=${encodeURIComponent(order.orderNo)}`,
      expiresAt: order.expiresAt ?? new Date(now.getTime() + PAYMENT_ORDER_TTL_MS),
    });
  } catch (err) {
    // The reason only: a provider's error may echo the request, never a key.
    ctx.log.error({ provider: provider.name, orderNo: order.orderNo, reason: (err as Error).message }, 'payment provider refused a new order');
    throw refuse('providerUnreachable');
  }
  const [stored] = await ctx.db
    .update(paymentOrders)
    .set({ providerReference: created.providerReference, qrCodeUrl: created.qrCodeUrl, checkoutUrl: created.checkoutUrl })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')))
    .returning();
  // Settled in the meantime (paid by a callback, expired): the order as it now is.
  if (!stored) return (await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id)))[0]!;
  return stored;
}

/** Cancels a pending order asking an amount no longer due; forward only, like a callback. */
async function cancelOrder(tx: Tx, order: OrderRow, actorId: number, now: { amountCents: number }): Promise<void> {
  const [cancelled] = await tx
    .update(paymentOrders)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')))
    .returning({ id: paymentOrders.id });
  if (!cancelled) return;
  await writeAudit(tx, {
    actorId,
    action: 'payment.cancelled',
    subjectType: 'payment_order',
    subjectId: order.orderNo,
    entryId: order.entryId,
    before: { status: 'pending', amountCents: order.amountCents },
    after: { status: 'cancelled', reason: 'The amount due changed.', amountCents: now.amountCents },
  });
}

/** Closes a pending order whose time has passed; forward only, like a callback. */
export async function expireOrder(tx: Tx, order: OrderRow, actorId: number | null): Promise<boolean> {
  const [expired] = await tx
    .update(paymentOrders)
    .set({ status: 'expired' })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')))
    .returning({ id: paymentOrders.id });
  if (!expired) return false;
  await settleFee(tx, { entryId: order.entryId, feeKind: order.feeKind as FeeKind, trophyOrderId: order.trophyOrderId }, { actorId, orderNo: order.orderNo });
  await writeAudit(tx, {
    actorId,
    action: 'payment.expired',
    subjectType: 'payment_order',
    subjectId: order.orderNo,
    entryId: order.entryId,
    before: { status: 'pending' },
    after: { status: 'expired' },
  });
  return true;
}
