import type { DeskOrder, ListPaymentsQuery, PageResult } from '@laurel/contract';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { entries, paymentOrders, users } from '../../../db/schema.ts';
import { escapeLike } from '../../../lib/sql-like.ts';
import { deskOrderView, selectDeskOrders } from './desk-order-view.ts';

type Query = z.output<typeof ListPaymentsQuery>;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * `/admin/payments` (docs/product.md#payments-desk): orders matching every filter, newest first, a
 * page at a time. `q` is an order number or a provider's reference (exact), an entry id, or part
 * of the payer's name or e-mail — `%` and `_` taken literally, never a pattern.
 */
export async function listPayments(ctx: AppContext, query: Query): Promise<PageResult<DeskOrder>> {
  const conds: SQL[] = [];
  if (query.seasonId) conds.push(eq(entries.seasonId, query.seasonId));
  if (query.provider) conds.push(eq(paymentOrders.provider, query.provider));
  if (query.status) conds.push(eq(paymentOrders.status, query.status));
  if (query.feeKind) conds.push(eq(paymentOrders.feeKind, query.feeKind));
  if (query.from) conds.push(gte(paymentOrders.createdAt, dayStart(query.from)));
  if (query.to) conds.push(lt(paymentOrders.createdAt, nextDay(query.to)));
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    const either: SQL[] = [eq(paymentOrders.orderNo, q), eq(paymentOrders.providerReference, q), ilike(users.name, like), ilike(users.email, like)];
    if (/^\d{1,9}$/.test(q)) either.push(eq(paymentOrders.entryId, Number(q)));
    conds.push(or(...either)!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    selectDeskOrders(ctx.db)
      .where(where)
      .orderBy(desc(paymentOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ n: count() })
      .from(paymentOrders)
      .innerJoin(entries, eq(entries.id, paymentOrders.entryId))
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(where),
  ]);
  return { list: rows.map(deskOrderView), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
