import {
  awardEntry,
  batchShowEntries,
  changeAdditionalTrophyFeeStatus,
  changeEntryFeeStatus,
  changeWinnerPackageFeeStatus,
  refundPayment,
  setEntryShow,
} from './decisions.ts';
import {
  applyAutoAssignment,
  assignSubJudge,
  batchDownloadEntryZip,
  downloadEntryZip,
  exportReviewsCsv,
  getCalibration,
  getEntrySubJudges,
  getJudgeEntryDetail,
  getReviewProgress,
  listJudgeEntries,
  listJudgeSecondLevelAwards,
  previewAssignment,
} from './entries.ts';
import { getSeasonResults, publishResults } from './results.ts';
import { getSiteNotices } from './site-notices.ts';

export * from './decisions.ts';
export * from './entries.ts';
export * from './results.ts';
export * from './site-notices.ts';

/** docs/product.md#judge-calls: the judge's (identity 1) calls. */
export const judgeCalls = {
  listJudgeEntries,
  getEntrySubJudges,
  downloadEntryZip,
  batchDownloadEntryZip,
  listJudgeSecondLevelAwards,
  changeEntryFeeStatus,
  changeWinnerPackageFeeStatus,
  changeAdditionalTrophyFeeStatus,
  awardEntry,
  setEntryShow,
  batchShowEntries,
  assignSubJudge,
  refundPayment,
  getJudgeEntryDetail,
  previewAssignment,
  applyAutoAssignment,
  getReviewProgress,
  getCalibration,
  exportReviewsCsv,
  getSiteNotices,
  getSeasonResults,
  publishResults,
};
