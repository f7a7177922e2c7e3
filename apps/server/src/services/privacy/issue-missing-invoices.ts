import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { Tx } from '../../db/client.ts';
import { invoices, paymentOrders } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { issueInvoice } from '../documents/issue-invoice.ts';

/**
 * Before an erasure replaces the account's name, company and country: every paid (or since
 * refunded) order of theirs gets its invoice now, if it has none (an invoice is issued on first
 * print), so it names the buyer as the law requires rather than the placeholder
 * (services/documents/README.md#invoices). One that exists is left as issued. Where a live site
 * cannot issue yet (`invoiceSellerMissing`), the order stays without one, as it would have.
 */
export async function issueMissingInvoices(ctx: AppContext, tx: Tx, who: { userId: number; entryIds: number[]; actorId: number }): Promise<number> {
  const orders = await tx
    .select()
    .from(paymentOrders)
    .where(or(eq(paymentOrders.userId, who.userId), who.entryIds.length ? inArray(paymentOrders.entryId, who.entryIds) : undefined))
    .orderBy(paymentOrders.id)
    .for('update');
  const paid = orders.filter((o) => o.status === 'paid' || o.status === 'refunded');
  if (!paid.length) return 0;
  const inForce = await tx
    .select({ orderId: invoices.paymentOrderId })
    .from(invoices)
    .where(and(inArray(invoices.paymentOrderId, paid.map((o) => o.id)), eq(invoices.kind, 'invoice'), isNull(invoices.replacedAt)));
  const has = new Set(inForce.map((i) => i.orderId));
  let issued = 0;
  for (const order of paid.filter((o) => !has.has(o.id))) {
    try {
      await issueInvoice(ctx, tx, { order, actorId: who.actorId });
      issued++;
    } catch (err) {
      if (!(err instanceof AppError && err.reason === 'invoiceSellerMissing')) throw err;
    }
  }
  return issued;
}
