import { z } from 'zod';
import { Id, IdArray, QueryId, oneOf, requiredString, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { EntryFilter } from '../models/entry-filter.ts';
import { defineCall } from '../define.ts';

/*
 * Bulk actions over a season's entries (docs/product.md#bulk-actions): a selection — the entries
 * table's filter or the ids ticked in it — and an action are first previewed (how many entries,
 * which, how many the action would change, leave as they are or refuse and why), then started
 * with the preview's proof, and followed as a job until it ends.
 */

/** The most ids a selection may name one by one (a bigger set is a filter). */
export const BULK_IDS_MAX = 1000;
/** A selection of more entries than this runs as an `entries.bulk` job; smaller ones in the request. */
export const BULK_INLINE_MAX = 200;
/** The ids of entries the action would refuse, per reason, that a preview names. */
export const BULK_REFUSED_IDS_MAX = 50;
/** The titles a preview shows of what it will act on. */
export const BULK_SAMPLE_MAX = 10;
/** The failures a job keeps with their reasons (the count is always whole). */
export const BULK_FAILURES_MAX = 500;
export const BULK_REASON_MAX = 500;
export const BULK_SUBJECT_MAX = 200;
export const BULK_BODY_MAX = 10_000;
/** Sub-judges one bulk assignment adds or removes at once. */
export const BULK_SUB_JUDGES_MAX = 20;

export const BULK_KINDS = ['status', 'assign', 'unassign', 'fee', 'message', 'show'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];
/** The staff permission each action needs, on the server (the preview only `read`). */
export const BULK_PERMISSION = { status: 'settings', assign: 'settings', unassign: 'settings', show: 'settings', fee: 'money', message: 'people' } as const;

/**
 * Which entries: the entries table's filter (its `seasonId` is the season), or ids of one season.
 * Exactly one of the two.
 */
export const BulkSelection = z.union([
  z.object({ filter: EntryFilter }).strict(),
  z.object({ seasonId: Id, ids: IdArray(BULK_IDS_MAX) }).strict(),
], { error: m.type() });
export type BulkSelection = z.input<typeof BulkSelection>;

const Reason = requiredString(BULK_REASON_MAX);
/** A text in both languages: each entrant gets theirs. */
const Bilingual = (max: number) => z.object({ en: requiredString(max), 'zh-CN': requiredString(max) });

/** The action and what it sets. */
export const BulkAction = z.discriminatedUnion(
  'kind',
  [
    /** A move of the fee ledger (awarded needs the level); anything else it allows is refused per entry. */
    z.object({ kind: z.literal('status'), to: oneOf(['in_review', 'awarded', 'not_awarded'] as const), awardLevelId: Id.optional() }),
    /** Adds these sub-judges to each entry (those already on it stay). */
    z.object({ kind: z.literal('assign'), subJudgeIds: IdArray(BULK_SUB_JUDGES_MAX) }),
    /** Takes these sub-judges off each entry. */
    z.object({ kind: z.literal('unassign'), subJudgeIds: IdArray(BULK_SUB_JUDGES_MAX) }),
    /** A decision of the fee ledger about each entry's fee, with the reason the audit log keeps. */
    z.object({
      kind: z.literal('fee'),
      feeKind: oneOf(['entry', 'winnerPackage'] as const),
      decision: oneOf(['waive', 'paid_offline', 'reopen'] as const),
      reason: Reason,
    }),
    /** One mail to each entrant of the selection, in their language; `{{entrant.name}}` and `{{site.name}}` are filled in. */
    z.object({ kind: z.literal('message'), subject: Bilingual(BULK_SUBJECT_MAX), body: Bilingual(BULK_BODY_MAX) }),
    z.object({ kind: z.literal('show'), show: z.boolean({ error: m.type() }) }),
  ],
  { error: m.type() },
);
export type BulkAction = z.input<typeof BulkAction>;

export const BulkPreviewRequest = z.object({ selection: BulkSelection, action: BulkAction });
export type BulkPreviewRequest = z.input<typeof BulkPreviewRequest>;

export const BulkPreview = z.object({
  seasonId: z.number().int(),
  total: z.number().int(),
  /** Every entry the selection holds, in id order: the set a start acts on. */
  ids: z.array(z.number().int()),
  /** Proof of this set and action, which the start repeats. */
  hash: z.string(),
  /** Entries the action would change. */
  change: z.number().int(),
  /** Entries already as the action would leave them. */
  same: z.number().int(),
  /** Entries it would refuse, by reason (a refusal code), with the first of their ids. */
  refused: z.array(z.object({ code: z.string(), count: z.number().int(), ids: z.array(z.number().int()) })),
  sample: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** More entries than this runs as a job, followed on its page. */
  inlineMax: z.number().int(),
});
export type BulkPreview = z.infer<typeof BulkPreview>;

export const previewBulk = defineCall({
  method: 'POST',
  path: '/admin/bulk/preview',
  summary: 'Preview a bulk action: the entries the selection holds, and how many the action would change, leave or refuse, by reason',
  tag: 'admin',
  auth: 'staff:read',
  body: BulkPreviewRequest,
  response: BulkPreview,
});

export const BulkStartRequest = BulkPreviewRequest.extend({
  /** The preview's `hash`: a selection that changed since is refused (409). */
  hash: requiredString(128),
  /** Made once per confirmation by the client: the same start sent again is the same job. */
  key: storableString().trim().regex(/^[A-Za-z0-9_-]{8,64}$/, m.pattern()),
});
export type BulkStartRequest = z.input<typeof BulkStartRequest>;

export const BulkJobStatus = z.enum(['queued', 'running', 'done', 'failed']);

export const BulkJobSummary = z.object({
  id: z.number().int(),
  kind: z.enum(BULK_KINDS),
  seasonId: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: BulkJobStatus,
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkJobSummary = z.infer<typeof BulkJobSummary>;

export const BulkJob = BulkJobSummary.extend({
  /** The action as started (a message's subject and body included). */
  params: z.record(z.string(), z.unknown()),
  startedAt: z.string().nullable(),
  /** Entries it could not change and why (a refusal code), up to BULK_FAILURES_MAX. */
  failures: z.array(z.object({ entryId: z.number().int(), code: z.string() })),
});
export type BulkJob = z.infer<typeof BulkJob>;

export const startBulk = defineCall({
  method: 'POST',
  path: '/admin/bulk/start',
  summary: 'Start a previewed bulk action: small ones finish in the request, bigger ones run as a job (idempotent by `key`)',
  tag: 'admin',
  // The action's own permission (BULK_PERMISSION) is checked by the server before anything runs.
  auth: 'staff:read',
  body: BulkStartRequest,
  response: BulkJob,
});

export const listBulkJobs = defineCall({
  method: 'GET',
  path: '/admin/bulk',
  summary: 'Bulk actions, newest first, with who started them and their progress (paged)',
  tag: 'admin',
  auth: 'staff:read',
  query: PageQuery,
  response: pageResult(BulkJobSummary),
});

export const getBulkJob = defineCall({
  method: 'GET',
  path: '/admin/bulk/get',
  summary: 'One bulk action: its progress, what it set, who started it and when, and the entries it could not change with why',
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ id: QueryId }),
  response: BulkJob,
});

export const bulkCalls = { previewBulk, startBulk, listBulkJobs, getBulkJob } as const;
