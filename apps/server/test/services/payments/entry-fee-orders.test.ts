import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkOrderStatus, getEntryFeePaymentChannels, payEntryFee } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, paymentOrders } from '../../../src/db/schema.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../../src/services/payments/providers/sandbox/sandbox.ts';
import { call, insertEntry, makeEntrant, seedCompetition, snapshot, type Competition } from '../../helpers/apply-fixtures.ts';
import { loadConfig } from '../../../src/core/config.ts';
import { captureLog } from '../../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Competition;
const { log, lines } = captureLog('info');
beforeAll(async () => {
  t = await createTestApp({ log });
  comp = await seedCompetition(t);
});
afterAll(() => t?.close());

/** A submitted entry in Furniture (regular fee 299.00 USD) whose entry fee is unpaid. */
async function submitted(userId: number, values: Partial<typeof entries.$inferInsert> = {}) {
  return insertEntry(t, { userId, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: new Date(), ...values });
}

const pay = (token: string, entryId: number) => call(t, payEntryFee, { token, body: { apply_order_id: entryId, provider: 'sandbox' } });

/** Posts a callback to the notify route as a provider would: these exact bytes, this signature. */
function notify(rawBody: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/notify/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: rawBody,
  });
}

function signed(orderNo: string, over: { status?: 'paid' | 'failed'; amountCents?: number; currency?: string } = {}) {
  return t.ctx.payments.sandbox!.signCallback({
    orderNo,
    status: over.status ?? 'paid',
    amountCents: over.amountCents ?? 29_900,
    currency: over.currency ?? 'USD',
    providerReference: `SBX-${orderNo}`,
  });
}

async function orderRows(entryId: number) {
  return t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.entryId, entryId));
}

async function auditOf(orderNo: string) {
  return t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'payment_order'), eq(auditLog.subjectId, orderNo)));
}

describe('payment channels', () => {
  it('offers the sandbox while no real provider is configured', async () => {
    const me = await makeEntrant(t);
    const res = await call(t, getEntryFeePaymentChannels, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.data.map((c: { provider: string }) => c.provider)).toEqual(['sandbox']);
  });
});

describe('POST /apply/entryFeePayment', () => {
  it('opens a pending order for the quoted amount, and gives the same order while it is pending', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const first = await pay(me.token, entry.id);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ applyOrderId: entry.id, feeKind: 'entry', provider: 'sandbox', amountCents: 29_900, currency: 'USD', status: 'pending', paidAt: null });
    // The checkout page opens with a key only this payer is given.
    expect(first.data.checkoutUrl).toMatch(new RegExp(`^/sandbox/checkout/${first.data.orderNo}\\?key=[0-9a-f]{32}$`));
    // Its QR code is the same page's absolute address, for a phone.
    expect(first.data.qrCodeUrl).toBe(`${t.ctx.config.publicUrl}${first.data.checkoutUrl}`);
    const again = await pay(me.token, entry.id);
    expect(again.data.orderNo).toBe(first.data.orderNo);
    expect(await orderRows(entry.id)).toHaveLength(1);
    expect((await auditOf(first.data.orderNo)).map((a) => a.action)).toEqual(['payment.created']);
  });

  it('gives exactly one order to 20 concurrent requests', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(me.token, entry.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.data.orderNo)).size).toBe(1);
    expect(await orderRows(entry.id)).toHaveLength(1);
  });

  it('has the database refuse a second pending order for one entry, fee and provider, whatever code path tries', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    const row = { entryId: entry.id, userId: me.id, feeKind: 'entry', provider: 'sandbox', amountCents: 1, currency: 'USD' };
    await expect(t.ctx.db.insert(paymentOrders).values({ ...row, orderNo: `${order.orderNo}-2` })).rejects.toThrow();
    // A closed order does not count: a new attempt may open next to it.
    await t.ctx.db.insert(paymentOrders).values({ ...row, orderNo: `${order.orderNo}-3`, status: 'failed' });
    expect(await orderRows(entry.id)).toHaveLength(2);
  });

  it('refuses a draft, a paid fee and an unknown provider, with nothing changed', async () => {
    const me = await makeEntrant(t);
    const draft = await submitted(me.id, { status: 'draft', submittedAt: null });
    const paid = await submitted(me.id, { entryFeeStatus: 'paid' });
    const before = await snapshot(t);
    expect((await pay(me.token, draft.id)).status).toBe(409);
    expect((await pay(me.token, paid.id)).status).toBe(409);
    const other = await call(t, payEntryFee, { token: me.token, body: { apply_order_id: paid.id, provider: 'wxpay' } });
    expect(other.status).toBe(422);
    expect(await snapshot(t)).toEqual(before);
    expect(await orderRows(draft.id)).toHaveLength(0);
  });

  it('offers no sandbox where configuration turns it off (the default on a live site)', async () => {
    const off = await createTestApp({ env: { PAYMENT_SANDBOX: 'false' } });
    try {
      const competition = await seedCompetition(off);
      const me = await makeEntrant(off);
      const entry = await insertEntry(off, { userId: me.id, seasonId: competition.seasons.current, categoryId: competition.cats.furniture, status: 'submitted', submittedAt: new Date() });
      expect((await call(off, getEntryFeePaymentChannels, { token: me.token })).data).toEqual([]);
      const res = await call(off, payEntryFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'sandbox' } });
      expect(res.status).toBe(422);
      expect((await off.app.inject({ method: 'GET', url: '/sandbox/checkout/E1' })).statusCode).toBe(404);
      const notify = await off.app.inject({ method: 'POST', url: '/api/notify/sandbox', payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(notify.statusCode).toBe(404);
    } finally {
      await off.close();
    }
    // Production without demo data (a live site) offers none unless asked (config.test.ts has the rest).
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'false' }).paymentSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' }).paymentSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).paymentSandbox).toBe(true);
  });

  it("answers another user's entry like a missing one", async () => {
    const owner = await makeEntrant(t);
    const other = await makeEntrant(t);
    const entry = await submitted(owner.id);
    const res = await pay(other.token, entry.id);
    expect(res.status).toBe(404);
    expect(await orderRows(entry.id)).toHaveLength(0);
  });
});

describe('GET /apply/checkOrderStatus', () => {
  it("shows the caller's own order; another user's order is the 404 of a missing one", async () => {
    const owner = await makeEntrant(t);
    const other = await makeEntrant(t);
    const entry = await submitted(owner.id);
    const { data: order } = await pay(owner.token, entry.id);
    const mine = await call(t, checkOrderStatus, { token: owner.token, query: { order_no: order.orderNo } });
    expect(mine.data).toEqual(order);
    const theirs = await call(t, checkOrderStatus, { token: other.token, query: { order_no: order.orderNo } });
    const missing = await call(t, checkOrderStatus, { token: other.token, query: { order_no: 'E20260101NOSUCHORDER' } });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
  });
});

describe('POST /api/notify/sandbox', () => {
  it('applies a paid callback delivered 20 times at once exactly once: one change, one audit row per subject', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    const { rawBody, signature } = signed(order.orderNo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(rawBody, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    // Each delivery is acknowledged; the audit below shows exactly one of them changed anything.
    expect(answers.map((a) => a.json())).toEqual(Array(20).fill({ ok: true }));

    const status = await call(t, checkOrderStatus, { token: me.token, query: { order_no: order.orderNo } });
    expect(status.data).toMatchObject({ status: 'paid', checkoutUrl: null });
    expect(status.data.paidAt).not.toBeNull();
    const [stored] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(stored!.entryFeeStatus).toBe('paid');
    expect((await auditOf(order.orderNo)).map((a) => a.action).sort()).toEqual(['payment.created', 'payment.paid']);
    const entryAudit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'entry'), eq(auditLog.subjectId, String(entry.id))));
    // Pending when the order opened, paid once by the 20 deliveries.
    expect(entryAudit.map((a) => a.action)).toEqual(['entry.entry_fee_pending', 'entry.entry_fee_paid']);
    // Paid: no new order can open for it.
    expect((await pay(me.token, entry.id)).status).toBe(409);
  });

  it('refuses a tampered body, a wrong signature and a missing one, with nothing changed', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    const { rawBody, signature } = signed(order.orderNo);
    const before = { db: await snapshot(t, entry.id), orders: await orderRows(entry.id) };
    const tampered = rawBody.replace('"paid"', '"paid" ');
    expect((await notify(tampered, signature)).statusCode).toBe(400);
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    expect((await notify(rawBody, flipped)).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/api/notify/sandbox', headers: { 'content-type': 'application/json' }, payload: rawBody });
    expect(res.statusCode).toBe(400);
    expect({ db: await snapshot(t, entry.id), orders: await orderRows(entry.id) }).toEqual(before);
    // Nothing secret in the log: neither the signature nor the key.
    const text = JSON.stringify(lines);
    expect(text).not.toContain(signature);
    expect(text).not.toContain(flipped);
    expect(text).not.toContain(t.ctx.config.secretKey ?? readFileSync(join(t.ctx.config.dataDir, 'secret-key'), 'utf8').trim());
    expect(lines.some((l) => l.msg === 'payment callback refused')).toBe(true);
  });

  it('refuses and logs a correctly signed result whose amount or currency differs from the order', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    const before = { db: await snapshot(t, entry.id), orders: await orderRows(entry.id) };
    const cheaper = signed(order.orderNo, { amountCents: 100 });
    expect((await notify(cheaper.rawBody, cheaper.signature)).statusCode).toBe(400);
    const euros = signed(order.orderNo, { currency: 'EUR' });
    expect((await notify(euros.rawBody, euros.signature)).statusCode).toBe(400);
    expect({ db: await snapshot(t, entry.id), orders: await orderRows(entry.id) }).toEqual(before);
    const logged = lines.filter((l) => l.orderNo === order.orderNo && /amount or currency/.test(l.msg ?? ''));
    expect(logged).toHaveLength(2);
  });

  it('applies a failed result, after which a new order can open; money that still arrives for the failed order pays the fee once', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    const failed = signed(order.orderNo, { status: 'failed' });
    expect((await notify(failed.rawBody, failed.signature)).statusCode).toBe(200);
    expect((await orderRows(entry.id)).map((o) => o.status)).toEqual(['failed']);
    const [open] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(open!.entryFeeStatus).toBe('unpaid');
    // The money was taken after all: the order says so, and it pays the fee (apps/server/src/services/fee-ledger/README.md#the-fee-ledger).
    const late = signed(order.orderNo);
    expect((await notify(late.rawBody, late.signature)).statusCode).toBe(200);
    expect((await notify(late.rawBody, late.signature)).statusCode).toBe(200);
    expect((await auditOf(order.orderNo)).map((a) => a.action).sort()).toEqual(['payment.created', 'payment.failed', 'payment.paid_late']);
    const [stored] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(stored!.entryFeeStatus).toBe('paid');
    expect((await orderRows(entry.id)).map((o) => o.status)).toEqual(['paid']);
    expect((await pay(me.token, entry.id)).status).toBe(409);
  });

  it('refuses a body over the size limit and an unknown provider', async () => {
    const big = await t.app.inject({ method: 'POST', url: '/api/notify/sandbox', headers: { 'content-type': 'application/json' }, payload: 'x'.repeat(100 * 1024) });
    expect(big.statusCode).toBe(413);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/notify/nobody', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the sandbox checkout page', () => {
  it('shows the order and pays it through the signed callback', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    const page = await t.app.inject({ method: 'GET', url: order.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$299.00');
    const [path, query] = order.checkoutUrl!.split('?');
    const paid = await t.app.inject({ method: 'POST', url: `${path}/paid?${query}` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/pay-result?order_no=${order.orderNo}`);
    expect((await call(t, checkOrderStatus, { token: me.token, query: { order_no: order.orderNo } })).data.status).toBe('paid');
    expect((await t.app.inject({ method: 'GET', url: order.checkoutUrl })).body).toContain('This order is paid.');
  });
});

describe('the sandbox checkout page', () => {
  it('opens only with its payer’s key, shows the amount in both languages, pays through the signed callback and returns to /pay-result', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    const page = await t.app.inject({ method: 'GET', url: order.checkoutUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('$299.00');
    expect(page.body).toContain('沙盒收银台');
    const key = new URL(order.checkoutUrl!, 'http://x').searchParams.get('key')!;
    expect(page.body).toContain(`action="/sandbox/checkout/${order.orderNo}/paid?key=${key}"`);
    // A visitor who knows the order's number but not its key: no page, and no way to settle it.
    const stranger = await makeEntrant(t);
    for (const url of [`/sandbox/checkout/${order.orderNo}`, `/sandbox/checkout/${order.orderNo}?key=${'0'.repeat(32)}`, `/sandbox/checkout/${order.orderNo}?key[]=x`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { token: stranger.token } })).statusCode).toBe(404);
    }
    // The stranger's own order and key do not open this one, nor this key theirs.
    const { data: theirs } = await pay(stranger.token, (await submitted(stranger.id)).id);
    const theirKey = new URL(theirs.checkoutUrl!, 'http://x').searchParams.get('key')!;
    for (const result of ['paid', 'failed']) {
      for (const url of [`/sandbox/checkout/${order.orderNo}/${result}`, `/sandbox/checkout/${order.orderNo}/${result}?key=${theirKey}`, `/sandbox/checkout/${theirs.orderNo}/${result}?key=${key}`]) {
        const forged = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
        expect(forged.statusCode).toBe(404);
      }
    }
    expect((await orderRows(entry.id))[0]!.status).toBe('pending');
    expect((await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, theirs.orderNo)))[0]!.status).toBe('pending');
    // As a browser's form posts it: urlencoded, with an empty body.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${order.orderNo}/paid?key=${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/pay-result?order_no=${order.orderNo}`);
    expect((await orderRows(entry.id))[0]!.status).toBe('paid');
    // Settled: no buttons any more, and another choice changes nothing.
    expect((await t.app.inject({ method: 'GET', url: order.checkoutUrl! })).body).not.toContain('<button');
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${order.orderNo}/failed?key=${key}` });
    expect((await orderRows(entry.id))[0]!.status).toBe('paid');
    expect((await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${order.orderNo}/refunded?key=${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/checkout/%3Cscript%3E' })).statusCode).toBe(404);
  });
});
