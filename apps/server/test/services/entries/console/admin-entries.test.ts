import { ENTRIES_COUNT_CAP, getAdminEntry, listAdminEntries, type AdminEntryDetail, type AdminEntryRow } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardLevels, categories, feeDecisions, paymentOrders, paymentRefunds, reviewAssignments, reviewConflicts, reviews, seasons, users } from '../../../../src/db/schema.ts';
import { writeAudit } from '../../../../src/services/audit/write-audit.ts';
import { call, days, insertEntry, makeEntrant } from '../../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { makeStaff } from '../../admin/staff-fixtures.ts';

/*
 * The console's entries table and one entry's page (docs/product.md#console-entries): each
 * filter of EntryFilter, the sorts, paging, literal search, the history, and the refusals.
 * Each test makes a season of its own, so tests never share the rows they read.
 */
let t: TestApp;
let viewer: { id: number; token: string };
let year = 3000;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await makeStaff(t, 'viewer');
});
afterAll(() => t?.close());

async function season() {
  const [s] = await t.ctx.db
    .insert(seasons)
    .values({ year: ++year, name: `S${year}`, registrationOpensAt: days(-10), registrationClosesAt: days(10), firstReviewStartsAt: days(11), firstReviewEndsAt: days(12), secondReviewStartsAt: days(13), secondReviewEndsAt: days(14), resultsAt: days(15) })
    .returning({ id: seasons.id });
  const [chairs, lamps] = await t.ctx.db
    .insert(categories)
    .values([
      { seasonId: s!.id, name: 'Chairs', nameZh: '椅子' },
      { seasonId: s!.id, name: 'Lamps', nameZh: null },
    ])
    .returning({ id: categories.id });
  const [gold] = await t.ctx.db.insert(awardLevels).values({ seasonId: s!.id, name: 'Gold', nameZh: '金奖', rank: 1 }).returning({ id: awardLevels.id });
  return { id: s!.id, chairs: chairs!.id, lamps: lamps!.id, gold: gold!.id };
}

async function entrant(name: string, extra: { country?: string; company?: string; email?: string } = {}) {
  const who = await makeEntrant(t, { name });
  if (extra.country || extra.company || extra.email) {
    const { eq } = await import('drizzle-orm');
    await t.ctx.db.update(users).set({ country: extra.country ?? null, company: extra.company ?? null, ...(extra.email ? { email: extra.email } : {}) }).where(eq(users.id, who.id));
  }
  return who;
}

const list = async (query: Record<string, unknown>) => {
  const res = await call(t, listAdminEntries, { token: viewer.token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as { list: AdminEntryRow[]; total: number; more: boolean; page: number; pageSize: number };
};
const ids = async (query: Record<string, unknown>) => (await list(query)).list.map((e) => e.id);

describe('the entries table', () => {
  it('filters by every field of EntryFilter', async () => {
    const s = await season();
    const ada = await entrant('Ada Lovelace', { country: 'GB', company: 'Analytical Ltd' });
    const bo = await entrant('Bo Chen', { country: 'CN' });
    const a = await insertEntry(t, { userId: ada.id, seasonId: s.id, categoryId: s.chairs, title: 'Oak chair', status: 'submitted', entryFeeStatus: 'paid', submittedAt: days(-2) });
    const b = await insertEntry(t, { userId: bo.id, seasonId: s.id, categoryId: s.lamps, title: 'Paper lamp', status: 'awarded', awardLevelId: s.gold, isShow: true, winnerPackageFeeStatus: 'pending', additionalTrophyFeeStatus: 'waived', submittedAt: days(-1) });
    const c = await insertEntry(t, { userId: bo.id, seasonId: s.id, title: 'Draft', status: 'draft', personalDataPurgedAt: new Date() });
    // Another season's entry never shows.
    const other = await season();
    await insertEntry(t, { userId: ada.id, seasonId: other.id, title: 'Oak chair' });

    expect(await ids({ seasonId: s.id })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ seasonId: s.id, categoryId: s.chairs })).toEqual([a.id]);
    expect(await ids({ seasonId: s.id, status: 'awarded' })).toEqual([b.id]);
    expect(await ids({ seasonId: s.id, entryFeeStatus: 'paid' })).toEqual([a.id]);
    expect(await ids({ seasonId: s.id, winnerPackageFeeStatus: 'pending' })).toEqual([b.id]);
    expect(await ids({ seasonId: s.id, additionalTrophyFeeStatus: 'waived' })).toEqual([b.id]);
    expect(await ids({ seasonId: s.id, country: 'gb' })).toEqual([a.id]);
    expect(await ids({ seasonId: s.id, award: s.gold })).toEqual([b.id]);
    expect(await ids({ seasonId: s.id, award: 'none' })).toEqual([c.id, a.id]);
    expect(await ids({ seasonId: s.id, flag: 'shown' })).toEqual([b.id]);
    expect(await ids({ seasonId: s.id, flag: 'hidden' })).toEqual([c.id, a.id]);
    expect(await ids({ seasonId: s.id, flag: 'purged' })).toEqual([c.id]);
    expect(await ids({ seasonId: s.id, flag: 'unassigned' })).toEqual([a.id]);

    const reviewer = await makeEntrant(t, { name: 'Rita Reviewer', identity: 2 });
    await t.ctx.db.insert(reviewConflicts).values({ entryId: b.id, reviewerId: reviewer.id, reason: 'my student' });
    expect(await ids({ seasonId: s.id, flag: 'conflict' })).toEqual([b.id]);
    await t.ctx.db.insert(paymentOrders).values({ orderNo: `X${a.id}`, entryId: a.id, userId: ada.id, feeKind: 'entry', provider: 'sandbox', amountCents: 100, currency: 'USD', status: 'paid', paidAt: new Date(), excessAt: new Date() });
    expect(await ids({ seasonId: s.id, flag: 'excessPayment' })).toEqual([a.id]);

    // Filters combine.
    expect(await ids({ seasonId: s.id, country: 'CN', flag: 'shown' })).toEqual([b.id]);
    expect(await ids({ seasonId: s.id, country: 'CN', status: 'submitted' })).toEqual([]);

    const rows = (await list({ seasonId: s.id })).list;
    expect(rows.find((r) => r.id === b.id)).toMatchObject({
      title: 'Paper lamp',
      category: { id: s.lamps, name: 'Lamps', nameZh: 'Lamps' },
      entrant: { id: bo.id, name: 'Bo Chen', country: 'CN' },
      status: 'awarded',
      award: { id: s.gold, name: 'Gold', nameZh: '金奖', rank: 1 },
      isShow: true,
      flags: ['conflict'],
    });
    expect(rows.find((r) => r.id === a.id)!.flags).toEqual(['excessPayment', 'unassigned']);
    expect(rows.find((r) => r.id === c.id)!.flags).toEqual(['purged']);
  });

  it('searches the number, title, name, e-mail and company, taking %, _ and \\ literally', async () => {
    const s = await season();
    const ada = await entrant('Ada Lovelace', { company: 'Analytical Engines', email: `ada.${s.id}@engine.example` });
    const a = await insertEntry(t, { userId: ada.id, seasonId: s.id, title: 'Chair 100%_off\\' });
    const b = await insertEntry(t, { userId: ada.id, seasonId: s.id, title: 'Chair 1000 offer' });
    expect(await ids({ seasonId: s.id, q: String(a.id) })).toEqual([a.id]);
    expect(await ids({ seasonId: s.id, q: 'chair' })).toEqual([b.id, a.id]);
    expect(await ids({ seasonId: s.id, q: 'LOVELACE' })).toEqual([b.id, a.id]);
    expect(await ids({ seasonId: s.id, q: `ada.${s.id}@engine` })).toEqual([b.id, a.id]);
    expect(await ids({ seasonId: s.id, q: 'analytical' })).toEqual([b.id, a.id]);
    expect(await ids({ seasonId: s.id, q: '100%_off\\' })).toEqual([a.id]);
    expect(await ids({ seasonId: s.id, q: '%' })).toEqual([a.id]);
    expect(await ids({ seasonId: s.id, q: '_' })).toEqual([a.id]);
    expect(await ids({ seasonId: s.id, q: "' or 1=1 --" })).toEqual([]);
    expect(await ids({ seasonId: s.id, q: '🙂 ‮x‬' })).toEqual([]);
    // Another season's entry: neither its number nor its title nor its entrant reaches this one.
    const other = await season();
    const o = await insertEntry(t, { userId: ada.id, seasonId: other.id, title: 'Chair elsewhere' });
    expect(await ids({ seasonId: s.id, q: String(o.id) })).toEqual([]);
    expect(await ids({ seasonId: s.id, q: 'elsewhere' })).toEqual([]);
    expect(await ids({ seasonId: other.id, q: 'lovelace' })).toEqual([o.id]);
  });

  it('counts the conflicts on the entry as they are declared, moved and withdrawn (the trigger of migration 0022)', async () => {
    const s = await season();
    const who = await entrant('Conflicted');
    const a = await insertEntry(t, { userId: who.id, seasonId: s.id, title: 'A' });
    const b = await insertEntry(t, { userId: who.id, seasonId: s.id, title: 'B' });
    const [r1, r2] = [await makeEntrant(t, { name: 'R1', identity: 2 }), await makeEntrant(t, { name: 'R2', identity: 2 })];
    const { eq } = await import('drizzle-orm');
    const [c1] = await t.ctx.db.insert(reviewConflicts).values({ entryId: a.id, reviewerId: r1.id, reason: 'x' }).returning({ id: reviewConflicts.id });
    await t.ctx.db.insert(reviewConflicts).values({ entryId: a.id, reviewerId: r2.id, reason: 'y' });
    expect(await ids({ seasonId: s.id, flag: 'conflict' })).toEqual([a.id]);
    await t.ctx.db.update(reviewConflicts).set({ entryId: b.id }).where(eq(reviewConflicts.id, c1!.id));
    expect(await ids({ seasonId: s.id, flag: 'conflict' })).toEqual([b.id, a.id]);
    await t.ctx.db.delete(reviewConflicts).where(eq(reviewConflicts.reviewerId, r2.id));
    expect(await ids({ seasonId: s.id, flag: 'conflict' })).toEqual([b.id]);
    expect((await list({ seasonId: s.id })).list.map((r) => [r.id, r.flags])).toEqual([[b.id, ['conflict']], [a.id, []]]);
  });

  it('reads the text search from trigram indexes (migration 0022)', async () => {
    const rows = (await t.ctx.database.exec(`select indexname from pg_indexes where schemaname = current_schema() and indexname like '%trgm%' order by indexname`)) as { indexname: string }[];
    expect(rows.map((r) => r.indexname)).toEqual(['entries_console_title_trgm_idx', 'users_company_trgm_idx', 'users_email_trgm_idx', 'users_name_trgm_idx']);
  });

  it(`counts up to ${ENTRIES_COUNT_CAP} entries and says "more" beyond`, async () => {
    const s = await season();
    const who = await entrant('Prolific');
    const many = (n: number) => t.ctx.database.exec(`insert into entries (user_id, season_id, title) select ${who.id}, ${s.id}, 'Bulk ' || i from generate_series(1, ${n}) i`);
    await many(ENTRIES_COUNT_CAP - 1);
    const last = await insertEntry(t, { userId: who.id, seasonId: s.id, title: 'The last one', status: 'submitted' });
    expect(await list({ seasonId: s.id, pageSize: 1 })).toMatchObject({ total: ENTRIES_COUNT_CAP, more: false, list: [{ id: last.id }] });
    await many(1);
    expect(await list({ seasonId: s.id, pageSize: 1 })).toMatchObject({ total: ENTRIES_COUNT_CAP, more: true });
    // A filter counts its own matches exactly.
    expect(await list({ seasonId: s.id, status: 'submitted' })).toMatchObject({ total: 1, more: false, list: [{ id: last.id }] });
  });

  it('sorts by newest, oldest, submitted, title and category, and pages with the total', async () => {
    const s = await season();
    const who = await entrant('Sorter');
    const a = await insertEntry(t, { userId: who.id, seasonId: s.id, categoryId: s.lamps, title: 'Beta', submittedAt: days(-3) });
    const b = await insertEntry(t, { userId: who.id, seasonId: s.id, categoryId: s.chairs, title: 'Alpha', submittedAt: days(-1) });
    const c = await insertEntry(t, { userId: who.id, seasonId: s.id, title: 'Gamma' });
    expect(await ids({ seasonId: s.id, sort: 'newest' })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ seasonId: s.id, sort: 'oldest' })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ seasonId: s.id, sort: 'submitted' })).toEqual([b.id, a.id, c.id]);
    expect(await ids({ seasonId: s.id, sort: 'title' })).toEqual([b.id, a.id, c.id]);
    expect(await ids({ seasonId: s.id, sort: 'category' })).toEqual(s.chairs < s.lamps ? [b.id, a.id, c.id] : [a.id, b.id, c.id]);
    const page2 = await list({ seasonId: s.id, page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.list.map((e) => e.id)).toEqual([a.id]);
    expect(await list({ seasonId: s.id, page: 9, pageSize: 2 })).toMatchObject({ total: 3, list: [] });
  });

  it('refuses what is not a filter with a 422 naming the field, and an account without a console role', async () => {
    const s = await season();
    for (const [field, value] of [
      ['seasonId', 'x'],
      ['status', 'lost'],
      ['entryFeeStatus', 'free'],
      ['country', 'GBR'],
      ['award', 'some'],
      ['flag', 'odd'],
      ['sort', 'price'],
      ['pageSize', 1000],
      ['q', 'x'.repeat(101)],
      ['q', 'a\u0000b'],
    ] as const) {
      const res = await call(t, listAdminEntries, { token: viewer.token, query: { seasonId: s.id, [field]: value } });
      expect(res.status, `${field}=${value}`).toBe(422);
      expect(Object.keys((res.body as { msg: Record<string, unknown> }).msg)).toContain(field);
    }
    expect((await call(t, listAdminEntries, { token: viewer.token, query: {} })).status).toBe(422);
    const entrantOnly = await makeEntrant(t);
    expect((await call(t, listAdminEntries, { token: entrantOnly.token, query: { seasonId: s.id } })).status).toBe(403);
    expect((await call(t, listAdminEntries, { query: { seasonId: s.id } })).status).toBe(401);
    expect(await list({ seasonId: 2_000_000_000 })).toMatchObject({ total: 0, list: [] });
  });
});

describe("one entry's page", () => {
  it('holds the entrant, fields, fees with orders, refunds and decisions, the jury, conflicts and the history', async () => {
    const s = await season();
    const ada = await entrant('Ada Lovelace', { country: 'GB' });
    const judge = await makeStaff(t, 'finance');
    const rita = await makeEntrant(t, { name: 'Rita Reviewer', identity: 2 });
    const e = await insertEntry(t, {
      userId: ada.id,
      seasonId: s.id,
      categoryId: s.chairs,
      title: 'Oak chair',
      status: 'in_review',
      entryFeeStatus: 'paid',
      awardLevelId: s.gold,
      customFields: { material: 'oak', studio: 'Ada & Co' },
      formSnapshot: {
        builtIn: (await import('@laurel/contract')).DEFAULT_ENTRY_FORM.builtIn,
        custom: [
          { key: 'material', type: 'shortText', label: 'Material', labelZh: '材料', help: '', helpZh: '', required: false, showToJury: true, maxLength: null, options: [], min: null, max: null },
          { key: 'studio', type: 'shortText', label: 'Studio', labelZh: '工作室', help: '', helpZh: '', required: false, showToJury: false, maxLength: null, options: [], min: null, max: null },
        ],
      } as never,
    });
    const [order] = await t.ctx.db
      .insert(paymentOrders)
      .values({ orderNo: `OFF-${e.id}`, entryId: e.id, userId: ada.id, feeKind: 'entry', provider: 'offline', providerReference: 'TRF-1', amountCents: 29_900, refundedCents: 10_000, currency: 'USD', status: 'paid', paidAt: new Date(), note: 'bank transfer' })
      .returning();
    await t.ctx.db.insert(paymentRefunds).values({ refundNo: `R-${e.id}`, paymentOrderId: order!.id, amountCents: 10_000, reason: 'half back', status: 'succeeded', actorId: judge.id });
    await t.ctx.db.insert(feeDecisions).values({ entryId: e.id, feeKind: 'winnerPackage', kind: 'waive', reason: 'sponsor', actorId: judge.id });
    await t.ctx.db.insert(reviewAssignments).values({ entryId: e.id, reviewerId: rita.id, assignedBy: judge.id });
    await t.ctx.db.insert(reviews).values({ entryId: e.id, reviewerId: rita.id, level: 'first', status: 'submitted', total: 812, awardChosen: true, awardLevelId: s.gold, submittedAt: new Date() });
    const other = await makeEntrant(t, { name: 'Otto Other', identity: 2 });
    await t.ctx.db.insert(reviewConflicts).values({ entryId: e.id, reviewerId: other.id, reason: 'my cousin' });
    await writeAudit(t.ctx.db, { actorId: judge.id, action: 'entry.status', subjectType: 'entry', subjectId: e.id, before: { status: 'submitted', title: 'Oak chair' }, after: { status: 'in_review', title: 'Oak chair' } });
    await writeAudit(t.ctx.db, { actorId: judge.id, action: 'payment.refund', subjectType: 'payment_order', subjectId: order!.id, entryId: e.id, before: { refundedCents: 0 }, after: { refundedCents: 10_000 } });
    await writeAudit(t.ctx.db, { actorId: null, action: 'entry.other', subjectType: 'entry', subjectId: e.id + 100_000, before: null, after: { x: 1 } });

    const res = await call(t, getAdminEntry, { token: viewer.token, query: { id: e.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.data as AdminEntryDetail;
    expect(d).toMatchObject({ id: e.id, seasonId: s.id, title: 'Oak chair', status: 'in_review', entrant: { name: 'Ada Lovelace', country: 'GB' }, award: { name: 'Gold' } });
    expect(d.fields).toEqual([
      { key: 'material', label: 'Material', labelZh: '材料', value: 'oak', valueZh: 'oak', showToJury: true },
      { key: 'studio', label: 'Studio', labelZh: '工作室', value: 'Ada & Co', valueZh: 'Ada & Co', showToJury: false },
    ]);
    const fee = d.fees.find((f) => f.kind === 'entry')!;
    expect(fee.status).toBe('paid');
    expect(fee.orders).toMatchObject([{ orderNo: `OFF-${e.id}`, provider: 'offline', providerReference: 'TRF-1', note: 'bank transfer', refundedCents: 10_000, refunds: [{ refundNo: `R-${e.id}`, amountCents: 10_000, reason: 'half back' }] }]);
    expect(d.fees.find((f) => f.kind === 'winnerPackage')!.decisions).toMatchObject([{ kind: 'waive', reason: 'sponsor', actorName: 'Staff finance' }]);
    expect(d.subJudges).toMatchObject([{ id: rita.id, name: 'Rita Reviewer' }]);
    expect(d.reviews).toMatchObject([{ reviewer: { id: rita.id }, level: 'first', status: 'submitted', total: 812, award: { id: s.gold } }]);
    expect(d.conflicts).toMatchObject([{ reviewer: { id: other.id, name: 'Otto Other' }, reason: 'my cousin' }]);
    expect(d.historyTotal).toBe(2);
    expect(d.history).toMatchObject([
      { action: 'payment.refund', subjectType: 'payment_order', actor: { id: judge.id, name: 'Staff finance' }, changes: [{ field: 'refundedCents', before: 0, after: 10_000 }] },
      { action: 'entry.status', changes: [{ field: 'status', before: 'submitted', after: 'in_review' }] },
    ]);
  });

  it('answers 404 for an entry that does not exist, 422 for what is no id', async () => {
    expect((await call(t, getAdminEntry, { token: viewer.token, query: { id: 2_000_000_000 } })).status).toBe(404);
    expect((await call(t, getAdminEntry, { token: viewer.token, query: { id: 'abc' } })).status).toBe(422);
    expect((await call(t, getAdminEntry, { token: viewer.token, query: { id: -1 } })).status).toBe(422);
  });
});
