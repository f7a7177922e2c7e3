import type { FeeStatus, RefusalCode } from '@laurel/contract';

/**
 * The fee ledger's rules, with no database (apps/server/src/services/fee-ledger/README.md#the-fee-ledger): a fee's status
 * follows from the orders that paid it, the refunds given back on them and the decisions people
 * recorded. Nothing else sets it, so it cannot say "unpaid" while a payment stands or "refunded"
 * when no money went back.
 */

/** What a person may decide about a fee. */
export type FeeDecisionKind = 'waive' | 'paid_offline' | 'reopen';

export interface FeeFacts {
  /** Every payment order of the fee, in any state. */
  orders: { status: string; amountCents: number; refundedCents: number }[];
  /** Every decision recorded on the fee, oldest first. */
  decisions: { kind: FeeDecisionKind }[];
  /** What the fee comes to, when it is known and fixed (a trophy order): nothing due is waived. */
  dueCents?: number;
}

/** The decision that stands: the last one, unless it undid the one before. */
export function standingDecision(decisions: FeeFacts['decisions']): 'waive' | 'paid_offline' | null {
  const last = decisions.at(-1)?.kind;
  return last === 'waive' || last === 'paid_offline' ? last : null;
}

/** A paid order settles the fee; partly refunded it still does (what is left was kept). */
const settles = (o: FeeFacts['orders'][number]) => o.status === 'paid';

export function feeStatus(facts: FeeFacts): FeeStatus {
  const standing = standingDecision(facts.decisions);
  if (standing === 'waive') return 'waived';
  if (standing === 'paid_offline') return 'paid';
  if (facts.orders.some(settles)) return 'paid';
  if (facts.dueCents === 0) return 'waived';
  if (facts.orders.some((o) => o.status === 'pending')) return 'pending';
  if (facts.orders.some((o) => o.status === 'refunded')) return 'refunded';
  return 'unpaid';
}

/**
 * Why a decision contradicts the ledger (a refusal code, packages/contract/src/refusals.ts), or
 * null when it may be recorded. The refusals are the 409s of `changeEntryFeeStatus` and its siblings.
 */
export function refuseDecision(facts: FeeFacts, kind: FeeDecisionKind): RefusalCode | null {
  const paidOnline = facts.orders.some(settles);
  const standing = standingDecision(facts.decisions);
  switch (kind) {
    case 'waive':
      if (paidOnline) return 'waivePaidOnline';
      if (standing === 'waive' || facts.dueCents === 0) return 'alreadyWaived';
      return null;
    case 'paid_offline':
      if (paidOnline) return 'alreadyPaidOnline';
      if (standing === 'paid_offline') return 'alreadyMarkedPaid';
      return null;
    case 'reopen':
      if (paidOnline) return 'reopenPaidOnline';
      if (!standing) return 'nothingToReopen';
      return null;
  }
}

/**
 * The paid orders that settle nothing: money that came after the fee was settled by a decision or
 * by another order (a second tab, a payment that arrived after its order had expired). Each is
 * refunded (services/payments/refund-excess-payment.ts). The first paid order is the one that
 * counts.
 */
export function excessOrders<T extends FeeFacts['orders'][number] & { paidAt: Date | null; id: number }>(orders: T[], decisions: FeeFacts['decisions']): T[] {
  const paid = orders.filter(settles).sort((a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0) || a.id - b.id);
  return standingDecision(decisions) ? paid : paid.slice(1);
}

/** What a judge's requested status means as a decision, or why it cannot be one. */
export function decisionFor(status: FeeStatus): { kind: FeeDecisionKind } | { refused: RefusalCode } {
  switch (status) {
    case 'waived':
      return { kind: 'waive' };
    case 'paid':
      return { kind: 'paid_offline' };
    case 'unpaid':
      return { kind: 'reopen' };
    case 'refunded':
      return { refused: 'refundedOnlyByRefund' };
    case 'pending':
      return { refused: 'pendingOnlyByPayment' };
  }
}

/** A fee an order may still pay: nothing settles it (an order in progress is reused or replaced). */
export const isPayable = (status: string) => status === 'unpaid' || status === 'pending';
