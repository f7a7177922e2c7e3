import { calls, getEntryFee, getEntryInfo, listEntries } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, entries, invitationCodes, paymentOrders, seasons } from '../../../src/db/schema.ts';
import { getEntryFee as getEntryFeeService } from '../../../src/services/payments/get-entry-fee.ts';
import { payEntryFee as payEntryFeeService } from '../../../src/services/payments/pay-entry-fee.ts';
import { BAD_INVITATION_CODES, insertBadInvitationCodes, call, days, insertEntry, makeEntrant, onCompetitionApp, seasonDates, snapshot, type Competition } from '../../helpers/apply-fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Competition;
onCompetitionApp((app, competition) => {
  t = app;
  comp = competition;
});

// Furniture has all three prices; Lighting only its regular one, which every tier then charges.
beforeAll(async () => {
  await t.ctx.db.update(categories).set({ earlyBirdFeeCents: 24_900, lateFeeCents: 34_900 }).where(eq(categories.id, comp.cats.furniture));
  await t.ctx.db.insert(invitationCodes).values([
    { seasonId: comp.seasons.current, code: 'EarlyBird', discountPercent: 20 },
    { seasonId: comp.seasons.current, code: 'THIRD', discountPercent: 33 },
    { seasonId: comp.seasons.current, code: 'STUDENT', discountPercent: 100 },
  ]);
  await insertBadInvitationCodes(t);
});

/** The current season's tier dates, in days from now (null: no such tier). */
async function tiers(earlyBirdEnds: number | null, lateStarts: number | null) {
  await t.ctx.db
    .update(seasons)
    .set({ earlyBirdEndsAt: earlyBirdEnds === null ? null : days(earlyBirdEnds), lateFeeStartsAt: lateStarts === null ? null : days(lateStarts) })
    .where(eq(seasons.id, comp.seasons.current));
}

async function draft(userId: number, values: { categoryId?: number | null; invitationCode?: string | null } = {}) {
  return insertEntry(t, { userId, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, ...values });
}

const quote = (token: string, body: Record<string, unknown>) => call(t, getEntryFee, { token, body });

describe('POST /apply/getEntryFee: the tier of today', () => {
  it('charges the early-bird price until the early-bird date, and says until when', async () => {
    await tiers(5, 20);
    const me = await makeEntrant(t);
    const entry = await draft(me.id);
    const res = await quote(me.token, { apply_order_id: entry.id });
    expect(res.status).toBe(200);
    const season = (await t.ctx.db.select().from(seasons).where(eq(seasons.id, comp.seasons.current)))[0]!;
    expect(res.data).toEqual({
      applyOrderId: entry.id,
      tier: 'earlyBird',
      tierEndsAt: season.earlyBirdEndsAt!.toISOString(),
      categoryFeeCents: 24_900,
      discountPercent: 0,
      discountCents: 0,
      amountCents: 24_900,
      currency: 'USD',
      invitationCode: null,
      invitationCodeProblem: null,
      status: 'unpaid',
    });
    // The entry's own pages show the same price of today.
    expect((await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: entry.id } })).data.entryFeeCents).toBe(24_900);
  });

  it('charges the regular price between the two dates, until late prices start', async () => {
    await tiers(-2, 20);
    const me = await makeEntrant(t);
    const entry = await draft(me.id);
    const res = await quote(me.token, { apply_order_id: entry.id });
    const season = (await t.ctx.db.select().from(seasons).where(eq(seasons.id, comp.seasons.current)))[0]!;
    expect(res.data).toMatchObject({ tier: 'regular', tierEndsAt: season.lateFeeStartsAt!.toISOString(), categoryFeeCents: 29_900, amountCents: 29_900 });
  });

  it('charges the late price from the late date on, with no end; a category without one charges its regular fee', async () => {
    await tiers(-5, -1);
    const me = await makeEntrant(t);
    const furniture = await draft(me.id);
    expect((await quote(me.token, { apply_order_id: furniture.id })).data).toMatchObject({ tier: 'late', tierEndsAt: null, categoryFeeCents: 34_900, amountCents: 34_900 });
    expect((await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: furniture.id } })).data.entryFeeCents).toBe(34_900);
    const lighting = await draft(me.id, { categoryId: comp.cats.lighting });
    expect((await quote(me.token, { apply_order_id: lighting.id })).data).toMatchObject({ tier: 'late', categoryFeeCents: 19_900, amountCents: 19_900 });
  });

  it('charges the regular price all season when the season sets no tier dates', async () => {
    await tiers(null, null);
    const me = await makeEntrant(t);
    const entry = await draft(me.id);
    expect((await quote(me.token, { apply_order_id: entry.id })).data).toMatchObject({ tier: 'regular', tierEndsAt: null, categoryFeeCents: 29_900 });
  });

  it('publishes every tier with its dates in the category list, before anyone logs in', async () => {
    await tiers(5, 20);
    const res = await call(t, calls.public.getCategories);
    const season = (await t.ctx.db.select().from(seasons).where(eq(seasons.id, comp.seasons.current)))[0]!;
    const [group] = res.data;
    expect(group.feeTiers).toEqual([]);
    const byName = Object.fromEntries(group.children.map((c: { name: string; feeTiers: unknown }) => [c.name, c.feeTiers]));
    const early = season.earlyBirdEndsAt!.toISOString();
    const late = season.lateFeeStartsAt!.toISOString();
    expect(byName.Furniture).toEqual([
      { tier: 'earlyBird', feeCents: 24_900, startsAt: null, endsAt: early },
      { tier: 'regular', feeCents: 29_900, startsAt: early, endsAt: late },
      { tier: 'late', feeCents: 34_900, startsAt: late, endsAt: null },
    ]);
    expect(byName.Lighting).toEqual([
      { tier: 'earlyBird', feeCents: 19_900, startsAt: null, endsAt: early },
      { tier: 'regular', feeCents: 19_900, startsAt: early, endsAt: late },
      { tier: 'late', feeCents: 19_900, startsAt: late, endsAt: null },
    ]);
    // The winner package and trophy prices per award level are public too.
    const levels = await call(t, calls.public.getAwardClassification);
    expect(levels.data.map((l: { winnerPackageFeeCents: number; trophyFeeCents: number }) => [l.winnerPackageFeeCents, l.trophyFeeCents])).toEqual([
      [119_900, 34_900],
      [89_900, 29_900],
    ]);
  });
});

describe('POST /apply/getEntryFee: invitation codes', () => {
  it('takes off what a valid code gives, rounded to the cent, and attaches the code to the draft', async () => {
    await tiers(null, null);
    const me = await makeEntrant(t);
    const entry = await draft(me.id);
    const res = await quote(me.token, { apply_order_id: entry.id, invitationCode: ' earlybird ' });
    expect(res.data).toMatchObject({ categoryFeeCents: 29_900, discountPercent: 20, discountCents: 5_980, amountCents: 23_920, invitationCode: 'EarlyBird', invitationCodeProblem: null });
    // Attached: the entry shows it, and the next quote without a code keeps the discount.
    expect((await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: entry.id } })).data.invitationCode).toBe('EarlyBird');
    expect((await quote(me.token, { apply_order_id: entry.id })).data).toMatchObject({ amountCents: 23_920 });
    // Another code replaces it; 33 % of $199.00 is $65.67.
    const lighting = await draft(me.id, { categoryId: comp.cats.lighting });
    expect((await quote(me.token, { apply_order_id: lighting.id, invitationCode: 'third' })).data).toMatchObject({ discountCents: 6_567, amountCents: 13_333 });
    expect((await quote(me.token, { apply_order_id: lighting.id, invitationCode: 'STUDENT' })).data).toMatchObject({ discountPercent: 100, discountCents: 19_900, amountCents: 0 });
  });

  it('refuses an unknown, expired, inactive or used-up code with 422 on invitationCode, changing nothing', async () => {
    const me = await makeEntrant(t);
    const entry = await draft(me.id, { invitationCode: 'EarlyBird' });
    const before = await snapshot(t, entry.id);
    for (const [code, message] of Object.entries(BAD_INVITATION_CODES)) {
      const res = await quote(me.token, { apply_order_id: entry.id, invitationCode: code });
      expect(res.status, code).toBe(422);
      expect(res.msg).toEqual({ invitationCode: [message] });
    }
    expect(await snapshot(t, entry.id)).toEqual(before);
  });

  it("gives a draft no discount once its code has expired, and says why", async () => {
    await tiers(null, null);
    const me = await makeEntrant(t);
    const [code] = await t.ctx.db.insert(invitationCodes).values({ seasonId: comp.seasons.current, code: 'SOON', discountPercent: 50 }).returning();
    const entry = await draft(me.id);
    expect((await quote(me.token, { apply_order_id: entry.id, invitationCode: 'SOON' })).data).toMatchObject({ amountCents: 14_950 });
    await t.ctx.db.update(invitationCodes).set({ expiresAt: days(-1) }).where(eq(invitationCodes.id, code!.id));
    expect((await quote(me.token, { apply_order_id: entry.id })).data).toMatchObject({
      invitationCode: 'SOON',
      invitationCodeProblem: 'expired',
      discountPercent: 0,
      discountCents: 0,
      amountCents: 29_900,
    });
  });

  it('keeps a submitted entry the discount of the use it counted, and refuses a new code there with 409', async () => {
    await tiers(null, null);
    const me = await makeEntrant(t);
    // OLD expired after this entry was submitted with it.
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: days(-3), invitationCode: 'OLD' });
    expect((await quote(me.token, { apply_order_id: entry.id })).data).toMatchObject({ invitationCode: 'OLD', invitationCodeProblem: null, discountPercent: 10, amountCents: 26_910 });
    expect((await quote(me.token, { apply_order_id: entry.id, invitationCode: 'old' })).status).toBe(200);
    const before = await snapshot(t, entry.id);
    const res = await quote(me.token, { apply_order_id: entry.id, invitationCode: 'STUDENT' });
    expect(res.status).toBe(409);
    expect(res.msg).toBe('An invitation code can only be added or changed on a draft while registration is open.');
    expect(await snapshot(t, entry.id)).toEqual(before);
  });

  it('refuses a new code on a draft once registration has closed (409)', async () => {
    const me = await makeEntrant(t);
    const [closed] = await t.ctx.db.insert(seasons).values({ year: 2025, name: 'Closed', ...seasonDates('closed') }).returning();
    const entry = await insertEntry(t, { userId: me.id, seasonId: closed!.id, categoryId: comp.cats.furniture });
    expect((await quote(me.token, { apply_order_id: entry.id, invitationCode: 'EarlyBird' })).status).toBe(409);
    expect((await quote(me.token, { apply_order_id: entry.id })).data).toMatchObject({ tier: 'regular', amountCents: 29_900 });
  });
});

describe("the entry's own answers name the quote", () => {
  /** entryFeeCents of the entry in `info` and in the current season's list. */
  async function shown(token: string, entryId: number) {
    const info = (await call(t, getEntryInfo, { token, query: { apply_order_id: entryId } })).data.entryFeeCents;
    const list = await call(t, listEntries, { token, query: { pageSize: 100 } });
    const item = list.data.list.find((e: { id: number }) => e.id === entryId);
    return { info, list: item.entryFeeCents };
  }

  it('with an invitation code in the early-bird weeks: what getEntryFee quotes, not the category price', async () => {
    await tiers(5, 20);
    const me = await makeEntrant(t);
    const entry = await draft(me.id);
    // 20 % off the early-bird $249.00 (the regular fee is $299.00).
    const quoted = await quote(me.token, { apply_order_id: entry.id, invitationCode: 'EarlyBird' });
    expect(quoted.data).toMatchObject({ tier: 'earlyBird', categoryFeeCents: 24_900, discountCents: 4_980, amountCents: 19_920 });
    expect(await shown(me.token, entry.id)).toEqual({ info: 19_920, list: 19_920 });
    // Submitted with it, an expired code keeps its discount; a draft's gives nothing, as the quote says.
    const kept = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: days(-1), invitationCode: 'OLD' });
    const lapsed = await draft(me.id, { invitationCode: 'OLD' });
    for (const e of [kept, lapsed]) {
      const { amountCents } = (await quote(me.token, { apply_order_id: e.id })).data;
      expect(await shown(me.token, e.id)).toEqual({ info: amountCents, list: amountCents });
    }
    expect((await shown(me.token, kept.id)).info).toBe(22_410);
    expect((await shown(me.token, lapsed.id)).info).toBe(24_900);
  });

  it('once paid, what the order charged, whatever the tier of today', async () => {
    await tiers(5, 20);
    const me = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: days(-1), invitationCode: 'EarlyBird' });
    const { amountCents } = (await quote(me.token, { apply_order_id: entry.id })).data;
    expect(amountCents).toBe(19_920);
    await t.ctx.db.insert(paymentOrders).values({ orderNo: `E-PAID-${entry.id}`, entryId: entry.id, userId: me.id, feeKind: 'entry', provider: 'sandbox', amountCents, currency: 'USD', status: 'paid', paidAt: new Date() });
    await t.ctx.db.update(entries).set({ entryFeeStatus: 'paid' }).where(eq(entries.id, entry.id));
    // Late prices now: a new quote is $349.00 less 20 %, but the fee was $199.20.
    await tiers(-5, -1);
    expect((await quote(me.token, { apply_order_id: entry.id })).data.amountCents).toBe(27_920);
    expect(await shown(me.token, entry.id)).toEqual({ info: 19_920, list: 19_920 });
  });
});

describe('an order in progress when the price moves', () => {
  it('is not reused for an amount no longer due: it is cancelled (audited) and the quote is asked', async () => {
    const me = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: days(-1) });
    // The early-bird price ends half an hour from now, well inside an order's two hours.
    const now = new Date();
    const edge = new Date(now.getTime() + 30 * 60_000);
    await t.ctx.db.update(seasons).set({ earlyBirdEndsAt: edge, lateFeeStartsAt: days(20) }).where(eq(seasons.id, comp.seasons.current));
    const early = await payEntryFeeService(t.ctx, { userId: me.id, entryId: entry.id, provider: 'sandbox', now });
    expect(early.amountCents).toBe(24_900);
    // A second click before the edge: the same order.
    const again = await payEntryFeeService(t.ctx, { userId: me.id, entryId: entry.id, provider: 'sandbox', now: new Date(now.getTime() + 60_000) });
    expect(again.orderNo).toBe(early.orderNo);
    // After it: the regular price, in a new order; the old one can no longer be paid here.
    const later = new Date(edge.getTime() + 10 * 60_000);
    expect((await getEntryFeeService(t.ctx, { userId: me.id, entryId: entry.id, now: later })).amountCents).toBe(29_900);
    const regular = await payEntryFeeService(t.ctx, { userId: me.id, entryId: entry.id, provider: 'sandbox', now: later });
    expect(regular).toMatchObject({ amountCents: 29_900 });
    expect(regular.orderNo).not.toBe(early.orderNo);
    const rows = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.entryId, entry.id));
    expect(Object.fromEntries(rows.map((r) => [r.orderNo, [r.status, r.amountCents]]))).toEqual({
      [early.orderNo]: ['cancelled', 24_900],
      [regular.orderNo]: ['pending', 29_900],
    });
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectId, early.orderNo), eq(auditLog.action, 'payment.cancelled')));
    expect(audit).toMatchObject({ before: { status: 'pending', amountCents: 24_900 }, after: { status: 'cancelled', amountCents: 29_900 } });
    const [row] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row!.entryFeeStatus).toBe('pending');
  });
});

describe('POST /apply/getEntryFee: whose entry', () => {
  it("answers another user's entry as a missing one (404), attaching nothing", async () => {
    const owner = await makeEntrant(t);
    const other = await makeEntrant(t);
    const entry = await draft(owner.id);
    const before = await snapshot(t, entry.id);
    const theirs = await quote(other.token, { apply_order_id: entry.id, invitationCode: 'STUDENT' });
    const missing = await quote(other.token, { apply_order_id: entry.id + 100_000 });
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.msg).toBe(missing.msg);
    expect(await snapshot(t, entry.id)).toEqual(before);
  });

  it('asks to log in first (401) and for a category before quoting (409)', async () => {
    const me = await makeEntrant(t);
    const entry = await draft(me.id, { categoryId: null });
    expect((await call(t, getEntryFee, { body: { apply_order_id: entry.id } })).status).toBe(401);
    const res = await quote(me.token, { apply_order_id: entry.id });
    expect(res.status).toBe(409);
    expect(res.msg).toBe('Choose a category for this entry first: its entry fee depends on it.');
  });
});
