import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getEntryFeePaymentChannels, getWxpayAwardedQrcode, getWxpayEntryFeeQrcode, payEntryFee, queryWxpayOrder, refundPayment } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, paymentOrders } from '../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { startFakeWxpay } from './providers/fake-wxpay.ts';

/*
 * WeChat Pay through the whole app (apps/server/src/services/payments/README.md#payments), configured by its settings and
 * talking to a local WeChat Pay that signs, verifies and seals as WeChat does: the QR calls, the
 * callback on /api/notify/wxpay, and the query call.
 */

const MCH_ID = '1900000109';
const API_V3_KEY = 'a'.repeat(16) + 'B'.repeat(16);
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const platform = rsa();
const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' }).toString();

let fake: Awaited<ReturnType<typeof startFakeWxpay>>;
let t: TestApp;
let comp: Competition;
let keysDir: string;

beforeAll(async () => {
  fake = await startFakeWxpay({
    mchId: MCH_ID,
    appId: 'wxd678efh567hg6787',
    merchantSerialNo: 'MERCHANT-SERIAL-1',
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
    platformSerial: 'PUB_KEY_ID_0001',
    apiV3Key: API_V3_KEY,
  });
  keysDir = mkdtempSync(join(tmpdir(), 'laurel-wxpay-keys-'));
  writeFileSync(join(keysDir, 'merchant.pem'), pem(merchant.privateKey, 'pkcs8'));
  writeFileSync(join(keysDir, 'platform.pem'), pem(platform.publicKey, 'spki'));
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://laurel.test',
      WXPAY_MCH_ID: MCH_ID,
      WXPAY_APP_ID: 'wxd678efh567hg6787',
      WXPAY_MERCHANT_SERIAL_NO: 'MERCHANT-SERIAL-1',
      WXPAY_MERCHANT_PRIVATE_KEY_FILE: join(keysDir, 'merchant.pem'),
      WXPAY_PLATFORM_PUBLIC_KEY_FILE: join(keysDir, 'platform.pem'),
      WXPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0001',
      WXPAY_API_V3_KEY: API_V3_KEY,
      WXPAY_BASE_URL: fake.baseUrl,
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

const submitted = (userId: number) =>
  insertEntry(t, { userId, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: new Date() });
const notify = (n: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/api/notify/wxpay', headers: n.headers, payload: n.body });

describe('WeChat Pay configured', () => {
  it('is the one channel, a QR flow', async () => {
    const me = await makeEntrant(t);
    const res = await call(t, getEntryFeePaymentChannels, { token: me.token });
    expect(res.data).toEqual([expect.objectContaining({ provider: 'wxpay', flow: 'qr' })]);
  });

  it('gives the same QR order through getEntryFeeQrcode and entryFeePayment, paid once by its callback', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    const qr = await call(t, getWxpayEntryFeeQrcode, { token: me.token, body: { apply_order_id: entry.id } });
    expect(qr.status).toBe(200);
    expect(qr.data).toMatchObject({ provider: 'wxpay', feeKind: 'entry', amountCents: 29_900, checkoutUrl: null });
    expect(qr.data.qrCodeUrl).toMatch(/^weixin:\/\//);
    const same = await call(t, payEntryFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'wxpay' } });
    expect(same.data.orderNo).toBe(qr.data.orderNo);
    expect(fake.orders.get(qr.data.orderNo)?.amount).toEqual({ total: 29_900, currency: 'USD' });

    fake.payerPays(qr.data.orderNo);
    // Paid, but for another amount than the order's: refused, nothing changes.
    const order = fake.orders.get(qr.data.orderNo)!;
    order.amount.total = 100;
    expect((await notify(fake.notification(qr.data.orderNo))).statusCode).toBe(400);
    order.amount.total = 29_900;
    expect((await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, qr.data.orderNo)))[0]!.status).toBe('pending');
    const n = fake.notification(qr.data.orderNo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(n)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(204));
    const [row] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row!.entryFeeStatus).toBe('paid');

    // A callback five minutes late, or sealed wrongly, is refused in WeChat's format.
    const old = await notify(fake.notification(qr.data.orderNo, { timestampOffsetSeconds: -360 }));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'FAIL' });
    expect((await notify(fake.notification(qr.data.orderNo, { corruptTag: true }))).statusCode).toBe(400);
  });

  it('settles a lost callback through queryOrder, for the owner only', async () => {
    const me = await makeEntrant(t);
    const other = await makeEntrant(t);
    const entry = await submitted(me.id);
    const { data: order } = await call(t, getWxpayEntryFeeQrcode, { token: me.token, body: { apply_order_id: entry.id } });
    expect((await call(t, queryWxpayOrder, { token: me.token, body: { order_no: order.orderNo } })).data.status).toBe('pending');
    fake.payerPays(order.orderNo);
    expect((await call(t, queryWxpayOrder, { token: other.token, body: { order_no: order.orderNo } })).status).toBe(404);
    // The page asks WeChat at most once per few seconds; the check after that settles it.
    await t.ctx.db.update(paymentOrders).set({ checkedAt: null }).where(eq(paymentOrders.orderNo, order.orderNo));
    const settled = await call(t, queryWxpayOrder, { token: me.token, body: { order_no: order.orderNo } });
    expect(settled.data).toMatchObject({ status: 'paid', qrCodeUrl: null });

    // Refunded in part, asked twice at once: one refund at WeChat Pay, one here.
    const judge = await makeEntrant(t, { identity: 1 });
    const body = { orderNo: order.orderNo, refundNo: 'REFUND-WX-000001', amountCents: 10_000, reason: 'Second entry by mistake' };
    const answers = await Promise.all([call(t, refundPayment, { token: judge.token, body }), call(t, refundPayment, { token: judge.token, body })]);
    expect(answers.map((a) => a.data.refundedCents)).toEqual([10_000, 10_000]);
    expect([...fake.refunds.values()].filter((r) => r.out_refund_no === 'REFUND-WX-000001')).toHaveLength(1);
  });

  it('gives the winner package’s QR code only for an awarded entry', async () => {
    const me = await makeEntrant(t);
    const entry = await submitted(me.id);
    expect((await call(t, getWxpayAwardedQrcode, { token: me.token, body: { apply_order_id: entry.id } })).status).toBe(409);
    const awarded = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'awarded', awardLevelId: comp.levels.silver });
    const qr = await call(t, getWxpayAwardedQrcode, { token: me.token, body: { apply_order_id: awarded.id } });
    expect(qr.data).toMatchObject({ feeKind: 'winnerPackage', amountCents: 89_900 });
    expect(qr.data.qrCodeUrl).toMatch(/^weixin:\/\//);
  });
});
