import { z } from 'zod';
import { IdCsv, QueryId, oneOf, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { defineCall } from '../define.ts';
import { EntryFilter } from '../models/entry-filter.ts';
import { FeeKind, PaymentProvider, PaymentStatus } from '../models/payment.ts';
import { FileResponse } from '../models/requests.ts';
import { ReviewLevel } from '../models/review.ts';
import { SearchPeopleQuery } from './people.ts';

/*
 * The console's exports (docs/product.md#exports): one download per kind, streamed as it is read
 * whatever the size, each with the filters of the list it comes from. A refusal (bad filter,
 * another role) is the JSON envelope before the first byte; once the file starts it is the file.
 * CSV only: no maintained library streams XLSX (docs/decisions/026-streamed-exports.md).
 */

export const EXPORT_FORMATS = ['csv'] as const;
export const EXPORT_KINDS = ['entries', 'payments', 'documents', 'reviews', 'people'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** An entries export of chosen rows (a bulk selection) names at most this many ids. */
export const EXPORT_IDS_MAX = 1000;
/**
 * A download's own client time-out: an export streams as long as the file takes (50,000 entries
 * are seconds here, a slow line longer), as the batch zip does.
 */
export const EXPORT_TIMEOUT_MS = 600_000;

const Format = { format: oneOf(EXPORT_FORMATS).default('csv') };

/** A calendar day, `YYYY-MM-DD` (UTC), that exists. */
export const ExportDay = storableString(m.type)
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.pattern())
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), m.pattern());

const DayRange = {
  /** From this day on (UTC), inclusive. */
  from: ExportDay.optional(),
  /** Up to and including this day (UTC). */
  to: ExportDay.optional(),
};
const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** Orders may also have been recorded by hand (`offline`, docs/product.md#payments-desk). */
export const ExportProvider = oneOf([...PaymentProvider.options, 'offline'] as const);

export const ExportEntriesQuery = EntryFilter.extend({
  ...Format,
  /** Only these entries of the season (a bulk selection), still within the filter. */
  ids: IdCsv(EXPORT_IDS_MAX).optional(),
});
export type ExportEntriesQuery = z.input<typeof ExportEntriesQuery>;

export const ExportPaymentsQuery = z
  .object({
    ...Format,
    seasonId: QueryId.optional(),
    provider: ExportProvider.optional(),
    status: oneOf(PaymentStatus.options).optional(),
    feeKind: oneOf(FeeKind.options).optional(),
    ...DayRange,
  })
  .refine(fromNotAfterTo, { error: m.pattern(), path: ['to'] });
export type ExportPaymentsQuery = z.input<typeof ExportPaymentsQuery>;

export const ExportDocumentsQuery = z
  .object({
    ...Format,
    seasonId: QueryId.optional(),
    kind: oneOf(['invoice', 'credit_note'] as const).optional(),
    ...DayRange,
  })
  .refine(fromNotAfterTo, { error: m.pattern(), path: ['to'] });
export type ExportDocumentsQuery = z.input<typeof ExportDocumentsQuery>;

export const ExportReviewsQuery = z.object({
  ...Format,
  seasonId: QueryId,
  level: oneOf(ReviewLevel.options).optional(),
});
export type ExportReviewsQuery = z.input<typeof ExportReviewsQuery>;

/** The people search's filters, every match rather than a page. */
export const ExportPeopleQuery = SearchPeopleQuery.omit({ page: true, pageSize: true }).extend(Format);
export type ExportPeopleQuery = z.input<typeof ExportPeopleQuery>;

const download = <Q extends z.ZodType>(kind: ExportKind, summary: string, auth: 'staff:people' | 'staff:money' | 'staff:read', query: Q) =>
  defineCall({
    method: 'GET',
    path: `/admin/exports/${kind}`,
    summary,
    tag: 'admin',
    auth,
    query,
    response: FileResponse,
    file: true,
    fileType: 'text/csv',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });

/** Entries carry entrants' names and addresses: personal data, so `people`. */
export const exportEntries = download(
  'entries',
  "A season's entries matching the entries table's filter (or chosen ids), with every custom field, as CSV",
  'staff:people',
  ExportEntriesQuery,
);
export const exportPayments = download('payments', 'Payment orders with their refunds (a row each), as CSV', 'staff:money', ExportPaymentsQuery);
export const exportDocuments = download('documents', 'Invoices and credit notes with numbers, dates, amounts and buyer, as CSV', 'staff:money', ExportDocumentsQuery);
/** Reviews name reviewers, never entrants: what any console role may read on the judging pages. */
export const exportReviews = download('reviews', "A season's reviews: raw scores per criterion and the entries' normalised averages, as CSV", 'staff:read', ExportReviewsQuery);
export const exportPeople = download('people', 'Accounts with identity, staff role, country and creation date, as CSV', 'staff:people', ExportPeopleQuery);

export const exportCalls = { exportEntries, exportPayments, exportDocuments, exportReviews, exportPeople } as const;
