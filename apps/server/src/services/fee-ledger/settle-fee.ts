import type { FeeKind, FeeStatus } from '@laurel/contract';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbLike, Tx } from '../../db/client.ts';
import { entries, feeDecisions, paymentOrders, trophyOrders } from '../../db/schema.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { FEE_STATUS_COLUMN } from './fee-status-column.ts';
import { feeStatus, type FeeDecisionKind, type FeeFacts } from './fee-state.ts';

/** One fee: an entry's entry fee or winner package, or one of its trophy orders. */
export interface FeeRef {
  entryId: number;
  feeKind: FeeKind;
  /** The trophy order, for `additionalTrophy`. */
  trophyOrderId?: number | null;
}

type OrderRow = typeof paymentOrders.$inferSelect;

/** The orders and decisions of one fee (one trophy order for `additionalTrophy`). */
export async function loadFeeFacts(tx: DbLike, fee: FeeRef): Promise<FeeFacts & { orders: OrderRow[] }> {
  const trophy = fee.trophyOrderId ?? null;
  const orders = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.entryId, fee.entryId),
        eq(paymentOrders.feeKind, fee.feeKind),
        trophy === null ? isNull(paymentOrders.trophyOrderId) : eq(paymentOrders.trophyOrderId, trophy),
      ),
    );
  const decisions = await tx
    .select({ kind: feeDecisions.kind })
    .from(feeDecisions)
    .where(
      and(
        eq(feeDecisions.entryId, fee.entryId),
        eq(feeDecisions.feeKind, fee.feeKind),
        trophy === null ? isNull(feeDecisions.trophyOrderId) : eq(feeDecisions.trophyOrderId, trophy),
      ),
    )
    .orderBy(asc(feeDecisions.id));
  let dueCents: number | undefined;
  if (trophy !== null) {
    const [row] = await tx.select({ amountCents: trophyOrders.amountCents }).from(trophyOrders).where(eq(trophyOrders.id, trophy));
    dueCents = row?.amountCents;
  }
  return { orders, decisions: decisions as { kind: FeeDecisionKind }[], dueCents };
}

/** The entry's one status for its trophies: what is still to do first, then what was done. */
export function trophiesStatus(statuses: FeeStatus[]): FeeStatus {
  for (const s of ['unpaid', 'pending', 'paid', 'waived', 'refunded'] as const) if (statuses.includes(s)) return s;
  return 'unpaid';
}

const AUDIT_NAME: Record<FeeKind, string> = { entry: 'entry_fee', winnerPackage: 'winner_package_fee', additionalTrophy: 'additional_trophy_fee' };

/**
 * Brings a fee's stored status to what its facts say (apps/server/src/services/fee-ledger/README.md#the-fee-ledger): the
 * entry's column, and for trophies the trophy order's and then the entry's summary of all its
 * trophy orders. Called in the transaction of every change of an order, a refund or a decision,
 * with the entry's row locked here, so concurrent changes of one entry settle one after the other.
 * A change is audited with before and after (`audit: false` when the caller's own audit row
 * already says it). Returns the fee's status and the facts it was read from (null for the
 * summary of an entry's trophies alone), so a caller in the same transaction need not read them
 * again.
 */
export async function settleFee(
  tx: Tx,
  fee: FeeRef,
  opts: { actorId?: number | null; orderNo?: string; audit?: boolean } = {},
): Promise<{ status: FeeStatus; facts: Awaited<ReturnType<typeof loadFeeFacts>> | null }> {
  const [entry] = await tx.select().from(entries).where(eq(entries.id, fee.entryId)).for('update');
  if (!entry) return { status: 'unpaid', facts: null };
  const column = FEE_STATUS_COLUMN[fee.feeKind];
  let status: FeeStatus;
  let facts: Awaited<ReturnType<typeof loadFeeFacts>> | null = null;
  if (fee.feeKind === 'additionalTrophy') {
    if (fee.trophyOrderId != null) {
      facts = await loadFeeFacts(tx, fee);
      const own = feeStatus(facts);
      const [was] = await tx.select({ feeStatus: trophyOrders.feeStatus }).from(trophyOrders).where(eq(trophyOrders.id, fee.trophyOrderId));
      const [changed] = await tx
        .update(trophyOrders)
        .set({ feeStatus: own })
        .where(and(eq(trophyOrders.id, fee.trophyOrderId), ne(trophyOrders.feeStatus, own)))
        .returning({ id: trophyOrders.id });
      if (changed && opts.audit !== false) {
        await writeAudit(tx, {
          actorId: opts.actorId ?? null,
          action: `trophy_order.${own}`,
          subjectType: 'trophy_order',
          subjectId: changed.id,
          entryId: fee.entryId,
          before: { feeStatus: was?.feeStatus ?? null },
          after: { feeStatus: own, ...(opts.orderNo ? { orderNo: opts.orderNo } : {}) },
        });
      }
    }
    const all = await tx.select({ feeStatus: trophyOrders.feeStatus }).from(trophyOrders).where(eq(trophyOrders.entryId, entry.id));
    status = trophiesStatus(all.map((t) => t.feeStatus as FeeStatus));
  } else {
    facts = await loadFeeFacts(tx, fee);
    status = feeStatus(facts);
  }
  const before = entry[column] as FeeStatus;
  if (before === status) return { status, facts };
  await tx.update(entries).set({ [column]: status }).where(eq(entries.id, entry.id));
  if (opts.audit !== false) {
    await writeAudit(tx, {
      actorId: opts.actorId ?? null,
      action: `entry.${AUDIT_NAME[fee.feeKind]}_${status}`,
      subjectType: 'entry',
      subjectId: entry.id,
      before: { [column]: before },
      after: { [column]: status, ...(opts.orderNo ? { orderNo: opts.orderNo } : {}) },
    });
  }
  return { status, facts };
}
