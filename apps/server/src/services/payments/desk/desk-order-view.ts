import type { DeskOrder, FeeKind, OrderProvider, PaymentStatus } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { entries, paymentOrders, users } from '../../../db/schema.ts';

/** The columns a desk row reads: the order, its entry's title and season, its payer. */
export const deskOrderColumns = {
  order: paymentOrders,
  entryTitle: entries.title,
  seasonId: entries.seasonId,
  entrantName: users.name,
  entrantEmail: users.email,
};

/** Orders with their entry and payer, for a `where` of the caller's. */
export const selectDeskOrders = (db: DbLike) =>
  db
    .select(deskOrderColumns)
    .from(paymentOrders)
    .innerJoin(entries, eq(entries.id, paymentOrders.entryId))
    .innerJoin(users, eq(users.id, paymentOrders.userId));

export type DeskOrderRow = { order: typeof paymentOrders.$inferSelect; entryTitle: string; seasonId: number; entrantName: string; entrantEmail: string };

export function deskOrderView(row: DeskOrderRow): DeskOrder {
  const o = row.order;
  return {
    orderNo: o.orderNo,
    provider: o.provider as OrderProvider,
    providerReference: o.providerReference,
    feeKind: o.feeKind as FeeKind,
    trophyOrderId: o.trophyOrderId,
    amountCents: o.amountCents,
    refundedCents: o.refundedCents,
    currency: o.currency,
    status: o.status as PaymentStatus,
    entryId: o.entryId,
    entryTitle: row.entryTitle,
    seasonId: row.seasonId,
    userId: o.userId,
    entrantName: row.entrantName,
    entrantEmail: row.entrantEmail,
    note: o.note,
    excess: o.excessAt !== null,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
  };
}
