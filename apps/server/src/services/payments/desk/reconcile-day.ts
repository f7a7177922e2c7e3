import { RECONCILE_MAX, type OrderProvider, type PaymentStatus, type ReconcileDay, type ReconcileProvider } from '@laurel/contract';
import { and, asc, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { paymentOrders, paymentRefunds } from '../../../db/schema.ts';
import { askEach } from './provider-questions.ts';

type ProviderDay = z.infer<typeof ReconcileProvider>;
type Disagreement = ProviderDay['disagreements'][number];

/** Statuses in which the ledger holds the money of an order (a refunded one held it first). */
const HELD = ['paid', 'refunded'];

/**
 * `/admin/payments/reconcile?day=` (docs/product.md#payments-desk): per provider, what the ledger
 * says of one UTC day — orders paid that day and their sum, refunds recorded that day and theirs —
 * against what the provider says when asked (its `query` call) about every order opened or paid
 * that day, up to RECONCILE_MAX. An order disagrees when the provider reports a payment the
 * ledger does not hold, the ledger holds one the provider reports failed, the amounts differ, or
 * the provider has no answer for money the ledger holds (the sandbox keeps no state, so its orders
 * are all `noAnswer`; `offline` orders have no provider and are the ledger's alone). Nothing is
 * changed: a person decides (the recheck applies a provider's answer to a pending order).
 */
export async function reconcileDay(ctx: AppContext, day: string): Promise<ReconcileDay> {
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + 86_400_000);
  const inDay = (c: AnyPgColumn) => and(gte(c, start), lt(c, end));
  const orders = await ctx.db
    .select()
    .from(paymentOrders)
    .where(or(inDay(paymentOrders.createdAt), inDay(paymentOrders.paidAt)))
    .orderBy(asc(paymentOrders.id))
    .limit(RECONCILE_MAX + 1);
  const truncated = orders.length > RECONCILE_MAX;
  const asked = orders.slice(0, RECONCILE_MAX);
  const refunds = await ctx.db
    .select({ provider: paymentOrders.provider, n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
    .from(paymentRefunds)
    .innerJoin(paymentOrders, sql`${paymentOrders.id} = ${paymentRefunds.paymentOrderId}`)
    .where(and(inDay(paymentRefunds.updatedAt), inArray(paymentRefunds.status, ['pending', 'succeeded'])))
    .groupBy(paymentOrders.provider);

  const byProvider = new Map<string, ProviderDay>();
  const entry = (provider: string) => {
    let p = byProvider.get(provider);
    if (!p) {
      p = {
        provider: provider as OrderProvider,
        ledger: { paidCount: 0, paidCents: 0, refundCount: 0, refundCents: 0 },
        reported: { asked: 0, paidCount: 0, paidCents: 0, answered: provider !== 'offline' && ctx.payments.get(provider) !== null },
        disagreements: [],
      };
      byProvider.set(provider, p);
    }
    return p;
  };
  for (const r of refunds) Object.assign(entry(r.provider).ledger, { refundCount: r.n, refundCents: r.cents });

  await askEach(asked, async (o) => {
    const p = entry(o.provider);
    const paidToday = o.paidAt !== null && o.paidAt >= start && o.paidAt < end && HELD.includes(o.status);
    if (paidToday) {
      p.ledger.paidCount += 1;
      p.ledger.paidCents += o.amountCents;
    }
    const adapter = o.provider === 'offline' ? null : ctx.payments.get(o.provider);
    if (!adapter) return;
    p.reported.asked += 1;
    let answer: Awaited<ReturnType<typeof adapter.query>> = null;
    try {
      answer = await adapter.query(o.orderNo);
    } catch (err) {
      ctx.log.warn({ provider: o.provider, orderNo: o.orderNo, reason: (err as Error).message }, 'reconciliation: the provider did not answer');
    }
    if (answer?.status === 'paid') {
      p.reported.paidCount += 1;
      p.reported.paidCents += answer.amountCents;
    }
    const problem = disagreement(o.status, o.amountCents, answer);
    if (problem) {
      p.disagreements.push({
        orderNo: o.orderNo,
        ledgerStatus: o.status as PaymentStatus,
        ledgerCents: o.amountCents,
        providerStatus: answer?.status ?? 'none',
        providerCents: answer?.amountCents ?? null,
        problem,
      });
    }
  });
  // Asked several at once, the answers come back in any order: the list reads by order number.
  for (const p of byProvider.values()) p.disagreements.sort((a, b) => a.orderNo.localeCompare(b.orderNo));
  const providers = [...byProvider.values()].sort((a, b) => a.provider.localeCompare(b.provider));
  return { day, providers, truncated };
}

function disagreement(status: string, cents: number, answer: { status: 'paid' | 'failed'; amountCents: number } | null): Disagreement['problem'] | null {
  const held = HELD.includes(status);
  if (answer?.status === 'paid') {
    if (!held) return 'providerPaidLedgerNot';
    return answer.amountCents === cents ? null : 'amountDiffers';
  }
  if (!held) return null;
  return answer ? 'ledgerPaidProviderNot' : 'noAnswer';
}
