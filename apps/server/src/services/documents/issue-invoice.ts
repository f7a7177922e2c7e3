import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { Tx } from '../../db/client.ts';
import { entries, invoices, trophyOrders, users, type paymentOrders } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { nextDocumentNumber } from './next-document-number.ts';

type OrderRow = typeof paymentOrders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** The billing details the buyer gives (`createEntryFeeInvoice`); the account's where omitted. */
export interface BuyerInput {
  name?: string;
  company?: string;
  address?: string;
  country?: string;
  taxId?: string;
  fapiao?: boolean;
}

const LINE_NAMES = {
  entry: 'Entry fee',
  winnerPackage: 'Winner package',
  additionalTrophy: 'Additional trophies',
} as const;

/**
 * The invoice of a paid order (apps/server/src/services/documents/README.md#invoices), issued once: an existing one is
 * returned as it is, never changed. The caller holds the order's row lock (so two requests do not
 * both issue); the number comes from the gapless counter in the same transaction. What it prints
 * — seller, buyer, lines, tax — is stored as issued.
 */
export async function issueInvoice(ctx: AppContext, tx: Tx, opts: { order: OrderRow; buyer?: BuyerInput; actorId?: number | null }): Promise<InvoiceRow> {
  const { order } = opts;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentOrderId, order.id), eq(invoices.kind, 'invoice'), isNull(invoices.replacedAt)));
  if (existing) return existing;
  // An invoice for real money needs the seller a tax office can identify; until the organiser has
  // set it, a live site issues none (a sandbox order's is a test, marked as such, and may be).
  if (ctx.config.env === 'production' && order.provider !== 'sandbox' && !ctx.config.invoices.sellerConfigured) {
    throw refuse('invoiceSellerMissing');
  }

  const [owner] = await tx
    .select({ name: users.name, company: users.company, country: users.country, title: entries.title })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .where(eq(entries.id, order.entryId));
  const given = opts.buyer ?? {};
  const buyer = {
    name: given.name ?? owner?.name ?? '',
    company: given.company ?? (given.name ? null : (owner?.company ?? null)),
    address: given.address ?? null,
    country: given.country ?? owner?.country ?? null,
    taxId: given.taxId ?? null,
    fapiao: given.fapiao ?? false,
  };
  const cfg = ctx.config.invoices;
  // Reverse charge: a business buyer (tax id) in another country than the seller's.
  const reverseCharge = cfg.reverseCharge && !!buyer.taxId && !!buyer.country && buyer.country !== cfg.sellerCountry;
  const taxRateBp = reverseCharge ? 0 : cfg.taxRateBp;

  let quantity = 1;
  if (order.trophyOrderId !== null) {
    const [trophies] = await tx.select({ quantity: trophyOrders.quantity }).from(trophyOrders).where(eq(trophyOrders.id, order.trophyOrderId));
    quantity = trophies?.quantity ?? 1;
  }
  const { netCents, taxCents } = splitGross(order.amountCents, taxRateBp);
  const line = {
    description: `${LINE_NAMES[order.feeKind as keyof typeof LINE_NAMES]} — entry no. ${order.entryId}${owner?.title ? `, “${owner.title}”` : ''}`,
    quantity,
    unitCents: Math.round(netCents / quantity),
    taxRateBp,
    netCents,
    taxCents,
  };
  const issuedAt = new Date();
  const { sequence, number } = await nextDocumentNumber(tx, 'INV', issuedAt.getUTCFullYear());
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      number,
      series: 'INV',
      year: issuedAt.getUTCFullYear(),
      sequence,
      paymentOrderId: order.id,
      buyer,
      // At 0 % without a reverse charge, the exemption that applies is printed, as issued.
      seller: { name: cfg.sellerName, address: cfg.sellerAddress, taxId: cfg.sellerTaxId, zeroTaxNote: taxRateBp === 0 && !reverseCharge ? cfg.zeroTaxNote : null },
      lines: [line],
      netCents,
      taxCents,
      totalCents: order.amountCents,
      currency: order.currency,
      reverseCharge,
      suppliedAt: order.paidAt ?? issuedAt,
      issuedAt,
    })
    .returning();
  await writeAudit(tx, {
    actorId: opts.actorId ?? null,
    action: 'invoice.issued',
    subjectType: 'invoice',
    subjectId: number,
    entryId: order.entryId,
    after: { orderNo: order.orderNo, totalCents: order.amountCents, taxRateBp },
  });
  return row!;
}

/**
 * A price paid, split into net and tax at a rate in basis points: tax = gross − net, with net
 * rounded to the cent, so the two always add up to exactly what was paid.
 */
export function splitGross(grossCents: number, taxRateBp: number): { netCents: number; taxCents: number } {
  const netCents = Math.round((grossCents * 10_000) / (10_000 + taxRateBp));
  return { netCents, taxCents: grossCents - netCents };
}
