import {
  getAgentCode,
  getAward,
  getAwardClassification,
  getAwardDate,
  getCategories,
  getGlobalAreaCodes,
  getInvitationCode,
  getPhase,
} from './competition.ts';
import {
  getAbout,
  getBanners,
  getContact,
  getFaqAndPrivacy,
  getJury,
  getOtherContent,
  getPrivacyPolicyAndFaqs,
  getRules,
  listMediaReports,
  submitContact,
} from './content.ts';
import { getWinnerInfo, listIndexWinners, listWinners, verifyCertificate } from './winners.ts';

export * from './competition.ts';
export * from './content.ts';
export * from './winners.ts';

/** docs/product.md#public-calls: every GET /index/... call and POST /index/submitContact. */
export const publicCalls = {
  getBanners,
  getOtherContent,
  listWinners,
  getJury,
  getGlobalAreaCodes,
  getFaqAndPrivacy,
  getCategories,
  getAwardDate,
  getAward,
  getAwardClassification,
  getWinnerInfo,
  listIndexWinners,
  getRules,
  listMediaReports,
  getPrivacyPolicyAndFaqs,
  getContact,
  getAbout,
  getInvitationCode,
  getAgentCode,
  getPhase,
  submitContact,
  verifyCertificate,
};
