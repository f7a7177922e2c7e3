import { randomBytes } from 'node:crypto';
import type { PaymentOrder } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, paymentOrders } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { ENTRY_NOT_FOUND } from '../entries/get-entry.ts';
import { getEntryFee } from './get-entry-fee.ts';
import { paymentOrderView } from './payment-order-view.ts';

/** `E` + the day + 16 hex digits: unique, unguessable, and within every provider's 32 characters. */
export function newOrderNo(now: Date): string {
  return `E${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * `entryFeePayment` (docs/architecture.md#payments): the order that pays the entry fee of the
 * caller's submitted entry at one provider, for the amount `getEntryFee` quotes.
 *
 * One open order per entry, fee and provider: the entry's row is locked for the whole
 * transaction, so concurrent clicks run one after the other and the second finds the first's
 * order; the partial unique index `payment_orders_open_key` refuses a second pending order
 * whatever code path tries one.
 */
export async function payEntryFee(
  ctx: AppContext,
  opts: { userId: number; entryId: number; provider: string; now?: Date },
): Promise<PaymentOrder> {
  const now = opts.now ?? new Date();
  const provider = ctx.payments.get(opts.provider);
  if (!provider) throw invalid({ provider: ['This payment channel is not available.'] });

  // Checks ownership, category and the code's discount as the quote page shows it.
  const quote = await getEntryFee(ctx, { userId: opts.userId, entryId: opts.entryId, now });

  const row = await ctx.db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(entries)
      .where(and(eq(entries.id, opts.entryId), eq(entries.userId, opts.userId)))
      .for('update');
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    if (entry.status !== 'submitted') throw conflict('Only a submitted entry can be paid for.');
    if (entry.entryFeeStatus !== 'unpaid') throw conflict('The entry fee of this entry is already settled.');

    const [open] = await tx
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.entryId, entry.id),
          eq(paymentOrders.feeKind, 'entry'),
          eq(paymentOrders.provider, provider.name),
          eq(paymentOrders.status, 'pending'),
        ),
      );
    if (open && (!open.expiresAt || open.expiresAt > now)) return open;
    if (open) {
      // Past its time: closed here so a new one can open (forward only, like a callback).
      const [expired] = await tx
        .update(paymentOrders)
        .set({ status: 'expired' })
        .where(and(eq(paymentOrders.id, open.id), eq(paymentOrders.status, 'pending')))
        .returning();
      if (expired) {
        await writeAudit(tx, {
          actorId: opts.userId,
          action: 'payment.expired',
          subjectType: 'payment_order',
          subjectId: open.orderNo,
          before: { status: 'pending' },
          after: { status: 'expired' },
        });
      }
    }

    const orderNo = newOrderNo(now);
    const created = await provider.create({
      orderNo,
      amountCents: quote.amountCents,
      currency: quote.currency,
      description: `Entry fee, entry ${entry.id}`,
    });
    const [inserted] = await tx
      .insert(paymentOrders)
      .values({
        orderNo,
        entryId: entry.id,
        userId: opts.userId,
        feeKind: 'entry',
        provider: provider.name,
        amountCents: quote.amountCents,
        currency: quote.currency,
        status: 'pending',
        providerReference: created.providerReference,
        qrCodeUrl: created.qrCodeUrl,
        checkoutUrl: created.checkoutUrl,
        expiresAt: created.expiresAt,
      })
      .returning();
    await writeAudit(tx, {
      actorId: opts.userId,
      action: 'payment.created',
      subjectType: 'payment_order',
      subjectId: orderNo,
      after: { entryId: entry.id, feeKind: 'entry', provider: provider.name, amountCents: quote.amountCents, currency: quote.currency },
    });
    return inserted!;
  });
  return paymentOrderView(row);
}
