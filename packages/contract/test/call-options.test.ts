import { describe, expect, it } from 'vitest';
import { EXPORT_KINDS } from '../src/index.ts';
import { z } from 'zod';
import { allCalls, callId as id } from './helpers.ts';

/**
 * Options of individual calls (docs/product.md#roles-and-identities, docs/product.md#calls,
 * docs/product.md#constants) and the schemas' fitness for the OpenAPI docs.
 */
const all = allCalls();

describe('call options', () => {
  const byId = new Map(all.map((c) => [id(c.call), c.call]));
  const get = (k: string) => byId.get(k)!;

  it('answers files for the print and zip downloads, the award seal, the review export, the payments desk\'s documents, a person\'s files and the console exports only, all GET', () => {
    const files = all.filter((c) => c.call.file).map((c) => id(c.call));
    expect(files.sort()).toEqual(
      [
        'GET /admin/payments/document',
        'GET /admin/people/exportFiles',
        'GET /judge/batchDownloadZip',
        'GET /judge/downloadZip',
        'GET /judge/exportCsv',
        'GET /pdf/printAdditionalTrophyFeeInvoice',
        'GET /pdf/printCertPdf',
        'GET /pdf/printCreditNote',
        'GET /pdf/printEntryFeeInvoice',
        'GET /pdf/printWinnerPackageFeeInvoice',
        'GET /pdf/downloadAwardSealSvg',
        'GET /pdf/downloadAwardSealPng',
        'GET /admin/exports/entries',
        'GET /admin/exports/payments',
        'GET /admin/exports/documents',
        'GET /admin/exports/reviews',
        'GET /admin/exports/people',
      ].sort(),
    );
  });

  it('gives only the batch zip, a person’s files and the console exports their own 600 000 ms time-out (docs/product.md#calls, docs/product.md#constants)', () => {
    expect(get('GET /judge/batchDownloadZip').timeoutMs).toBe(600_000);
    const own = all.filter((c) => c.call.timeoutMs !== undefined);
    expect(own.map((c) => id(c.call)).sort()).toEqual(['GET /judge/batchDownloadZip', 'GET /admin/people/exportFiles', ...EXPORT_KINDS.map((k) => `GET /admin/exports/${k}`)].sort());
    for (const c of own) expect(c.call.timeoutMs, id(c.call)).toBe(600_000);
  });

  it('sends a body only with POST and a query only with GET', () => {
    for (const { call } of all) {
      if (call.method === 'GET') expect(call.body, id(call)).toBeUndefined();
      else expect(call.query, id(call)).toBeUndefined();
    }
  });

  it('names the entry `apply_order_id` wherever docs/product.md#calls passes it', () => {
    const withId = [
      'GET /index/winnerInfo',
      'GET /apply/info',
      'POST /apply/getEntryFee',
      'POST /wxpay/getEntryFeeQrcode',
      'POST /wxpay/getAwardedQrcode',
      'GET /pdf/printEntryFeeInvoice',
      'GET /pdf/printWinnerPackageFeeInvoice',
      'GET /pdf/printCertPdf',
      'GET /pdf/printAdditionalTrophyFeeInvoice',
      'POST /pdf/createEntryFeeInvoice',
      'GET /judge/getSubJudges',
      'GET /judge/downloadZip',
      'GET /subjudges/getSubJudges',
    ];
    for (const k of withId) {
      const c = get(k);
      const input = (c.query ?? c.body) as z.ZodType;
      const r = input.safeParse({});
      expect(r.success, k).toBe(false);
      expect(
        r.error!.issues.some((i) => i.path[0] === 'apply_order_id'),
        k,
      ).toBe(true);
    }
  });

  it('names the payment order `order_no` in the order queries', () => {
    for (const k of [
      'POST /wxpay/queryOrder',
      'POST /transferEasy/queryOrder',
      'POST /antom/queryOrder',
      'GET /apply/checkOrderStatus',
    ]) {
      const c = get(k);
      const input = (c.query ?? c.body) as z.ZodType;
      expect(input.safeParse({ order_no: 'LA2026000001' }).success, k).toBe(true);
      expect(input.safeParse({}).success, k).toBe(false);
    }
  });

  it('pages the calls docs/product.md#calls marks paged: page 1 and 20 by default, a page result back', () => {
    const paged = [
      'GET /index/winnerList',
      'GET /index/indexWinnerList',
      'GET /index/mediaReport',
      'GET /apply/entryList',
      'GET /apply/historyEntryList',
      'GET /apply/awardList',
      'GET /apply/historyAwardList',
      'GET /judge/judgeEntryList',
      'GET /judge/secondLevelJudgeAwardList',
      'GET /subJudge/subJuryAwardList',
      'GET /subjudges/subJuryAwardList',
      'GET /subjudges/secondLevelJudgeAwardList',
    ];
    for (const k of paged) {
      const c = get(k);
      expect((c.query as z.ZodType).parse({}), k).toMatchObject({ page: 1, pageSize: 20 });
      expect(c.response.safeParse({ list: [], total: 0, page: 1, pageSize: 20 }).success, k).toBe(
        true,
      );
      expect(c.response.safeParse([]).success, k).toBe(false);
    }
  });

  it('converts every schema to JSON Schema for the OpenAPI docs', () => {
    for (const { call } of all) {
      if (call.query)
        expect(() => z.toJSONSchema(call.query!, { io: 'input' }), id(call)).not.toThrow();
      if (call.body)
        expect(() => z.toJSONSchema(call.body!, { io: 'input' }), id(call)).not.toThrow();
      // A response is serialised from the schema's output: a transform there could not be.
      if (!call.file) {
        expect(() => z.toJSONSchema(call.response, { io: 'output' }), id(call)).not.toThrow();
      }
    }
  });
});

describe('who may call (docs/product.md#roles-and-identities)', () => {
  const authOf = (k: string) => all.find((c) => id(c.call) === k)!.call.auth;

  it('lets anyone read public content and send the contact form', () => {
    for (const c of all.filter((c) => c.call.path.startsWith('/index/'))) {
      expect(c.call.auth, id(c.call)).toBe('public');
    }
  });

  it('needs a logged-in user for apply, payments and PDFs', () => {
    for (const c of all.filter((c) =>
      /^\/(apply|wxpay|transferEasy|antom|pdf)\//.test(c.call.path),
    )) {
      expect(c.call.auth, id(c.call)).toBe('user');
    }
  });

  it('keeps every /judge call to the judge, but the zips every jury member may take (blind)', () => {
    const zips = ['GET /judge/downloadZip', 'GET /judge/batchDownloadZip'];
    for (const c of all.filter((c) => c.call.path.startsWith('/judge/'))) {
      expect(c.call.auth, id(c.call)).toBe(zips.includes(id(c.call)) ? 'jury' : 'judge');
    }
  });

  it("keeps the sub-judge's worklist and proposal to sub-judges, the second round to second-level judges", () => {
    expect(authOf('GET /subJudge/subJuryAwardList')).toBe('subJudge');
    expect(authOf('POST /subJudge/award')).toBe('subJudge');
    expect(authOf('GET /subjudges/subJuryAwardList')).toBe('subJudge');
    expect(authOf('GET /subjudges/secondLevelJudgeAwardList')).toBe('secondJudge');
    expect(authOf('POST /subjudges/awarded')).toBe('secondJudge');
    expect(authOf('GET /subjudges/getSubJudges')).toBe('secondJudge');
    expect(authOf('POST /subJudge/declareConflict')).toBe('subJudge');
    for (const k of ['getInvitationCode', 'getAgentCode', 'getPhase', 'reviewCriteria']) {
      expect(authOf(`GET /subjudges/${k}`)).toBe('jury');
    }
  });
});
