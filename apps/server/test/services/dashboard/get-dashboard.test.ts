import { getDashboard, type Dashboard } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, entries, paymentOrders, paymentRefunds, reviewAssignments, reviewConflicts, reviews, seasons, users } from '../../../src/db/schema.ts';
import { call, days, makeEntrant } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';

/*
 * The console's dashboard (docs/product.md#dashboard): a season seeded with entries, orders,
 * refunds, assignments, reviews and conflicts whose every figure is known, beside the season
 * before it (the comparison) and a later one (never counted), read by a viewer.
 */
const DAY = 86_400_000;
let t: TestApp;
let viewer: { id: number; token: string };
let ids: {
  season: number;
  previous: number;
  later: number;
  furniture: number;
  lighting: number;
  sub1: number;
  sub2: number;
  second1: number;
  second2: number;
};
const paidDay1 = days(-40);
const paidDay2 = days(-35);
const iso = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  viewer = await makeStaff(t, 'viewer');
  const db = t.ctx.db;
  const entrant = await makeEntrant(t);
  // This season: registration 60 to 30 days ago, the first round ended yesterday, the second ends in 3 days (due soon).
  const opens = days(-60);
  const [season, previous, later] = await db
    .insert(seasons)
    .values([
      { year: 2027, name: 'This', registrationOpensAt: opens, registrationClosesAt: days(-30), firstReviewStartsAt: days(-25), firstReviewEndsAt: days(-1), secondReviewStartsAt: days(-1), secondReviewEndsAt: days(3), resultsAt: days(10), isCurrent: true },
      { year: 2026, name: 'Previous', registrationOpensAt: days(-425), registrationClosesAt: days(-395), firstReviewStartsAt: days(-390), firstReviewEndsAt: days(-380), secondReviewStartsAt: days(-379), secondReviewEndsAt: days(-370), resultsAt: days(-360) },
      { year: 2028, name: 'Later', registrationOpensAt: days(300), registrationClosesAt: days(330), firstReviewStartsAt: days(335), firstReviewEndsAt: days(340), secondReviewStartsAt: days(341), secondReviewEndsAt: days(345), resultsAt: days(350) },
    ])
    .returning();
  const [group] = await db.insert(categories).values({ seasonId: season!.id, name: 'Product' }).returning();
  const [furniture, lighting, laterCat] = await db
    .insert(categories)
    .values([
      { seasonId: season!.id, parentId: group!.id, name: 'Furniture', nameZh: '家具', sort: 1 },
      { seasonId: season!.id, parentId: group!.id, name: 'Lighting', sort: 2 },
      { seasonId: later!.id, name: 'Later category' },
    ])
    .returning();
  const at = (s: typeof season, day: number) => new Date(s!.registrationOpensAt.getTime() + day * DAY + 3_600_000);
  const [e1, e2, , e4] = await db
    .insert(entries)
    .values([
      { userId: entrant.id, seasonId: season!.id, categoryId: furniture!.id, status: 'submitted', entryFeeStatus: 'paid', createdAt: at(season, 0), submittedAt: at(season, 2), assignedCount: 2, secondLevelReached: true },
      { userId: entrant.id, seasonId: season!.id, categoryId: furniture!.id, status: 'in_review', entryFeeStatus: 'paid', createdAt: at(season, 0), submittedAt: at(season, 5), assignedCount: 1, secondLevelReached: true },
      { userId: entrant.id, seasonId: season!.id, categoryId: lighting!.id, status: 'draft', createdAt: at(season, 2) },
      { userId: entrant.id, seasonId: season!.id, categoryId: lighting!.id, status: 'submitted', entryFeeStatus: 'pending', createdAt: at(season, 5), submittedAt: at(season, 5) },
    ])
    .returning();
  await db.insert(entries).values([
    { userId: entrant.id, seasonId: previous!.id, status: 'submitted', createdAt: at(previous, 0), submittedAt: at(previous, 2) },
    { userId: entrant.id, seasonId: previous!.id, status: 'submitted', createdAt: at(previous, 1), submittedAt: at(previous, 1) },
    { userId: entrant.id, seasonId: previous!.id, status: 'draft', createdAt: at(previous, 2) },
  ]);
  const [x1] = await db
    .insert(entries)
    .values({ userId: entrant.id, seasonId: later!.id, categoryId: laterCat!.id, status: 'submitted', entryFeeStatus: 'paid', submittedAt: new Date(), assignedCount: 1, secondLevelReached: true })
    .returning();

  const order = (entryId: number, feeKind: string, provider: string, amountCents: number, values: Partial<typeof paymentOrders.$inferInsert> = {}) => ({
    orderNo: `D${entryId}${feeKind}${provider}${amountCents}`,
    entryId,
    userId: entrant.id,
    feeKind,
    provider,
    amountCents,
    currency: 'USD',
    status: 'paid',
    paidAt: paidDay1,
    ...values,
  });
  const [o1, o2, o3] = await db
    .insert(paymentOrders)
    .values([
      order(e1!.id, 'entry', 'sandbox', 29_900),
      order(e2!.id, 'entry', 'antom', 19_900, { refundedCents: 9_950 }),
      order(e1!.id, 'winnerPackage', 'wxpay', 119_900, { status: 'refunded', refundedCents: 119_900, paidAt: paidDay2 }),
      order(e4!.id, 'entry', 'sandbox', 19_900, { status: 'pending', paidAt: null }),
      order(e4!.id, 'entry', 'antom', 19_900, { status: 'failed', paidAt: null }),
      order(x1!.id, 'entry', 'sandbox', 50_000),
    ])
    .returning();
  await db.insert(paymentRefunds).values([
    { refundNo: 'R-half', paymentOrderId: o2!.id, amountCents: 9_950, reason: 'half', status: 'succeeded', createdAt: paidDay2 },
    { refundNo: 'R-all', paymentOrderId: o3!.id, amountCents: 119_900, reason: 'all', status: 'pending', createdAt: paidDay2 },
    // Refused by the provider: nothing went back, so nothing is taken off.
    { refundNo: 'R-refused', paymentOrderId: o1!.id, amountCents: 5_000, reason: 'refused', status: 'failed', createdAt: paidDay2 },
  ]);

  const jurors = await db
    .insert(users)
    .values([
      { email: 'sub1@example.com', passwordHash: 'x', name: 'Ada Sub', identity: 2 },
      { email: 'sub2@example.com', passwordHash: 'x', name: 'Bo Sub', identity: 2 },
      { email: 'second1@example.com', passwordHash: 'x', name: 'Cy Second', identity: 3 },
      { email: 'second2@example.com', passwordHash: 'x', name: 'Di Second', identity: 3 },
      { email: 'second3@example.com', passwordHash: 'x', name: 'Ed Gone', identity: 3, deactivatedAt: new Date() },
    ])
    .returning();
  const [sub1, sub2, second1, second2] = jurors;
  await db.insert(reviewAssignments).values([
    { entryId: e1!.id, reviewerId: sub1!.id },
    { entryId: e2!.id, reviewerId: sub1!.id },
    { entryId: e1!.id, reviewerId: sub2!.id },
    { entryId: x1!.id, reviewerId: sub1!.id },
  ]);
  const submitted = { status: 'submitted', total: 800, awardChosen: true, submittedAt: new Date() };
  await db.insert(reviews).values([
    { entryId: e1!.id, reviewerId: sub1!.id, level: 'first', ...submitted },
    { entryId: e2!.id, reviewerId: sub1!.id, level: 'first' },
    { entryId: x1!.id, reviewerId: sub1!.id, level: 'first', ...submitted },
    { entryId: e1!.id, reviewerId: second1!.id, level: 'second', ...submitted },
    // Written before their conflicts were declared: kept, never counted.
    { entryId: e1!.id, reviewerId: sub2!.id, level: 'first', ...submitted },
    { entryId: e2!.id, reviewerId: second1!.id, level: 'second', ...submitted },
    { entryId: x1!.id, reviewerId: second2!.id, level: 'second', ...submitted },
  ]);
  await db.insert(reviewConflicts).values([
    { entryId: e1!.id, reviewerId: sub2!.id, reason: 'same studio' },
    { entryId: e2!.id, reviewerId: second1!.id, reason: 'a friend' },
    { entryId: x1!.id, reviewerId: sub2!.id, reason: 'later season' },
  ]);
  ids = {
    season: season!.id,
    previous: previous!.id,
    later: later!.id,
    furniture: furniture!.id,
    lighting: lighting!.id,
    sub1: sub1!.id,
    sub2: sub2!.id,
    second1: second1!.id,
    second2: second2!.id,
  };
});
afterAll(() => t?.close());

const dashboard = async (seasonId: number, token = viewer.token) => {
  const res = await call(t, getDashboard, { token, query: { seasonId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as Dashboard;
};

describe('entries', () => {
  it('counts the season by category, status and entry fee, each linked to the entries table with the filter it counted', async () => {
    const d = await dashboard(ids.season);
    const s = ids.season;
    expect(d.season).toMatchObject({ id: s, name: 'This' });
    expect(d.previousSeason).toMatchObject({ id: ids.previous, name: 'Previous' });
    expect(d.entries).toMatchObject({ total: 4, submitted: 3, previousTotal: 3, previousSubmitted: 2, href: `/admin/entries?season=${s}` });
    expect(d.entries.unassigned).toEqual({ count: 1, href: `/admin/entries?season=${s}&flag=unassigned` });
    expect(d.entries.byCategory).toEqual([
      { id: ids.furniture, name: 'Furniture', nameZh: '家具', count: 2, href: `/admin/entries?season=${s}&categoryId=${ids.furniture}` },
      { id: ids.lighting, name: 'Lighting', nameZh: null, count: 2, href: `/admin/entries?season=${s}&categoryId=${ids.lighting}` },
    ]);
    const byStatus = Object.fromEntries(d.entries.byStatus.map((b) => [b.status, b.count]));
    expect(byStatus).toEqual({ draft: 1, submitted: 2, in_review: 1, awarded: 0, not_awarded: 0, withdrawn: 0 });
    expect(d.entries.byStatus.find((b) => b.status === 'in_review')?.href).toBe(`/admin/entries?season=${s}&status=in_review`);
    const byFee = Object.fromEntries(d.entries.byEntryFee.map((b) => [b.status, b.count]));
    expect(byFee).toEqual({ unpaid: 1, pending: 1, paid: 2, waived: 0, refunded: 0 });
    expect(d.entries.byEntryFee.find((b) => b.status === 'pending')?.href).toBe(`/admin/entries?season=${s}&entryFeeStatus=pending`);
  });

  it('sets each day since registration opened beside the same day of the previous season', async () => {
    const d = await dashboard(ids.season);
    // Registration lasted 30 days: days 0 to 30, every one already past.
    expect(d.entries.byDay).toHaveLength(31);
    const day = (n: number) => d.entries.byDay[n]!;
    expect(day(0)).toMatchObject({ day: 0, started: 2, submitted: 0, previousStarted: 1, previousSubmitted: 0 });
    expect(day(1)).toMatchObject({ started: 0, submitted: 0, previousStarted: 1, previousSubmitted: 1 });
    expect(day(2)).toMatchObject({ started: 1, submitted: 1, previousStarted: 1, previousSubmitted: 1 });
    expect(day(5)).toMatchObject({ started: 1, submitted: 2, previousStarted: 0, previousSubmitted: 0 });
    expect(day(5).date).toBe(iso(new Date(days(-60).getTime() + 5 * DAY)));
    const sum = (key: 'started' | 'submitted' | 'previousStarted' | 'previousSubmitted') => d.entries.byDay.reduce((n, x) => n + (x[key] ?? 0), 0);
    expect([sum('started'), sum('submitted'), sum('previousStarted'), sum('previousSubmitted')]).toEqual([4, 3, 3, 2]);
  });

  it('counts a later season apart, its days still to come left empty, and has no previous season for the first', async () => {
    const later = await dashboard(ids.later);
    expect(later.entries).toMatchObject({ total: 1, submitted: 1 });
    expect(later.previousSeason?.id).toBe(ids.season);
    expect(later.entries.byDay.every((x) => x.started === null && x.submitted === null)).toBe(true);
    expect(later.revenue).toMatchObject({ paidCents: 50_000, refundedCents: 0, netCents: 50_000, orders: 1 });
    expect(later.judging.conflicts).toMatchObject({ count: 1, entries: 1 });
    const first = await dashboard(ids.previous);
    expect(first.previousSeason).toBeNull();
    expect(first.entries.byDay.every((x) => x.previousStarted === null)).toBe(true);
    expect(first.entries).toMatchObject({ total: 3, previousTotal: null });
  });
});

describe('revenue', () => {
  it('is paid minus refunded in cents by fee kind, provider and day, pending, failed and refused money left out', async () => {
    const d = await dashboard(ids.season);
    const s = ids.season;
    expect(d.revenue).toMatchObject({ currency: 'USD', paidCents: 169_700, refundedCents: 129_850, netCents: 39_850, orders: 3, href: `/admin/payments?season=${s}` });
    expect(d.revenue.byFeeKind).toEqual([
      { feeKind: 'entry', paidCents: 49_800, refundedCents: 9_950, netCents: 39_850, orders: 2, href: `/admin/payments?season=${s}&feeKind=entry` },
      { feeKind: 'winnerPackage', paidCents: 119_900, refundedCents: 119_900, netCents: 0, orders: 1, href: `/admin/payments?season=${s}&feeKind=winnerPackage` },
      { feeKind: 'additionalTrophy', paidCents: 0, refundedCents: 0, netCents: 0, orders: 0, href: `/admin/payments?season=${s}&feeKind=additionalTrophy` },
    ]);
    expect(d.revenue.byProvider.map((p) => [p.provider, p.netCents, p.href])).toEqual([
      ['sandbox', 29_900, `/admin/payments?season=${s}&provider=sandbox`],
      ['antom', 9_950, `/admin/payments?season=${s}&provider=antom`],
      ['wxpay', 0, `/admin/payments?season=${s}&provider=wxpay`],
    ]);
    const [d1, d2] = [iso(paidDay1), iso(paidDay2)];
    expect(d.revenue.byDay).toEqual([
      { date: d1, paidCents: 49_800, refundedCents: 0, netCents: 49_800, orders: 2, href: `/admin/payments?season=${s}&from=${d1}&to=${d1}` },
      { date: d2, paidCents: 119_900, refundedCents: 129_850, netCents: -9_950, orders: 1, href: `/admin/payments?season=${s}&from=${d2}&to=${d2}` },
    ]);
  });
});

describe('judging', () => {
  it('counts reviews owed and submitted per tier and juror, conflicts owing nothing, and marks the overdue', async () => {
    const d = await dashboard(ids.season);
    const [first, second] = d.judging.tiers;
    expect(first).toMatchObject({ level: 'first', expected: 2, submitted: 1, drafts: 1, reviewers: 2, state: 'ended', href: '/admin/people?identity=2' });
    expect(second).toMatchObject({ level: 'second', expected: 3, submitted: 1, drafts: 0, reviewers: 2, state: 'dueSoon', href: '/admin/people?identity=3' });
    const juror = (id: number) => d.judging.jurors.find((j) => j.userId === id);
    expect(juror(ids.sub1)).toMatchObject({ level: 'first', expected: 2, submitted: 1, drafts: 1, conflicts: 0, overdue: true, href: `/admin/people?id=${ids.sub1}` });
    expect(juror(ids.sub2)).toMatchObject({ level: 'first', expected: 0, submitted: 0, conflicts: 1, overdue: false });
    expect(juror(ids.second1)).toMatchObject({ level: 'second', expected: 1, submitted: 1, conflicts: 1, overdue: false });
    expect(juror(ids.second2)).toMatchObject({ level: 'second', expected: 2, submitted: 0, overdue: true, name: 'Di Second' });
    // The deactivated second-level judge owes nothing; the overdue come first, most missing first.
    expect(d.judging.jurors).toHaveLength(4);
    expect(d.judging.jurors.slice(0, 2).map((j) => j.userId)).toEqual([ids.second2, ids.sub1]);
    expect(d.judging.overdue).toBe(2);
    expect(d.judging.conflicts).toEqual({ count: 2, entries: 2, href: `/admin/entries?season=${ids.season}&flag=conflict` });
  });
});

describe('who may read it', () => {
  it('answers every console role, and refuses an entrant, a visitor, an unknown season and a malformed one', async () => {
    for (const role of ['administrator', 'finance', 'content'] as const) {
      const staff = await makeStaff(t, role);
      expect((await dashboard(ids.season, staff.token)).revenue.netCents).toBe(39_850);
    }
    const entrant = await makeEntrant(t, { identity: 1 });
    expect((await call(t, getDashboard, { token: entrant.token, query: { seasonId: ids.season } })).status).toBe(403);
    expect((await call(t, getDashboard, { query: { seasonId: ids.season } })).status).toBe(401);
    const missing = await call(t, getDashboard, { token: viewer.token, query: { seasonId: 999_999 } });
    expect([missing.status, missing.body.reason]).toEqual([404, 'seasonNotFound']);
    for (const seasonId of ['abc', '-1', "1 or 1=1", '1e99']) {
      expect((await call(t, getDashboard, { token: viewer.token, query: { seasonId } })).status).toBe(422);
    }
  });

  it('answers twenty requests at once alike', async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => dashboard(ids.season)));
    const strip = (d: Dashboard) => ({ ...d, generatedAt: '' });
    for (const d of all) expect(strip(d)).toEqual(strip(all[0]!));
  });
});
