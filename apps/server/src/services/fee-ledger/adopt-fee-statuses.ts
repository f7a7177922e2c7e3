import { sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';

/**
 * Records, as the decisions they stand for, the fee statuses written straight into rows that no
 * order or decision explains — a fee `paid` or `waived` with no paid order behind it — so the
 * ledger keeps them when it next settles the fee. For data loaded in bulk (the demo data; migration
 * 0012 did the same for what existed before the ledger). Returns how many it recorded.
 */
export async function adoptFeeStatuses(db: DbLike, reason: string): Promise<number> {
  const fees = await db.execute(sql`
    insert into fee_decisions (entry_id, fee_kind, kind, reason)
    select e.id, f.fee_kind, case f.status when 'waived' then 'waive' else 'paid_offline' end, ${reason}
    from entries e
    cross join lateral (values ('entry', e.entry_fee_status), ('winnerPackage', e.winner_package_fee_status)) as f(fee_kind, status)
    where f.status in ('paid', 'waived')
      and not exists (select 1 from payment_orders o where o.entry_id = e.id and o.fee_kind = f.fee_kind and o.status = 'paid')
      and not exists (select 1 from fee_decisions d where d.entry_id = e.id and d.fee_kind = f.fee_kind and d.trophy_order_id is null)`);
  const trophies = await db.execute(sql`
    insert into fee_decisions (entry_id, fee_kind, trophy_order_id, kind, reason)
    select t.entry_id, 'additionalTrophy', t.id, case t.fee_status when 'waived' then 'waive' else 'paid_offline' end, ${reason}
    from trophy_orders t
    where t.fee_status in ('paid', 'waived') and t.amount_cents > 0
      and not exists (select 1 from payment_orders o where o.trophy_order_id = t.id and o.status = 'paid')
      and not exists (select 1 from fee_decisions d where d.trophy_order_id = t.id)`);
  const n = (r: unknown) => (r as { rowCount?: number; affectedRows?: number }).rowCount ?? (r as { affectedRows?: number }).affectedRows ?? 0;
  return n(fees) + n(trophies);
}
