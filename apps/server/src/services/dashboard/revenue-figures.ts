import { CURRENCY, FeeKind, type Dashboard } from '@laurel/contract';
import { sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { paymentsHref } from './links.ts';

type Rows<T> = { rows: T[] };
type Money = { paidCents: number; refundedCents: number; orders: number };

/**
 * The season's money, paid minus refunded, in integer cents (services/fee-ledger/README.md):
 * every order that was paid (`paid`, or `refunded` in whole) counts its amount on the day it was
 * paid, and every refund the provider accepted (`pending` or `succeeded`: what the order's
 * `refunded_cents` holds) is taken off on the day it was asked. So the days sum to the totals, and
 * the totals by fee kind and by provider to the season's. Two statements: the orders by grouping
 * sets, and the days of both payments and refunds.
 */
export async function revenueFigures(db: DbLike, seasonId: number): Promise<Dashboard['revenue']> {
  const [{ rows: groups }, { rows: days }] = await Promise.all([
    db.execute(sql`
      select grouping(o.fee_kind) as "gFee", grouping(o.provider) as "gProvider", o.fee_kind as "feeKind", o.provider,
        coalesce(sum(o.amount_cents), 0)::bigint as "paidCents", coalesce(sum(o.refunded_cents), 0)::bigint as "refundedCents", count(*)::int as orders
      from payment_orders o join entries e on e.id = o.entry_id
      where e.season_id = ${seasonId} and o.status in ('paid', 'refunded') and o.paid_at is not null
      group by grouping sets ((o.fee_kind), (o.provider), ())
    `) as Promise<Rows<{ gFee: number; gProvider: number; feeKind: string; provider: string; paidCents: string; refundedCents: string; orders: number }>>,
    db.execute(sql`
      select to_char(d.at at time zone 'UTC', 'YYYY-MM-DD') as date, sum(d.paid)::bigint as "paidCents", sum(d.refunded)::bigint as "refundedCents", sum(d.orders)::int as orders
      from (
        select o.paid_at as at, o.amount_cents as paid, 0 as refunded, 1 as orders
        from payment_orders o join entries e on e.id = o.entry_id
        where e.season_id = ${seasonId} and o.status in ('paid', 'refunded') and o.paid_at is not null
        union all
        select r.created_at, 0, r.amount_cents, 0
        from payment_refunds r join payment_orders o on o.id = r.payment_order_id join entries e on e.id = o.entry_id
        where e.season_id = ${seasonId} and r.status in ('pending', 'succeeded') and o.paid_at is not null
      ) d
      group by 1 order by 1
    `) as Promise<Rows<{ date: string; paidCents: string; refundedCents: string; orders: number }>>,
  ]);
  // Sums come back as bigint text: a season's cents can pass 2^31 (21 million dollars).
  const money = (r: { paidCents: string; refundedCents: string; orders: number } | undefined): Money & { netCents: number } => {
    const paidCents = Number(r?.paidCents ?? 0);
    const refundedCents = Number(r?.refundedCents ?? 0);
    return { paidCents, refundedCents, netCents: paidCents - refundedCents, orders: r?.orders ?? 0 };
  };
  const total = groups.find((g) => g.gFee && g.gProvider);
  return {
    currency: CURRENCY,
    ...money(total),
    href: paymentsHref(seasonId),
    byFeeKind: FeeKind.options.map((feeKind) => ({ feeKind, ...money(groups.find((g) => !g.gFee && g.feeKind === feeKind)), href: paymentsHref(seasonId, { feeKind }) })),
    byProvider: groups
      .filter((g) => !g.gProvider)
      .map((g) => ({ provider: g.provider, ...money(g), href: paymentsHref(seasonId, { provider: g.provider }) }))
      .sort((a, b) => b.netCents - a.netCents || a.provider.localeCompare(b.provider)),
    byDay: days.map((d) => ({ date: d.date, ...money(d), href: paymentsHref(seasonId, { from: d.date, to: d.date }) })),
  };
}
