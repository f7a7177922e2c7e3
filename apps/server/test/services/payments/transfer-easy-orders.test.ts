import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { payEntryFee, refundPayment } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, paymentOrders } from '../../../src/db/schema.ts';
import { reconcilePendingOrders } from '../../../src/services/payments/reconcile-pending-orders.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { startFakeTransferEasy, type FakeTransferEasy } from './providers/fake-transfer-easy.ts';

/*
 * TransferEasy through the whole app (apps/server/src/services/payments/README.md#payments), configured by its settings
 * and talking to a local TransferEasy that signs and checks as TransferEasy does: one order for
 * many clicks, a notification applied once, refused when forged, old or for another amount, a
 * lost one recovered by asking, and a refund made once.
 */

const pair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const merchant = pair();
const platform = pair();
const stranger = pair();

let fake: FakeTransferEasy;
let t: TestApp;
let comp: Competition;
let keysDir: string;

beforeAll(async () => {
  fake = await startFakeTransferEasy({ merchantNo: '80000138', productCode: 'CP0001', merchantPublicKey: merchant.publicKey, platformPrivateKey: platform.privateKey });
  keysDir = mkdtempSync(join(tmpdir(), 'laurel-te-keys-'));
  writeFileSync(join(keysDir, 'merchant.pem'), merchant.privateKey);
  writeFileSync(join(keysDir, 'platform.pem'), platform.publicKey);
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://laurel.test',
      TRANSFEREASY_MERCHANT_NO: '80000138',
      TRANSFEREASY_PRODUCT_CODE: 'CP0001',
      TRANSFEREASY_MERCHANT_PRIVATE_KEY_FILE: join(keysDir, 'merchant.pem'),
      TRANSFEREASY_PUBLIC_KEY_FILE: join(keysDir, 'platform.pem'),
      TRANSFEREASY_BASE_URL: fake.baseUrl,
      PAYMENT_SANDBOX: 'false',
    },
  });
  comp = await seedCompetition(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  rmSync(keysDir, { recursive: true, force: true });
});

async function paidLater() {
  const me = await makeEntrant(t);
  const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: new Date() });
  const answers = await Promise.all(Array.from({ length: 10 }, () => call(t, payEntryFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'transferEasy' } })));
  expect(new Set(answers.map((a) => a.data.orderNo)).size).toBe(1);
  return { me, entry, order: answers[0]!.data as { orderNo: string; checkoutUrl: string } };
}
const notify = (n: { headers: Record<string, string>; rawBody: string }) =>
  t.app.inject({ method: 'POST', url: '/api/notify/transferEasy', headers: n.headers, payload: n.rawBody });
const orderRow = async (orderNo: string) => (await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;

describe('TransferEasy configured', () => {
  it('applies a signed notification delivered 20 times at once exactly once, and refuses forged, old and wrong-amount ones', async () => {
    const { entry, order } = await paidLater();
    expect(order.checkoutUrl).toMatch(/^http/);
    // The 299.00 USD fee crosses to TransferEasy in its documented unit, major units.
    expect(fake.order(order.orderNo)).toMatchObject({ amount: '299.00', currency: 'USD', notifyUrl: 'https://laurel.test/api/notify/transferEasy' });
    fake.markPaid(order.orderNo);

    const forged = await notify(fake.notification(order.orderNo, { signWith: stranger.privateKey }));
    const old = await notify(fake.notification(order.orderNo, { timestamp: Math.floor(Date.now() / 1000) - 360 }));
    const cheaper = await notify(fake.notification(order.orderNo, { fields: { amount: '100.00' } }));
    expect([forged.statusCode, old.statusCode, cheaper.statusCode]).toEqual([400, 400, 400]);
    expect((await orderRow(order.orderNo)).status).toBe('pending');

    // "29900", the fee in cents as the adapter used to send it, is read as 29900.00 dollars: refused.
    expect((await notify(fake.notification(order.orderNo, { fields: { amount: '29900' } }))).statusCode).toBe(400);
    expect((await orderRow(order.orderNo)).status).toBe('pending');

    const n = fake.notification(order.orderNo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(n)));
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual(Array(20).fill([200, 'SUCCESS']));
    const [row] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row!.entryFeeStatus).toBe('paid');
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'payment_order'), eq(auditLog.subjectId, order.orderNo)));
    expect(audit.map((a) => a.action).sort()).toEqual(['payment.created', 'payment.paid']);
  });

  it('recovers a lost notification by asking TransferEasy, and refunds once when asked twice', async () => {
    const { order } = await paidLater();
    fake.markPaid(order.orderNo);
    await reconcilePendingOrders(t.ctx);
    expect((await orderRow(order.orderNo)).status).toBe('paid');

    const judge = await makeEntrant(t, { identity: 1 });
    const body = { orderNo: order.orderNo, refundNo: 'REFUND-TE-000001', amountCents: 29_900, reason: 'Withdrawn before review' };
    const answers = await Promise.all([call(t, refundPayment, { token: judge.token, body }), call(t, refundPayment, { token: judge.token, body })]);
    expect(answers.map((a) => a.data.status)).toEqual(['refunded', 'refunded']);
    expect(fake.refunds.filter((r) => r.outTradeNo === 'REFUND-TE-000001')).toHaveLength(1);
  });
});
