import { z } from 'zod';
import { EntryStatus, FeeStatus, QueryId, oneOf } from '../../fields.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { ENTRY_FLAGS, EntryFilter } from '../models/entry-filter.ts';
import { EntryImage, EntryPdf } from '../models/entry.ts';
import { JuryField } from '../models/entry-form.ts';
import { defineCall } from '../define.ts';

/*
 * The console's entries (docs/product.md#console-entries): every entry of a season in a
 * server-paged table filtered by the shared `EntryFilter`, and one entry with everything about it
 * and its history (the audit rows naming it).
 */

/** How the table is ordered; each has its index over a season's entries (migration 0021). */
export const ENTRY_SORTS = ['newest', 'oldest', 'submitted', 'title', 'category'] as const;
export type EntrySort = (typeof ENTRY_SORTS)[number];

export const ListAdminEntriesQuery = EntryFilter.extend(PageQuery.shape).extend({
  sort: oneOf(ENTRY_SORTS).default('newest'),
});
export type ListAdminEntriesQuery = z.input<typeof ListAdminEntriesQuery>;

const Names = { id: z.number().int(), name: z.string(), nameZh: z.string() };

export const AdminEntryRow = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.object(Names).nullable(),
  entrant: z.object({ id: z.number().int(), name: z.string(), email: z.string(), company: z.string().nullable(), country: z.string().nullable() }),
  status: EntryStatus,
  entryFeeStatus: FeeStatus,
  winnerPackageFeeStatus: FeeStatus,
  additionalTrophyFeeStatus: FeeStatus,
  award: z.object({ ...Names, rank: z.number().int() }).nullable(),
  isShow: z.boolean(),
  /** Of `excessPayment`, `conflict`, `unassigned`, `purged`: what needs a look. */
  flags: z.array(z.enum(ENTRY_FLAGS)),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminEntryRow = z.infer<typeof AdminEntryRow>;

export const listAdminEntries = defineCall({
  method: 'GET',
  path: '/admin/entries',
  summary: "A season's entries filtered by category, status, fee statuses, country, award, a flag or a text; sorted and paged on the server",
  tag: 'admin',
  auth: 'staff:read',
  query: ListAdminEntriesQuery,
  // `total` stops at ENTRIES_COUNT_CAP; `more` says that more entries than that match.
  response: pageResult(AdminEntryRow).extend({ more: z.boolean() }),
});

export const AdminEntryRefund = z.object({
  refundNo: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const AdminEntryOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  provider: z.string(),
  providerReference: z.string().nullable(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  note: z.string().nullable(),
  /** Money that arrived for a fee already settled, waiting to go back. */
  excess: z.boolean(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  refunds: z.array(AdminEntryRefund),
});

export const AdminFeeDecision = z.object({
  kind: z.enum(['waive', 'paid_offline', 'reopen']),
  reason: z.string(),
  reference: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});

export const AdminEntryFee = z.object({
  kind: z.enum(['entry', 'winnerPackage', 'additionalTrophy']),
  status: FeeStatus,
  orders: z.array(AdminEntryOrder),
  decisions: z.array(AdminFeeDecision),
});

export const AdminEntryReviewer = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** One audit row of the entry, its changes field by field. */
export const EntryHistoryItem = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** Each field whose value differs between before and after (or the whole value, when it is not an object). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type EntryHistoryItem = z.infer<typeof EntryHistoryItem>;

/** The newest history rows the entry's page shows; the audit log page has the rest. */
export const ENTRY_HISTORY_MAX = 200;

export const AdminEntryDetail = AdminEntryRow.extend({
  seasonId: z.number().int(),
  seasonYear: z.number().int(),
  description: z.string(),
  credits: z.string(),
  videoUrl: z.string().nullable(),
  invitationCode: z.string().nullable(),
  entrant: AdminEntryRow.shape.entrant.extend({ phone: z.string().nullable(), areaCode: z.string().nullable() }),
  /** Every custom field of the entry's form with a value, shown to the jury or not. */
  fields: z.array(JuryField.extend({ showToJury: z.boolean() })),
  images: z.array(EntryImage),
  pdf: EntryPdf.nullable(),
  fees: z.array(AdminEntryFee),
  subJudges: z.array(AdminEntryReviewer.extend({ assignedAt: z.string() })),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      reviewer: AdminEntryReviewer,
      level: z.enum(['first', 'second']),
      status: z.enum(['draft', 'submitted']),
      /** Hundredths of a point. */
      total: z.number().int().nullable(),
      award: z.object(Names).nullable(),
      submittedAt: z.string().nullable(),
    }),
  ),
  conflicts: z.array(z.object({ reviewer: AdminEntryReviewer, reason: z.string(), createdAt: z.string() })),
  personalDataPurgedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Newest first, at most ENTRY_HISTORY_MAX; `historyTotal` counts them all. */
  history: z.array(EntryHistoryItem),
  historyTotal: z.number().int(),
});
export type AdminEntryDetail = z.infer<typeof AdminEntryDetail>;

export const getAdminEntry = defineCall({
  method: 'GET',
  path: '/admin/entries/get',
  summary: 'One entry for the console: entrant, fields, files, fees with orders, refunds and decisions, jury, conflicts, award, and its history',
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ id: QueryId }),
  response: AdminEntryDetail,
});

export const adminEntryCalls = { listAdminEntries, getAdminEntry } as const;
