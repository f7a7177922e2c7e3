import { z } from 'zod';
import {
  ApplyOrderId,
  EntryStatus,
  Flag,
  HttpUrl,
  Id,
  IdArray,
  intInRange,
  oneOf,
  optionalString,
  queryIntInRange,
  requiredString,
} from '../../fields.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { defineCall } from '../define.ts';
import {
  CODE_MAX,
  ENTRY_CREDITS_MAX,
  ENTRY_DESCRIPTION_MAX,
  ENTRY_IMAGES_MAX,
  ENTRY_STEPS,
  ENTRY_TITLE_MAX,
  WINNER_TEXT_MAX,
  YEAR_MAX,
  YEAR_MIN,
} from '../limits.ts';
import { EntryDetail, EntrySummary } from '../models/entry.ts';
import { CustomValuesInput } from '../models/entry-form.ts';
import { ApplyOrderRequest } from '../models/requests.ts';

/**
 * The entrant's entries (docs/product.md#apply-calls, docs/product.md#entrant-journey). Every call
 * acts on the caller's own entries only; another user's `apply_order_id` answers 404.
 */

/** Current-season lists may filter by status (e.g. drafts still to finish). */
export const EntryListRequest = PageQuery.extend({
  status: oneOf(EntryStatus.options).optional(),
});
export type EntryListRequest = z.input<typeof EntryListRequest>;

/**
 * History lists are the entrant's past seasons (docs/product.md#entries); `year` narrows to one.
 */
export const HistoryListRequest = PageQuery.extend({
  year: queryIntInRange(YEAR_MIN, YEAR_MAX).optional(),
});
export type HistoryListRequest = z.input<typeof HistoryListRequest>;

export const listEntries = defineCall({
  method: 'GET',
  path: '/apply/entryList',
  summary: "The caller's entries of the current season, newest first",
  tag: 'apply',
  auth: 'user',
  query: EntryListRequest,
  response: pageResult(EntrySummary),
});

export const listHistoryEntries = defineCall({
  method: 'GET',
  path: '/apply/historyEntryList',
  summary: "The caller's entries of past seasons",
  tag: 'apply',
  auth: 'user',
  query: HistoryListRequest,
  response: pageResult(EntrySummary),
});

export const listAwards = defineCall({
  method: 'GET',
  path: '/apply/awardList',
  summary: "The caller's awarded entries of the current season",
  tag: 'apply',
  auth: 'user',
  query: PageQuery,
  response: pageResult(EntrySummary),
});

export const listHistoryAwards = defineCall({
  method: 'GET',
  path: '/apply/historyAwardList',
  summary: "The caller's awarded entries of past seasons",
  tag: 'apply',
  auth: 'user',
  query: HistoryListRequest,
  response: pageResult(EntrySummary),
});

export const getEntryInfo = defineCall({
  method: 'GET',
  path: '/apply/info',
  summary: 'One of the caller’s entries in full',
  tag: 'apply',
  auth: 'user',
  query: ApplyOrderRequest,
  response: EntryDetail,
});

/**
 * The fields of `/steps`. A draft may be incomplete, so only the category is required to start;
 * submitting checks what the entry's form requires (docs/product.md#entry-form: by default title,
 * description, credits and at least one image) and answers 422 "This field is required" on each
 * one missing, custom fields by their key. Files are uploaded first and
 * referenced by id; `imageFileIds` is the order shown, the first is the cover.
 */
const entryFields = {
  categoryId: Id,
  title: optionalString(ENTRY_TITLE_MAX),
  description: optionalString(ENTRY_DESCRIPTION_MAX),
  credits: optionalString(ENTRY_CREDITS_MAX),
  /** null removes it. */
  videoUrl: HttpUrl.nullable().optional(),
  imageFileIds: IdArray(ENTRY_IMAGES_MAX, 0).optional(),
  /** null removes it. */
  pdfFileId: Id.nullable().optional(),
  invitationCode: optionalString(CODE_MAX),
  /** The step the entrant reached (index into ENTRY_STEPS), to resume there. */
  draftStep: intInRange(0, ENTRY_STEPS.length - 1).optional(),
  /** Values of the entry form's custom fields (docs/product.md#entry-form); a key sent null clears it. */
  customFields: CustomValuesInput.optional(),
};

export const CreateEntryRequest = z.object(entryFields);
export type CreateEntryRequest = z.input<typeof CreateEntryRequest>;

export const createEntry = defineCall({
  method: 'POST',
  path: '/apply/entry',
  summary: 'Start a draft entry (registration must be open)',
  tag: 'apply',
  auth: 'user',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  body: CreateEntryRequest,
  response: EntryDetail,
});

/**
 * Omitted fields stay as they are; `submit: true` moves the draft to `submitted`
 * (docs/product.md#entrant-journey).
 */
export const EditEntryRequest = z
  .object(entryFields)
  .partial()
  .extend({ apply_order_id: ApplyOrderId, submit: Flag.default(false) });
export type EditEntryRequest = z.input<typeof EditEntryRequest>;

export const editEntry = defineCall({
  method: 'POST',
  path: '/apply/edit',
  summary: 'Save a draft entry, optionally submitting it',
  tag: 'apply',
  auth: 'user',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  body: EditEntryRequest,
  response: EntryDetail,
});

/**
 * Winner info is what the public winner page shows (docs/product.md#entries); saving it confirms
 * it.
 */
export const EditWinningInfoRequest = z.object({
  apply_order_id: ApplyOrderId,
  credits: requiredString(WINNER_TEXT_MAX),
  text: optionalString(WINNER_TEXT_MAX),
});
export type EditWinningInfoRequest = z.input<typeof EditWinningInfoRequest>;

export const editWinningInfo = defineCall({
  method: 'POST',
  path: '/apply/winningInfoEdit',
  summary: "Confirm or change an awarded entry's public credits and text",
  tag: 'apply',
  auth: 'user',
  body: EditWinningInfoRequest,
  response: EntryDetail,
});

/**
 * Images may be replaced after submitting, until review starts (published rules,
 * docs/product.md#entrant-journey).
 */
export const EditEntryImagesRequest = z.object({
  apply_order_id: ApplyOrderId,
  imageFileIds: IdArray(ENTRY_IMAGES_MAX),
});
export type EditEntryImagesRequest = z.input<typeof EditEntryImagesRequest>;

export const editEntryImages = defineCall({
  method: 'POST',
  path: '/apply/editImage',
  summary: "Replace or reorder an entry's images",
  tag: 'apply',
  auth: 'user',
  body: EditEntryImagesRequest,
  response: EntryDetail,
});
