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
  assignSubJudge,
  batchDownloadEntryZip,
  downloadEntryZip,
  getEntrySubJudges,
  listJudgeEntries,
  listJudgeSecondLevelAwards,
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
};
