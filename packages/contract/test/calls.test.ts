import { describe, expect, it } from 'vitest';
import * as contract from '../src/index.ts';
import type { CallDef } from '../src/index.ts';
import { allCalls, callId as id } from './helpers.ts';

/** Every call of docs/product.md#calls, typed out: method and path below /api. */
const SPEC_CALLS = `
GET /index/banner
GET /index/other
GET /index/winnerList
GET /index/jury
GET /index/getGlobalAreaCode
GET /index/faqAndPrivacy
GET /index/category
GET /index/getAwardDate
GET /index/getAward
GET /index/awardClassification
GET /index/winnerInfo
GET /index/indexWinnerList
GET /index/rules
GET /index/mediaReport
GET /index/privacyPolicyAndFaqs
GET /index/contact
GET /index/about
GET /index/getInvitationCode
GET /index/getAgentCode
GET /index/getPhase
POST /index/submitContact
POST /user/login
POST /user/register
POST /user/resetPassword
POST /user/changePassword
POST /email/verifyCode
GET /user/getUserInfo
GET /apply/entryList
GET /apply/historyEntryList
GET /apply/awardList
GET /apply/historyAwardList
GET /apply/info
POST /apply/entry
POST /apply/edit
POST /apply/winningInfoEdit
POST /apply/editImage
POST /apply/orderMoreTrophies
POST /apply/getEntryFee
GET /apply/getEntryFeePaymentChannel
GET /apply/getWinnerPackageFeePaymentChannel
GET /apply/getAdditionalTrophyFeePaymentChannel
POST /apply/entryFeePayment
POST /apply/winnerPackageFeePayment
POST /apply/additionalTrophyFeePayment
GET /apply/checkOrderStatus
GET /apply/awardClassification
GET /apply/registrationTime
POST /wxpay/getEntryFeeQrcode
POST /wxpay/getAwardedQrcode
POST /wxpay/queryOrder
POST /transferEasy/queryOrder
POST /antom/queryOrder
GET /pdf/printEntryFeeInvoice
GET /pdf/printWinnerPackageFeeInvoice
GET /pdf/printCertPdf
GET /pdf/printAdditionalTrophyFeeInvoice
POST /pdf/createEntryFeeInvoice
GET /judge/judgeEntryList
GET /judge/getSubJudges
GET /judge/downloadZip
GET /judge/batchDownloadZip
GET /judge/secondLevelJudgeAwardList
POST /judge/changeEntryFeeStatus
POST /judge/changeWinnerPackageFeeStatus
POST /judge/changeAdditionalTrophyFeeStatus
POST /judge/award
POST /judge/isShow
POST /judge/batchShow
POST /judge/assignSubJudge
GET /subJudge/subJuryAwardList
POST /subJudge/award
GET /subjudges/subJuryAwardList
POST /subjudges/awarded
GET /subjudges/secondLevelJudgeAwardList
GET /subjudges/getInvitationCode
GET /subjudges/getAgentCode
GET /subjudges/getPhase
GET /subjudges/getSubJudges
`
  .trim()
  .split('\n')
  .map((line) => {
    const [method, path] = line.split(' ') as [string, string];
    return { method, path };
  });

/**
 * Calls the contract adds beyond docs/product.md#calls, on purpose: a new one must be listed here.
 */
// The upload calls are the ones `/steps` needs for its files; the profile form is the account
// page's (issue 4). Credit notes, refunds and certificate checks come with the payments (issue 12).
const EXTRA_CALLS = [
  'GET /health',
  'POST /user/logout',
  'POST /apply/upload',
  'GET /apply/uploadLimits',
  'POST /user/updateProfile',
  'GET /pdf/printCreditNote',
  // New billing details for an issued invoice: a credit note and a new invoice (issue 24).
  'POST /pdf/correctInvoice',
  // The invoice in force of any paid fee, which the correction form starts from (issue 24).
  'GET /pdf/getFeeInvoice',
  // The award's seal for the winner's own use, SVG and PNG, under the certificate's rule (issue 24).
  'GET /pdf/downloadAwardSealSvg',
  'GET /pdf/downloadAwardSealPng',
  'POST /judge/refundPayment',
  'GET /index/verifyCertificate',
  // The jury's work beyond the spec's calls (issue 13): the judge's entry view, the automatic
  // assignment's preview and apply, progress, calibration, the CSV export, conflicts and criteria.
  'GET /judge/entryDetail',
  'GET /judge/assignmentPlan',
  'POST /judge/autoAssign',
  'GET /judge/reviewProgress',
  'GET /judge/calibration',
  'GET /judge/exportCsv',
  'POST /subJudge/declareConflict',
  'GET /subjudges/reviewCriteria',
  // What the settings leave undone, shown to the judge (docs/product.md#site-notices).
  'GET /judge/siteNotices',
  // The results embargo: a season's results date, and publishing before it (issue 25).
  'GET /judge/seasonResults',
  'POST /judge/publishResults',
  // A jury invitation's public page: the look-up by the mailed link and accepting it (issue 28).
  'GET /user/juryInvitation',
  'POST /user/acceptJuryInvitation',
  // The organisers' console (issue 27, docs/product.md#console-calls): every call under /admin.
  ...Object.values(contract.calls.admin).map((c) => `${c.method} ${c.path}`),
];

const all = allCalls();

describe('the call list (docs/product.md#calls)', () => {
  it('types out all 78 calls of docs/product.md#calls, none twice', () => {
    expect(SPEC_CALLS).toHaveLength(78);
    expect(new Set(SPEC_CALLS.map(id)).size).toBe(78);
  });

  it.each(SPEC_CALLS)('defines $method $path exactly once, with that method', (spec) => {
    const samePath = all.filter((c) => c.call.path === spec.path);
    expect(samePath.map((c) => c.call.method)).toEqual([spec.method]);
  });

  it('defines nothing beyond docs/product.md#calls but the listed extras', () => {
    const known = new Set([...SPEC_CALLS.map(id), ...EXTRA_CALLS]);
    expect(all.map((c) => id(c.call)).filter((k) => !known.has(k))).toEqual([]);
    expect(all).toHaveLength(SPEC_CALLS.length + EXTRA_CALLS.length);
  });

  it('has no two calls with the same method and path', () => {
    const ids = all.map((c) => id(c.call));
    expect(ids.filter((k, i) => ids.indexOf(k) !== i)).toEqual([]);
  });

  it('writes every path below /api, starting with a slash', () => {
    for (const { call } of all) {
      expect(call.path).toMatch(/^\//);
      expect(call.path.startsWith('/api')).toBe(false);
    }
  });

  it('registers every call the package exports in `calls`', () => {
    const registered = new Set(all.map((c) => c.call));
    const exported = Object.entries(contract).filter(
      ([, v]) =>
        typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v,
    );
    expect(exported.length).toBeGreaterThanOrEqual(all.length);
    expect(exported.filter(([, v]) => !registered.has(v as CallDef)).map(([k]) => k)).toEqual([]);
  });

  it('uses the export name of each call as its key in `calls`', () => {
    const exports = contract as unknown as Record<string, unknown>;
    for (const { key, call } of all) expect(exports[key]).toBe(call);
  });
});
