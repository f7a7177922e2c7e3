import {
  applyAutoAssignment,
  assignSubJudge,
  calls,
  previewAssignment,
  proposeSubJuryAward,
  type CallDef,
} from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { insertEntry } from '../../helpers/apply-fixtures.ts';
import { scoresOf, seedJury, type Jury } from './jury-fixtures.ts';
import { trophyOrders } from '../../../src/db/schema.ts';

/*
 * Who may make each judge and sub-judge call (docs/product.md#roles-and-identities): every call ×
 * visitor, entrant, judge, sub-judge, second-level judge and admin, with the status each gets. A
 * role the call is not for gets 401 without a session and 403 with one, whatever it sends; a role
 * it is for gets the answer its request deserves.
 */

type Role = 'visitor' | 'entrant' | 'judge' | 'subJudge' | 'secondJudge' | 'admin';
const ROLES: Role[] = ['visitor', 'entrant', 'judge', 'subJudge', 'secondJudge', 'admin'];

let t: TestApp;
let j: Jury;
let forConflict: number;
beforeAll(async () => {
  t = await createTestApp();
  j = await seedJury(t);
  const plan = await call(t, previewAssignment, { token: j.judge.token, query: { perEntry: 2 } });
  await call(t, applyAutoAssignment, { token: j.judge.token, body: { perEntry: 2, planId: plan.data.planId } });
  // Entry 0 reaches the second level: its two sub-judges propose an award.
  const tokens = new Map([[j.sub1.id, j.sub1.token], [j.sub2.id, j.sub2.token], [j.sub3.id, j.sub3.token]]);
  const pairs = plan.data.assignments.find((a: { applyOrderId: number }) => a.applyOrderId === j.entries[0]!.id).subJudgeIds as number[];
  for (const s of pairs) {
    await call(t, proposeSubJuryAward, { token: tokens.get(s)!, body: { apply_order_id: j.entries[0]!.id, scores: scoresOf(8), awardLevelId: j.comp.levels.gold, submit: true } });
  }
  const extra = await insertEntry(t, { userId: j.entrants[2]!.id, seasonId: j.comp.seasons.current, categoryId: j.comp.cats.furniture, status: 'submitted', entryFeeStatus: 'paid', title: 'For a conflict' });
  forConflict = extra.id;
  // Trophies ordered for entry 4, so the judge has a trophy fee to waive.
  const address = { recipient: 'Mia Chen', company: null, line1: '1 Harbour Road', line2: null, city: 'Hong Kong', region: null, postalCode: null, country: 'HK', areaCode: '+852', phone: '21234567' };
  await t.ctx.db.insert(trophyOrders).values({ entryId: j.entries[4]!.id, userId: j.entries[4]!.userId, quantity: 1, unitFeeCents: 34_900, amountCents: 34_900, address });
});
afterAll(() => t?.close());

const e0 = () => j.entries[0]!.id;
/** An entry on Sub Two's list (they cover both categories and have no conflicts). */
const subTwos = () => j.entries[1]!.id;

/** Per call: which roles it is for, what each sends, and the status they get. */
const MATRIX: Record<string, { for: Role[]; send?: (role: Role) => { query?: Record<string, unknown>; body?: unknown }; status?: number }> = {
  'GET /judge/judgeEntryList': { for: ['judge'] },
  'GET /judge/getSubJudges': { for: ['judge'], send: () => ({ query: { apply_order_id: e0() } }) },
  'GET /judge/secondLevelJudgeAwardList': { for: ['judge'] },
  'GET /judge/entryDetail': { for: ['judge'], send: () => ({ query: { apply_order_id: e0() } }) },
  'GET /judge/assignmentPlan': { for: ['judge'], send: () => ({ query: { perEntry: 2 } }) },
  // A plan id that was never previewed: the judge gets as far as the check.
  'POST /judge/autoAssign': { for: ['judge'], send: () => ({ body: { perEntry: 2, planId: 'not-a-plan' } }), status: 409 },
  'GET /judge/reviewProgress': { for: ['judge'] },
  'GET /judge/calibration': { for: ['judge'] },
  'GET /judge/exportCsv': { for: ['judge'] },
  'GET /judge/siteNotices': { for: ['judge'] },
  'GET /judge/seasonResults': { for: ['judge'] },
  // Last season's results are out: the judge gets as far as the check, and no date moves.
  'POST /judge/publishResults': { for: ['judge'], send: () => ({ body: { seasonId: j.comp.seasons.past, confirmResultsAt: '2026-01-01T00:00:00.000Z' } }), status: 409 },
  'POST /judge/assignSubJudge': { for: ['judge'], send: () => ({ body: { apply_order_id: subTwos(), subJudgeIds: [j.sub2.id, j.sub3.id] } }) },
  'POST /judge/award': { for: ['judge'], send: () => ({ body: { apply_order_id: j.entries[4]!.id, awardLevelId: j.comp.levels.silver } }) },
  'POST /judge/isShow': { for: ['judge'], send: () => ({ body: { apply_order_id: j.entries[4]!.id, isShow: false } }) },
  'POST /judge/batchShow': { for: ['judge'], send: () => ({ body: { apply_order_ids: [j.entries[4]!.id], isShow: false } }) },
  'POST /judge/changeEntryFeeStatus': { for: ['judge'], send: () => ({ body: { apply_order_id: e0(), status: 'paid', note: 'Bank transfer seen' } }) },
  'POST /judge/changeWinnerPackageFeeStatus': { for: ['judge'], send: () => ({ body: { apply_order_id: j.entries[4]!.id, status: 'waived', note: 'Sponsor pays' } }) },
  'POST /judge/changeAdditionalTrophyFeeStatus': { for: ['judge'], send: () => ({ body: { apply_order_id: j.entries[4]!.id, status: 'waived', note: 'Sponsor pays' } }) },
  // No such order: the judge gets as far as looking it up.
  'POST /judge/refundPayment': { for: ['judge'], send: () => ({ body: { orderNo: 'NOPE', refundNo: 'refund-0001', amountCents: 100, reason: 'Test' } }), status: 404 },
  'GET /judge/downloadZip': {
    for: ['judge', 'subJudge', 'secondJudge'],
    send: (role) => ({ query: { apply_order_id: role === 'subJudge' ? subTwos() : e0() } }),
  },
  'GET /judge/batchDownloadZip': {
    for: ['judge', 'subJudge', 'secondJudge'],
    send: (role) => ({ query: { apply_order_ids: String(role === 'subJudge' ? subTwos() : e0()) } }),
  },
  'GET /subJudge/subJuryAwardList': { for: ['subJudge'] },
  'GET /subjudges/subJuryAwardList': { for: ['subJudge'] },
  'POST /subJudge/award': { for: ['subJudge'], send: () => ({ body: { apply_order_id: subTwos(), scores: scoresOf(6), awardLevelId: null, submit: true } }) },
  'POST /subJudge/declareConflict': { for: ['subJudge'], send: () => ({ body: { apply_order_id: forConflict, reason: 'A former colleague.' } }) },
  'GET /subjudges/secondLevelJudgeAwardList': { for: ['secondJudge'] },
  'POST /subjudges/awarded': { for: ['secondJudge'], send: () => ({ body: { apply_order_id: e0(), scores: scoresOf(9), awardLevelId: j.comp.levels.gold, submit: true } }) },
  'GET /subjudges/getSubJudges': { for: ['secondJudge'], send: () => ({ query: { apply_order_id: e0() } }) },
  'GET /subjudges/getInvitationCode': { for: ['judge', 'subJudge', 'secondJudge'], send: () => ({ query: { code: 'NOPE' } }) },
  'GET /subjudges/getAgentCode': { for: ['judge', 'subJudge', 'secondJudge'], send: () => ({ query: { code: 'NOPE' } }) },
  'GET /subjudges/getPhase': { for: ['judge', 'subJudge', 'secondJudge'] },
  'GET /subjudges/reviewCriteria': { for: ['judge', 'subJudge', 'secondJudge'] },
};

const juryCalls = [...Object.values(calls.judge), ...Object.values(calls.subJudge)] as CallDef[];
const key = (c: CallDef) => `${c.method} ${c.path}`;

describe('the role × call matrix of the jury', () => {
  it('covers every judge and sub-judge call of the contract, and only those', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(juryCalls.map(key).sort());
  });

  const cells = juryCalls.flatMap((c) => ROLES.map((role) => ({ name: `${key(c)} as ${role}`, c, role })));
  it.each(cells)('$name', async ({ c, role }) => {
    const row = MATRIX[key(c)]!;
    // The one conflict declaration must find the entry still assigned; the hand assignment below gives it.
    if (key(c) === 'POST /subJudge/declareConflict' && row.for.includes(role)) {
      await call(t, assignSubJudge, { token: j.judge.token, body: { apply_order_id: forConflict, subJudgeIds: [j.sub2.id] } });
    }
    const token = { visitor: undefined, entrant: j.entrants[0]!.token, judge: j.judge.token, subJudge: j.sub2.token, secondJudge: j.second.token, admin: j.admin.token }[role];
    const sent = row.send?.(role) ?? {};
    const res = c.file
      ? await t.app.inject({
          method: c.method,
          url: `/api${c.path}?${new URLSearchParams(Object.entries(sent.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]))}`,
          headers: token ? { token } : {},
        })
      : null;
    const status = res ? res.statusCode : (await call(t, c, { token, ...sent })).status;
    const expected = row.for.includes(role) ? (row.status ?? 200) : role === 'visitor' ? 401 : 403;
    expect(status).toBe(expected);
  });
});
