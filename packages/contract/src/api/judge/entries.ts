import { z } from 'zod';
import { BATCH_ZIP_TIMEOUT_MS } from '../../constants.ts';
import {
  ApplyOrderId,
  EntryStatus,
  intInRange,
  FeeStatus,
  IdArray,
  IdCsv,
  QueryFlag,
  QueryId,
  oneOf,
  optionalString,
  queryIntInRange,
  requiredString,
  Id,
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
import {
  AssignmentPlan,
  Calibration,
  JudgeEntryDetail,
  JudgeEntryItem,
  JudgeSecondLevelItem,
  JuryProgress,
  ReviewLevel,
  ReviewProgress,
  SubJudgeOnEntry,
} from '../models/review.ts';

/**
 * The judge's view of the entries (docs/product.md#judge-calls, docs/product.md#jury-journey): the
 * table, sub-judge assignment and zip downloads. Only the judge (identity 1) may call them.
 */

/**
 * Without `year`, the current season. `sort`: `newest` first, `score` by first-level average
 * (highest first), `normalised` by the calibrated average (docs/product.md#calibration), `title`.
 * `progress` filters on the first level: no sub-judge yet, assigned with no review, some, all.
 */
export const JudgeEntryListRequest = PageQuery.extend({
  year: queryIntInRange(YEAR_MIN, YEAR_MAX).optional(),
  categoryId: QueryId.optional(),
  status: oneOf(EntryStatus.options).optional(),
  awardLevelId: QueryId.optional(),
  entryFeeStatus: oneOf(FeeStatus.options).optional(),
  winnerPackageFeeStatus: oneOf(FeeStatus.options).optional(),
  additionalTrophyFeeStatus: oneOf(FeeStatus.options).optional(),
  isShow: QueryFlag.optional(),
  progress: oneOf(ReviewProgress.options).optional(),
  /** Matches the entry number, title, entrant name, email or company. */
  keyword: optionalString(KEYWORD_MAX),
  sort: oneOf(['newest', 'score', 'normalised', 'title']).default('newest'),
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

/**
 * The zips are for every jury member (auth `jury`): judges get any entry of their table;
 * sub-judges only their assigned entries and second-level judges the second level's, both as
 * blind as the API (docs/product.md#zip-downloads).
 */
export const downloadEntryZip = defineCall({
  method: 'GET',
  path: '/judge/downloadZip',
  summary: "One entry's texts, images and PDF as a zip",
  tag: 'judge',
  auth: 'jury',
  query: ApplyOrderRequest,
  response: FileResponse,
  file: true,
  fileType: 'application/zip',
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
  auth: 'jury',
  query: BatchDownloadZipRequest,
  response: FileResponse,
  file: true,
  fileType: 'application/zip',
  timeoutMs: BATCH_ZIP_TIMEOUT_MS,
});

export const getJudgeEntryDetail = defineCall({
  method: 'GET',
  path: '/judge/entryDetail',
  summary: 'One entry in full with every review, who wrote it and whether it counts',
  tag: 'judge',
  auth: 'judge',
  query: ApplyOrderRequest,
  response: JudgeEntryDetail,
});

/**
 * The automatic assignment (docs/product.md#assignment): every entry of the season that reached
 * the jury (or of one category) gets `perEntry` sub-judges, loads balanced, categories and
 * conflicts respected. The plan is the same for the same data, so the preview is what is applied.
 */
export const AssignmentPlanRequest = z.object({
  perEntry: queryIntInRange(1, SUB_JUDGES_PER_ENTRY_MAX),
  categoryId: QueryId.optional(),
});
export type AssignmentPlanRequest = z.input<typeof AssignmentPlanRequest>;

export const previewAssignment = defineCall({
  method: 'GET',
  path: '/judge/assignmentPlan',
  summary: 'Preview the automatic assignment of sub-judges',
  tag: 'judge',
  auth: 'judge',
  query: AssignmentPlanRequest,
  response: AssignmentPlan,
});

export const AutoAssignRequest = z.object({
  perEntry: intInRange(1, SUB_JUDGES_PER_ENTRY_MAX),
  categoryId: Id.optional(),
  /** The previewed plan's id: a 409 if the entries or the panel changed since. */
  planId: requiredString(64),
});
export type AutoAssignRequest = z.input<typeof AutoAssignRequest>;

export const applyAutoAssignment = defineCall({
  method: 'POST',
  path: '/judge/autoAssign',
  summary: 'Apply the previewed automatic assignment',
  tag: 'judge',
  auth: 'judge',
  body: AutoAssignRequest,
  response: AssignmentPlan,
});

export const SeasonRequest = z.object({ year: queryIntInRange(YEAR_MIN, YEAR_MAX).optional() });
export type SeasonRequest = z.input<typeof SeasonRequest>;

export const getReviewProgress = defineCall({
  method: 'GET',
  path: '/judge/reviewProgress',
  summary: 'First-level progress per sub-judge and per category',
  tag: 'judge',
  auth: 'judge',
  query: SeasonRequest,
  response: JuryProgress,
});

export const CalibrationRequest = SeasonRequest.extend({
  level: oneOf(ReviewLevel.options).default('first'),
});
export type CalibrationRequest = z.input<typeof CalibrationRequest>;

export const getCalibration = defineCall({
  method: 'GET',
  path: '/judge/calibration',
  summary: "Each reviewer's scoring against the panel's, frozen when winners are published",
  tag: 'judge',
  auth: 'judge',
  query: CalibrationRequest,
  response: Calibration,
});

/** The same filters as the table; every matching entry, one row each with its reviews. */
export const exportReviewsCsv = defineCall({
  method: 'GET',
  path: '/judge/exportCsv',
  summary: 'Entries with their reviews and scores as CSV',
  tag: 'judge',
  auth: 'judge',
  query: JudgeEntryListRequest.omit({ page: true, pageSize: true }),
  response: FileResponse,
  file: true,
  fileType: 'text/csv',
});
