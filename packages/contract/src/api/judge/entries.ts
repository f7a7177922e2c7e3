import { z } from 'zod';
import { BATCH_ZIP_TIMEOUT_MS } from '../../constants.ts';
import {
  ApplyOrderId,
  EntryStatus,
  FeeStatus,
  IdArray,
  IdCsv,
  QueryFlag,
  QueryId,
  oneOf,
  optionalString,
  queryIntInRange,
} from '../../fields.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { defineCall } from '../define.ts';
import {
  BATCH_ZIP_MAX,
  KEYWORD_MAX,
  SUB_JUDGES_PER_ENTRY_MAX,
  YEAR_MAX,
  YEAR_MIN,
} from '../limits.ts';
import { ApplyOrderRequest, FileResponse } from '../models/requests.ts';
import { JudgeEntryItem, JudgeSecondLevelItem, SubJudgeOnEntry } from '../models/review.ts';

/**
 * The judge's view of the entries (docs/product.md#judge-calls, docs/product.md#jury-journey): the
 * table, sub-judge assignment and zip downloads. Only the judge (identity 1) may call them.
 */

/** Without `year`, the current season. `sort: score` orders by first-level average score. */
export const JudgeEntryListRequest = PageQuery.extend({
  year: queryIntInRange(YEAR_MIN, YEAR_MAX).optional(),
  categoryId: QueryId.optional(),
  status: oneOf(EntryStatus.options).optional(),
  awardLevelId: QueryId.optional(),
  entryFeeStatus: oneOf(FeeStatus.options).optional(),
  winnerPackageFeeStatus: oneOf(FeeStatus.options).optional(),
  additionalTrophyFeeStatus: oneOf(FeeStatus.options).optional(),
  isShow: QueryFlag.optional(),
  /** Matches title, entrant name, email or company. */
  keyword: optionalString(KEYWORD_MAX),
  sort: oneOf(['newest', 'score']).default('newest'),
});
export type JudgeEntryListRequest = z.input<typeof JudgeEntryListRequest>;

export const listJudgeEntries = defineCall({
  method: 'GET',
  path: '/judge/judgeEntryList',
  summary: 'Every entry with entrant, fee statuses, reviews and award',
  tag: 'judge',
  auth: 'judge',
  query: JudgeEntryListRequest,
  response: pageResult(JudgeEntryItem),
});

/**
 * The judge's overview of the second round: each entry with every second-level proposal and
 * who made it, to set the final award. Auth `judge`: docs/product.md#roles-and-identities lists it
 * in the judge's group; the second-level judges' own worklist is
 * `/subjudges/secondLevelJudgeAwardList`.
 */
export const JudgeSecondLevelListRequest = PageQuery.extend({
  year: queryIntInRange(YEAR_MIN, YEAR_MAX).optional(),
  categoryId: QueryId.optional(),
});
export type JudgeSecondLevelListRequest = z.input<typeof JudgeSecondLevelListRequest>;

export const listJudgeSecondLevelAwards = defineCall({
  method: 'GET',
  path: '/judge/secondLevelJudgeAwardList',
  summary: 'Second-level proposals per entry, for the final award',
  tag: 'judge',
  auth: 'judge',
  query: JudgeSecondLevelListRequest,
  response: pageResult(JudgeSecondLevelItem),
});

export const getEntrySubJudges = defineCall({
  method: 'GET',
  path: '/judge/getSubJudges',
  summary: 'Every sub-judge, whether assigned to the entry, and their review',
  tag: 'judge',
  auth: 'judge',
  query: ApplyOrderRequest,
  response: z.array(SubJudgeOnEntry),
});

/**
 * Sets who reviews an entry: the list replaces the current assignment, so one call assigns and
 * unassigns (an empty list clears it). Sub-judges never get their own entries
 * (docs/product.md#reviews).
 */
export const AssignSubJudgeRequest = z.object({
  apply_order_id: ApplyOrderId,
  subJudgeIds: IdArray(SUB_JUDGES_PER_ENTRY_MAX, 0),
});
export type AssignSubJudgeRequest = z.input<typeof AssignSubJudgeRequest>;

export const assignSubJudge = defineCall({
  method: 'POST',
  path: '/judge/assignSubJudge',
  summary: "Set an entry's sub-judges",
  tag: 'judge',
  auth: 'judge',
  body: AssignSubJudgeRequest,
  response: z.array(SubJudgeOnEntry),
});

export const downloadEntryZip = defineCall({
  method: 'GET',
  path: '/judge/downloadZip',
  summary: "One entry's texts, images and PDF as a zip",
  tag: 'judge',
  auth: 'judge',
  query: ApplyOrderRequest,
  response: FileResponse,
  file: true,
});

/**
 * Ids as `1,2,3`; streamed, and the client waits up to 600 000 ms (docs/product.md#calls,
 * docs/product.md#constants).
 */
export const BatchDownloadZipRequest = z.object({ apply_order_ids: IdCsv(BATCH_ZIP_MAX) });
export type BatchDownloadZipRequest = z.input<typeof BatchDownloadZipRequest>;

export const batchDownloadEntryZip = defineCall({
  method: 'GET',
  path: '/judge/batchDownloadZip',
  summary: 'Several entries as one zip, a folder each',
  tag: 'judge',
  auth: 'judge',
  query: BatchDownloadZipRequest,
  response: FileResponse,
  file: true,
  timeoutMs: BATCH_ZIP_TIMEOUT_MS,
});
