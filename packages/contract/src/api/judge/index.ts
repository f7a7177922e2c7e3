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

export * from './decisions.ts';
export * from './entries.ts';

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
};
