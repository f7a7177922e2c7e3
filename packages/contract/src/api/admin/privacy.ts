import { z } from 'zod';
import { Id, QueryId, oneOf, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { BATCH_ZIP_TIMEOUT_MS } from '../../constants.ts';
import { FileResponse } from '../models/requests.ts';
import { defineCall } from '../define.ts';
import { PersonDetail } from './people.ts';

/*
 * Data protection in the console (docs/product.md#data-protection): everything held about one
 * person as one JSON document, their uploaded files as a zip, and their erasure — the account and
 * their entries' personal fields anonymised, invoices and payment records kept as the law
 * requires, their judging kept or dropped as the administrator chooses.
 */

/** The most audit rows about one person the export carries (newest first); `auditTruncated` says when there were more. */
export const PERSON_EXPORT_AUDIT_MAX = 10_000;

/** A row of the export: the stored columns as JSON, secrets (hashes, tokens, codes) left out. */
const Row = z.record(z.string(), z.unknown());

export const PersonExport = z.object({
  /** What this is, so a file found later says what it holds. */
  kind: z.literal('laurel.person-export'),
  exportedAt: z.string(),
  account: Row,
  /** When and from where the account was logged in; never a token. */
  sessions: z.array(Row),
  /** Each entry with its fields and its files' metadata (`files`). */
  entries: z.array(Row),
  /** Uploads not in any entry. */
  uploads: z.array(Row),
  trophyOrders: z.array(Row),
  orders: z.array(Row),
  refunds: z.array(Row),
  /** Invoices and credit notes of their orders, as issued. */
  invoices: z.array(Row),
  feeDecisions: z.array(Row),
  /** As a juror: reviews written, conflicts declared, assignments, categories covered. */
  reviews: z.array(Row),
  conflicts: z.array(Row),
  assignments: z.array(Row),
  juryCategories: z.array(Row),
  juryInvitations: z.array(Row),
  contactMessages: z.array(Row),
  /** Mails sent to their address: what, when, and whether it went; never a subject or body (a code). */
  mails: z.array(Row),
  audit: z.array(Row),
  auditTruncated: z.boolean(),
});
export type PersonExport = z.infer<typeof PersonExport>;

export const exportPerson = defineCall({
  method: 'GET',
  path: '/admin/people/export',
  summary: 'Everything held about one person as one JSON document (no password hash, token or code); audited',
  tag: 'admin',
  auth: 'staff:people',
  query: z.object({ id: QueryId }),
  response: PersonExport,
});

export const exportPersonFiles = defineCall({
  method: 'GET',
  path: '/admin/people/exportFiles',
  summary: "One person's uploaded files as a zip, streamed (a folder per entry, `uploads/` for the rest, `manifest.csv`); audited",
  tag: 'admin',
  auth: 'staff:people',
  query: z.object({ id: QueryId }),
  response: FileResponse,
  file: true,
  fileType: 'application/zip',
  timeoutMs: BATCH_ZIP_TIMEOUT_MS,
});

export const ERASE_JUDGING = ['keep', 'drop'] as const;
export type EraseJudging = (typeof ERASE_JUDGING)[number];

/**
 * `confirmEmail`: the person's e-mail address typed again (any case), so an erasure is never one
 * click on the wrong page. `judging`: `keep` leaves their reviews and conflicts (attributed to the
 * erased account), `drop` deletes them with their assignments and categories.
 */
export const ErasePersonRequest = z.object({
  userId: Id,
  judging: oneOf(ERASE_JUDGING),
  confirmEmail: storableString(m.type).trim().max(320, m.max(320)),
});
export type ErasePersonRequest = z.input<typeof ErasePersonRequest>;

export const erasePerson = defineCall({
  method: 'POST',
  path: '/admin/people/erase',
  summary: "Erase a person: account and entries' personal fields anonymised, sessions ended, invoices and payment records kept, judging kept or dropped; audited",
  tag: 'admin',
  auth: 'staff:people',
  body: ErasePersonRequest,
  response: PersonDetail,
});

export const privacyCalls = { exportPerson, exportPersonFiles, erasePerson } as const;
