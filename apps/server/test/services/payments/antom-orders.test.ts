import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkOrderStatus,
  getEntryFeePaymentChannels,
  payEntryFee,
  queryAntomOrder,
  queryTransferEasyOrder,
  refundPayment,
} from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, paymentOrders } from '../../../src/db/schema.ts';
import { reconcilePendingOrders } from '../../../src/services/payments/reconcile-pending-orders.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { startFakeAntom, type FakeAntom } from './providers/fake-antom.ts';

/*
 * Antom through the whole app (apps/server/src/services/payments/README.md#payments): configured by its settings like a
 * real site, talking to a local Antom that signs and checks as Antom does. What the adapter's own
 * test cannot show: one order for many clicks, a callback applied once, a lost callback recovered
 * by the background check, expiry, and a provider that is down.
 */

const CLIENT_ID = 'LAUREL_TEST_CLIENT';
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const antomKeys = rsa();
const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' }).toString();

let fake: FakeAntom;
let t: TestApp;
let comp: Competition;
let keysDir: string;

beforeAll(async () => {
  fake = await startFakeAntom({ clientId: CLIENT_ID, merchantPublicKey: merchant.publicKey, antomPrivateKey: antomKeys.privateKey });
  keysDir = mkdtempSync(join(tmpdir(), 'laurel-antom-keys-'));
  writeFileSync(join(keysDir, 'merchant.pem'), pem(merchant.privateKey, 'pkcs8'));
  writeFileSync(join(keysDir, 'antom.pem'), pem(antomKeys.publicKey, 'spki'));
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://laurel.test',
      ANTOM_CLIENT_ID: CLIENT_ID,
      ANTOM_MERCHANT_PRIVATE_KEY_FILE: join(keysDir, 'merchant.pem'),
      ANTOM_PUBLIC_KEY_FILE: join(keysDir, 'antom.pem'),
      ANTOM_BASE_URL: fake.url,
      // Long enough for 20 signed calls at once on a loaded machine; the stall test waits it out.
      PAYMENT_TIMEOUT_MS: '3000',
    },
  });
  comp = await seedCompetition(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  rmSync(keysDir, { recursive: true, force: true });
});

async function submitted(userId: number) {
  return insertEntry(t, { userId, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: new Date() });
}
const pay = (token: string, entryId: number) => call(t, payEntryFee, { token, body: { apply_order_id: entryId, provider: 'antom' } });
const orderRow = async (orderNo: string) => (await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;
const entryRow = async (id: number) => (await t.ctx.db.select().from(entries).where(eq(entries.id, id)))[0]!;
const auditOf = (orderNo: string) =>
  t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'payment_order'), eq(auditLog.subjectId, orderNo)));

/** The mails to one address whose subject matches, once `count` of them have arrived. */
async function mailsTo(email: string, subject: RegExp, count = 1) {
  for (;;) {
    const found = t.mails.filter((m) => m.to.includes(email) && subject.test(m.subject));
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
}

function deliver(n: { headers: Record<string, string>; rawBody: string }) {
  return t.app.inject({ method: 'POST', url: '/api/notify/antom', headers: n.headers, payload: n.rawBody });
}

describe('Antom configured', () => {
  it('is offered beside the sandbox', async () => {
    const me = await makeEntrant(t);
    const res = await call(t, getEntryFeePaymentChannels, { token: me.token });
    expect(res.data.map((c: { provider: string }) => c.provider)).toEqual(['antom', 'sandbox']);
  });

  it('opens one order at Antom for 20 concurrent clicks, with its hosted checkout page', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const before = fake.received.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(me.token, entry.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = new Set(answers.map((a) => a.data.orderNo));
    expect(numbers.size).toBe(1);
    const [orderNo] = [...numbers];
    expect(answers[0]!.data.checkoutUrl).toMatch(/^http/);
    expect(fake.payments.get(orderNo!)).toMatchObject({});
    // Antom was asked once per click that found no link yet, always for the same payment.
    const creates = fake.received.slice(before).filter((r) => r.path.endsWith('createPaymentSession'));
    expect(new Set(creates.map((r) => r.body.paymentRequestId))).toEqual(new Set([orderNo]));
    expect(await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.entryId, entry.id))).toHaveLength(1);
  });

  it('applies a signed notification delivered 20 times at once exactly once, with one receipt', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    fake.payerPays(order.orderNo);
    const n = fake.notification(order.orderNo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(n)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers[0]!.json()).toEqual({ result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' } });
    expect((await orderRow(order.orderNo)).status).toBe('paid');
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('paid');
    expect((await auditOf(order.orderNo)).map((a) => a.action).sort()).toEqual(['payment.created', 'payment.paid']);
    await mailsTo(me.email, /^Receipt: \$299\.00 for the entry fee/);
    // Every delivery has been answered, so no other receipt is still on its way.
    expect(t.mails.filter((m) => m.to.includes(me.email) && /^Receipt/.test(m.subject))).toHaveLength(1);
  });

  it('refuses a tampered notification and one signed with another key, changing nothing', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    fake.payerPays(order.orderNo);
    const n = fake.notification(order.orderNo);
    const tampered = { ...n, rawBody: n.rawBody.replace('"S"', '"S" ') };
    expect((await deliver(tampered)).statusCode).toBe(400);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect((await deliver(fake.notification(order.orderNo, { signingKey: stranger.privateKey }))).statusCode).toBe(400);
    const old = fake.notification(order.orderNo, { requestTime: new Date(Date.now() - 6 * 60_000) });
    expect((await deliver(old)).statusCode).toBe(400);
    // Genuinely signed, but for another amount than the order's: refused, and logged for a person.
    const payment = fake.payments.get(order.orderNo)!;
    payment.amount = { currency: 'USD', value: '100' };
    expect((await deliver(fake.notification(order.orderNo))).statusCode).toBe(400);
    payment.amount = { currency: 'USD', value: '29900' };
    expect((await orderRow(order.orderNo)).status).toBe('pending');
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('pending');
  });

  it('recovers a lost notification by asking Antom, in the background and from the result page', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    // Paid at Antom; its notification never arrives.
    fake.payerPays(order.orderNo);
    // Two processes' rounds at once: each pending order is claimed by one of them only.
    const before = fake.received.filter((r) => r.path.endsWith('inquiryPayment') && r.body.paymentRequestId === order.orderNo).length;
    await Promise.all([reconcilePendingOrders(t.ctx), reconcilePendingOrders(t.ctx)]);
    const asked = fake.received.filter((r) => r.path.endsWith('inquiryPayment') && r.body.paymentRequestId === order.orderNo).length;
    expect(asked - before).toBe(1);
    expect((await orderRow(order.orderNo)).status).toBe('paid');
    expect((await auditOf(order.orderNo)).map((a) => a.action).sort()).toEqual(['payment.created', 'payment.paid']);
    expect((await entryRow(entry.id)).entryFeeStatus).toBe('paid');
    await mailsTo(me.email, /^Receipt/);

    // The page's own check: a second entry, settled by checkOrderStatus alone.
    const other = await submitted(me.id);
    const { data: second } = await pay(me.token, other.id);
    fake.payerPays(second.orderNo);
    const polled = await call(t, checkOrderStatus, { token: me.token, query: { order_no: second.orderNo } });
    expect(polled.data).toMatchObject({ status: 'paid', checkoutUrl: null });
  });

  it('expires an unpaid order past its time, closes it at Antom and tells the entrant once', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    const later = new Date(Date.parse(order.expiresAt!) + 60_000);
    await Promise.all([reconcilePendingOrders(t.ctx, { now: later }), reconcilePendingOrders(t.ctx, { now: later })]);
    expect((await orderRow(order.orderNo)).status).toBe('expired');
    expect(fake.payments.get(order.orderNo)?.status).toBe('CANCELLED');
    expect((await auditOf(order.orderNo)).map((a) => a.action).sort()).toEqual(['payment.created', 'payment.expired']);
    await mailsTo(me.email, /^Payment not completed: the entry fee/);
    expect(t.mails.filter((m) => m.to.includes(me.email) && /^Payment not completed/.test(m.subject))).toHaveLength(1);
    // A new click opens a new order.
    const next = await pay(me.token, entry.id);
    expect(next.data.orderNo).not.toBe(order.orderNo);
  });

  it('answers 502 while Antom is down, keeping the order, and the next click completes it', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    fake.stall = true;
    const down = await pay(me.token, entry.id).finally(() => {
      fake.stall = false;
    });
    expect(down.status).toBe(502);
    expect(down.body.msg).toMatch(/payment provider cannot be reached/);
    const [kept] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.entryId, entry.id));
    expect(kept).toMatchObject({ status: 'pending', checkoutUrl: null });
    // Left like that, it is never asked about (Antom has no such payment) and expires in time.
    const inquiries = () => fake.received.filter((r) => r.path.endsWith('inquiryPayment') && r.body.paymentRequestId === kept!.orderNo).length;
    await reconcilePendingOrders(t.ctx);
    expect(inquiries()).toBe(0);
    expect((await orderRow(kept!.orderNo)).status).toBe('pending');
    const again = await pay(me.token, entry.id);
    expect(again.status).toBe(200);
    expect(again.data.orderNo).toBe(kept!.orderNo);
    expect(again.data.checkoutUrl).toMatch(/^http/);

    // One that never got its page expires with its time, unasked and unannounced.
    const other = await submitted(me.id);
    fake.stall = true;
    const stalled = await pay(me.token, other.id).finally(() => {
      fake.stall = false;
    });
    expect(stalled.status).toBe(502);
    const [orphan] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.entryId, other.id));
    await reconcilePendingOrders(t.ctx, { now: new Date(orphan!.expiresAt!.getTime() + 120_000) });
    expect((await orderRow(orphan!.orderNo)).status).toBe('expired');
    expect(fake.received.some((r) => r.path.endsWith('inquiryPayment') && r.body.paymentRequestId === orphan!.orderNo)).toBe(false);
  });

  it('answers another user’s order, and an Antom order asked of another provider, as missing', async () => {
    const me = await makeEntrant(t);
    const other = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    expect((await call(t, queryAntomOrder, { token: me.token, body: { order_no: order.orderNo } })).status).toBe(200);
    expect((await call(t, queryAntomOrder, { token: other.token, body: { order_no: order.orderNo } })).status).toBe(404);
    expect((await call(t, queryTransferEasyOrder, { token: me.token, body: { order_no: order.orderNo } })).status).toBe(404);
  });

  it('refunds once at Antom when the same refund is requested twice at once', async () => {
    const me = await makeEntrant(t);
    const judge = await makeEntrant(t, { identity: 1 });
    const entry = await submitted(me.id);
    const { data: order } = await pay(me.token, entry.id);
    fake.payerPays(order.orderNo);
    await deliver(fake.notification(order.orderNo));
    const body = { orderNo: order.orderNo, refundNo: 'REFUND-ANTOM-0001', amountCents: 9_900, reason: 'Category closed' };
    const answers = await Promise.all([call(t, refundPayment, { token: judge.token, body }), call(t, refundPayment, { token: judge.token, body })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.data.refundedCents)).toEqual([9_900, 9_900]);
    const atAntom = [...fake.refunds.values()].filter((r) => r.refundRequestId === 'REFUND-ANTOM-0001');
    expect(atAntom).toHaveLength(1);
    expect((await orderRow(order.orderNo)).refundedCents).toBe(9_900);
  });
});
