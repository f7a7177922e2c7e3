import {
  createEntry,
  editEntry,
  editEntryImages,
  editWinningInfo,
  getEntryInfo,
  listAwards,
  listEntries,
  listHistoryAwards,
  listHistoryEntries,
} from './entries.ts';
import {
  checkOrderStatus,
  getAdditionalTrophyFeePaymentChannels,
  getApplyAwardClassification,
  getEntryFee,
  getEntryFeePaymentChannels,
  getRegistrationTime,
  getWinnerPackageFeePaymentChannels,
  orderMoreTrophies,
  payAdditionalTrophyFee,
  payEntryFee,
  payWinnerPackageFee,
} from './fees.ts';
import { getUploadLimits, uploadFile } from './upload.ts';

export * from './entries.ts';
export * from './fees.ts';
export * from './upload.ts';

/**
 * docs/product.md#apply-calls: the entrant's entries and fees; every call needs a logged-in user.
 */
export const applyCalls = {
  listEntries,
  listHistoryEntries,
  listAwards,
  listHistoryAwards,
  getEntryInfo,
  createEntry,
  editEntry,
  editWinningInfo,
  editEntryImages,
  orderMoreTrophies,
  getEntryFee,
  getEntryFeePaymentChannels,
  getWinnerPackageFeePaymentChannels,
  getAdditionalTrophyFeePaymentChannels,
  payEntryFee,
  payWinnerPackageFee,
  payAdditionalTrophyFee,
  checkOrderStatus,
  getApplyAwardClassification,
  getRegistrationTime,
  uploadFile,
  getUploadLimits,
};
