import type { ExportDocumentsQuery, LanguageCode } from '@laurel/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { entries, invoices, paymentOrders, seasons } from '../../db/schema.ts';
import type { CsvValue } from '../../lib/csv.ts';
import { say, type TextKey } from '../../lib/texts/say.ts';
import { dayRange } from './export-payments.ts';
import { EXPORT_PAGE, keysetPages } from './keyset.ts';
import { filterOf, iso, units, type PreparedExport } from './prepared-export.ts';
import { seasonYearLabel } from './season-year.ts';

type Query = z.output<typeof ExportDocumentsQuery>;

const HEADER = [
  'exports.kind', 'exports.number', 'exports.issued', 'exports.supplied', 'exports.orderNo', 'exports.entry', 'exports.season', 'exports.net',
  'exports.tax', 'exports.total', 'exports.currency', 'exports.buyer', 'exports.buyerCompany', 'exports.buyerCountry', 'exports.buyerTaxId',
  'exports.credits', 'exports.replaced',
] as const satisfies readonly TextKey[];

const credited = alias(invoices, 'credited');

/**
 * `/admin/exports/documents`: invoices and credit notes as issued (services/documents/), in the
 * order their numbers were given, with the buyer as printed. A credit note's amounts are negative,
 * so the column sums are what was invoiced net of what was given back.
 */
export async function prepareDocumentsExport(ctx: AppContext, opts: { query: Query; language: LanguageCode }): Promise<PreparedExport> {
  const { query, language } = opts;
  const year = await seasonYearLabel(ctx, query.seasonId);
  const invoice = say(language, 'exports.invoice');
  const creditNote = say(language, 'exports.creditNote');
  const where = and(
    query.seasonId === undefined ? undefined : eq(entries.seasonId, query.seasonId),
    query.kind === undefined ? undefined : eq(invoices.kind, query.kind),
    dayRange(invoices.issuedAt, query.from, query.to),
  );
  async function* rows(): AsyncGenerator<CsvValue[]> {
    const pages = keysetPages((after) =>
      ctx.db
        .select({ d: invoices, orderNo: paymentOrders.orderNo, entryId: paymentOrders.entryId, year: seasons.year, credits: credited.number })
        .from(invoices)
        .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId))
        .innerJoin(entries, eq(entries.id, paymentOrders.entryId))
        .innerJoin(seasons, eq(seasons.id, entries.seasonId))
        .leftJoin(credited, eq(credited.id, invoices.creditsInvoiceId))
        .where(and(where, gt(invoices.id, after)))
        .orderBy(asc(invoices.id))
        .limit(EXPORT_PAGE)
        .then((list) => list.map((r) => ({ ...r, id: r.d.id }))),
    );
    for await (const page of pages) {
      for (const { d, orderNo, entryId, year: y, credits } of page) {
        const sign = d.kind === 'credit_note' ? -1 : 1;
        yield [
          d.kind === 'credit_note' ? creditNote : invoice, d.number, iso(d.issuedAt), iso(d.suppliedAt), orderNo, entryId, y,
          units(sign * d.netCents), units(sign * d.taxCents), units(sign * d.totalCents), d.currency, d.buyer.name, d.buyer.company,
          d.buyer.country, d.buyer.taxId, credits, iso(d.replacedAt),
        ];
      }
    }
  }
  return { kind: 'documents', fileName: `laurel-${year}-invoices.csv`, header: HEADER.map((k) => say(language, k)), rows: rows(), filter: filterOf(query) };
}
