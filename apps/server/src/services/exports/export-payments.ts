import type { ExportPaymentsQuery, LanguageCode } from '@laurel/contract';
import { and, asc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { entries, paymentOrders, paymentRefunds, seasons, users } from '../../db/schema.ts';
import type { CsvValue } from '../../lib/csv.ts';
import { say, type TextKey } from '../../lib/texts/say.ts';
import { EXPORT_PAGE, keysetPages } from './keyset.ts';
import { filterOf, iso, units, type PreparedExport } from './prepared-export.ts';
import { seasonYearLabel } from './season-year.ts';

type Query = z.output<typeof ExportPaymentsQuery>;

const HEADER = [
  'exports.row', 'exports.orderNo', 'exports.refundNo', 'exports.entry', 'exports.season', 'exports.feeKind', 'exports.provider', 'exports.status',
  'exports.amount', 'exports.currency', 'exports.providerReference', 'exports.created', 'exports.paid', 'exports.entrant', 'exports.email', 'exports.note',
] as const satisfies readonly TextKey[];

const DAY = 86_400_000;
/** `from`/`to` (UTC days, both inclusive) as a condition on a timestamp column. */
export const dayRange = (column: Parameters<typeof gte>[0], from?: string, to?: string): SQL | undefined =>
  and(from ? gte(column, new Date(`${from}T00:00:00Z`)) : undefined, to ? lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + DAY)) : undefined);

/**
 * `/admin/exports/payments`: payment orders matching the payments desk's filter (season, provider,
 * status, fee, day opened), oldest first, each followed by a row per refund of it with its amount
 * negative, so a column sum is what stayed with the organiser.
 */
export async function preparePaymentsExport(ctx: AppContext, opts: { query: Query; language: LanguageCode }): Promise<PreparedExport> {
  const { query, language } = opts;
  const year = await seasonYearLabel(ctx, query.seasonId);
  const order = say(language, 'exports.order');
  const refund = say(language, 'exports.refund');
  const where = and(
    query.seasonId === undefined ? undefined : eq(entries.seasonId, query.seasonId),
    query.provider === undefined ? undefined : eq(paymentOrders.provider, query.provider),
    query.status === undefined ? undefined : eq(paymentOrders.status, query.status),
    query.feeKind === undefined ? undefined : eq(paymentOrders.feeKind, query.feeKind),
    dayRange(paymentOrders.createdAt, query.from, query.to),
  );
  async function* rows(): AsyncGenerator<CsvValue[]> {
    const pages = keysetPages((after) =>
      ctx.db
        .select({ o: paymentOrders, year: seasons.year, name: users.name, email: users.email })
        .from(paymentOrders)
        .innerJoin(entries, eq(entries.id, paymentOrders.entryId))
        .innerJoin(seasons, eq(seasons.id, entries.seasonId))
        .innerJoin(users, eq(users.id, paymentOrders.userId))
        .where(and(where, gt(paymentOrders.id, after)))
        .orderBy(asc(paymentOrders.id))
        .limit(EXPORT_PAGE)
        .then((list) => list.map((r) => ({ ...r, id: r.o.id }))),
    );
    for await (const page of pages) {
      const refunds = await ctx.db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.paymentOrderId, page.map((r) => r.id)))
        .orderBy(asc(paymentRefunds.id));
      const byOrder = new Map<number, (typeof refunds)[number][]>();
      for (const r of refunds) byOrder.set(r.paymentOrderId, [...(byOrder.get(r.paymentOrderId) ?? []), r]);
      for (const { o, year: y, name, email } of page) {
        yield [order, o.orderNo, null, o.entryId, y, o.feeKind, o.provider, o.status, units(o.amountCents), o.currency, o.providerReference, iso(o.createdAt), iso(o.paidAt), name, email, o.note];
        for (const r of byOrder.get(o.id) ?? []) {
          yield [refund, o.orderNo, r.refundNo, o.entryId, y, o.feeKind, o.provider, r.status, units(-r.amountCents), o.currency, r.providerReference, iso(r.createdAt), null, name, email, r.reason];
        }
      }
    }
  }
  return { kind: 'payments', fileName: `laurel-${year}-payments.csv`, header: HEADER.map((k) => say(language, k)), rows: rows(), filter: filterOf(query) };
}
