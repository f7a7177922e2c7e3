import {
  getEntryInfo,
  getWinnerPackageFeePaymentChannels,
  orderMoreTrophies,
  payAdditionalTrophyFee,
  payWinnerPackageFee,
} from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, awardLevels, entries, trophyOrders } from '../../../src/db/schema.ts';
import { UNPAID_TROPHY_ORDERS_MAX } from '../../../src/services/payments/order-more-trophies.ts';
import { call, makeEntrant, seedCompetition, type Competition, insertAwardedEntry } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { sandboxCallback } from '../../helpers/sandbox-callback.ts';

/*
 * The fees after an award (apps/server/src/services/payments/README.md#payments): the winner package at the award
 * level's fee, and trophy orders at its trophy price × quantity, each paid through the same
 * orders and callbacks as the entry fee.
 */

let t: TestApp;
let comp: Competition;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
});
afterAll(() => t?.close());

const awarded = (userId: number, values: Partial<typeof entries.$inferInsert> = {}) =>
  insertAwardedEntry(t, comp, userId, values);

const ADDRESS = {
  recipient: 'Mia Chen',
  line1: '1 Harbour Road',
  city: 'Hong Kong',
  country: 'HK',
  areaCode: '+852',
  phone: '21234567',
};

const paySandbox = (orderNo: string, amountCents: number) => sandboxCallback(t, orderNo, amountCents);

describe('the winner package', () => {
  it('is paid at the award level’s fee, and the entry’s status follows the order', async () => {
    const me = await makeEntrant(t);
    const entry = await awarded(me.id);
    expect((await call(t, getWinnerPackageFeePaymentChannels, { token: me.token })).data.map((c: { provider: string }) => c.provider)).toEqual(['sandbox']);
    const res = await call(t, payWinnerPackageFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'sandbox' } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ feeKind: 'winnerPackage', amountCents: 119_900, status: 'pending' });
    await paySandbox(res.data.orderNo, 119_900);
    const [row] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row).toMatchObject({ winnerPackageFeeStatus: 'paid', entryFeeStatus: 'paid', additionalTrophyFeeStatus: 'unpaid' });
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'entry'), eq(auditLog.subjectId, String(entry.id))));
    expect(audit.map((a) => a.action)).toEqual(['entry.winner_package_fee_pending', 'entry.winner_package_fee_paid']);
    expect((await call(t, payWinnerPackageFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'sandbox' } })).status).toBe(409);
  });

  it('cannot be paid for an entry that is not awarded, or someone else’s', async () => {
    const me = await makeEntrant(t);
    const other = await makeEntrant(t);
    const submitted = await awarded(me.id, { status: 'submitted', awardLevelId: null });
    expect((await call(t, payWinnerPackageFee, { token: me.token, body: { apply_order_id: submitted.id, provider: 'sandbox' } })).status).toBe(409);
    const mine = await awarded(me.id);
    expect((await call(t, payWinnerPackageFee, { token: other.token, body: { apply_order_id: mine.id, provider: 'sandbox' } })).status).toBe(404);
    expect((await call(t, payWinnerPackageFee, { token: me.token, body: { apply_order_id: mine.id, provider: 'wxpay' } })).status).toBe(422);
  });
});

describe('extra trophies', () => {
  it('are ordered at the level’s trophy price × quantity, paid per order, and listed on the entry', async () => {
    const me = await makeEntrant(t);
    const entry = await awarded(me.id);
    const ordered = await call(t, orderMoreTrophies, { token: me.token, body: { apply_order_id: entry.id, quantity: 2, address: ADDRESS } });
    expect(ordered.status).toBe(200);
    expect(ordered.data).toMatchObject({ quantity: 2, unitFeeCents: 34_900, amountCents: 69_800, feeStatus: 'unpaid' });
    expect(ordered.data.address).toMatchObject({ recipient: 'Mia Chen', company: null, country: 'HK' });

    const order = await call(t, payAdditionalTrophyFee, {
      token: me.token,
      body: { apply_order_id: entry.id, trophyOrderId: ordered.data.id, provider: 'sandbox' },
    });
    expect(order.data).toMatchObject({ feeKind: 'additionalTrophy', amountCents: 69_800 });
    // A second trophy order is its own fee: its own pending order beside the first.
    const more = await call(t, orderMoreTrophies, { token: me.token, body: { apply_order_id: entry.id, quantity: 1, address: ADDRESS } });
    const second = await call(t, payAdditionalTrophyFee, {
      token: me.token,
      body: { apply_order_id: entry.id, trophyOrderId: more.data.id, provider: 'sandbox' },
    });
    expect(second.data.orderNo).not.toBe(order.data.orderNo);

    await paySandbox(order.data.orderNo, 69_800);
    const info = await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: entry.id } });
    // The second trophy order's payment is in progress: the entry's trophies are not all paid yet.
    expect(info.data.trophyOrders.map((o: { feeStatus: string }) => o.feeStatus)).toEqual(['paid', 'pending']);
    expect(info.data.additionalTrophyFeeStatus).toBe('pending');
    expect(
      (await call(t, payAdditionalTrophyFee, { token: me.token, body: { apply_order_id: entry.id, trophyOrderId: ordered.data.id, provider: 'sandbox' } })).status,
    ).toBe(409);
  });

  it('refuses an entry that is not awarded, another user’s trophy order, a bad address and too many unpaid orders', async () => {
    const me = await makeEntrant(t);
    const other = await makeEntrant(t);
    const notAwarded = await awarded(me.id, { status: 'in_review', awardLevelId: null });
    expect((await call(t, orderMoreTrophies, { token: me.token, body: { apply_order_id: notAwarded.id, quantity: 1, address: ADDRESS } })).status).toBe(409);
    const entry = await awarded(me.id);
    const bad = await call(t, orderMoreTrophies, { token: me.token, body: { apply_order_id: entry.id, quantity: 0, address: { ...ADDRESS, line1: '' } } });
    expect(bad.status).toBe(422);
    expect(await t.ctx.db.select().from(trophyOrders).where(eq(trophyOrders.entryId, entry.id))).toEqual([]);

    const theirs = await awarded(other.id);
    const theirOrder = await call(t, orderMoreTrophies, { token: other.token, body: { apply_order_id: theirs.id, quantity: 1, address: ADDRESS } });
    // Their trophy order through my entry, and my entry's id with their order: both missing.
    expect((await call(t, payAdditionalTrophyFee, { token: me.token, body: { apply_order_id: entry.id, trophyOrderId: theirOrder.data.id, provider: 'sandbox' } })).status).toBe(404);
    expect((await call(t, payAdditionalTrophyFee, { token: me.token, body: { apply_order_id: theirs.id, trophyOrderId: theirOrder.data.id, provider: 'sandbox' } })).status).toBe(404);

    const placed = await Promise.all(
      Array.from({ length: UNPAID_TROPHY_ORDERS_MAX + 3 }, () =>
        call(t, orderMoreTrophies, { token: me.token, body: { apply_order_id: entry.id, quantity: 1, address: ADDRESS } }),
      ),
    );
    expect(placed.filter((p) => p.status === 200)).toHaveLength(UNPAID_TROPHY_ORDERS_MAX);
    expect(placed.filter((p) => p.status === 409)).toHaveLength(3);
  });
});

describe("an award level of another season than the entry's", () => {
  it('prices neither the winner package nor trophies, and opens no order', async () => {
    const me = await makeEntrant(t);
    const [stray] = await t.ctx.db
      .insert(awardLevels)
      .values({ seasonId: comp.seasons.past, name: 'Old Gold', rank: 1, winnerPackageFeeCents: 1_000, trophyFeeCents: 500 })
      .returning({ id: awardLevels.id });
    const entry = await awarded(me.id, { awardLevelId: stray!.id });
    const pkg = await call(t, payWinnerPackageFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'sandbox' } });
    expect(pkg.status).toBe(409);
    expect(pkg.body.reason).toBe('noPackageDue');
    const trophies = await call(t, orderMoreTrophies, { token: me.token, body: { apply_order_id: entry.id, quantity: 1, address: ADDRESS } });
    expect(trophies.status).toBe(409);
    expect(trophies.body.reason).toBe('onlyAwardedTrophies');
    expect(await t.ctx.db.select().from(trophyOrders).where(eq(trophyOrders.entryId, entry.id))).toEqual([]);
  });
});
