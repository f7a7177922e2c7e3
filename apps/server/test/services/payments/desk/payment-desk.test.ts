import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  getPaymentOrder,
  listPayments,
  markPaidOffline,
  payEntryFee,
  reconcilePayments,
  recheckPayments,
  refundOrder,
  resendReceipt,
  type DeskOrder,
  type DeskOrderDetail,
  type ReconcileDay,
} from '@laurel/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, invoices, mailOutbox, paymentOrders, paymentRefunds } from '../../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../../helpers/apply-fixtures.ts';
import { tableChecksums } from '../../../helpers/table-checksums.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { makeStaff } from '../../admin/staff-fixtures.ts';
import { startFakeTransferEasy, type FakeTransferEasy } from '../providers/fake-transfer-easy.ts';
import { PROVIDER_QUESTIONS_AT_ONCE } from '../../../../src/services/payments/desk/provider-questions.ts';

/*
 * The payments desk (docs/product.md#payments-desk) against a real database and a local
 * TransferEasy that signs and checks as TransferEasy does: the list and its filters, a transfer
 * marked paid offline as an order of its own (decision 024), partial and full refunds once per
 * number, a receipt sent again, pending orders asked about again, and a day's reconciliation —
 * each refusal a clear 4xx that changes nothing.
 */

const pair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const merchant = pair();
const platform = pair();

let fake: FakeTransferEasy;
let t: TestApp;
let comp: Competition;
let keysDir: string;
let finance: { id: number; token: string };
let viewer: { id: number; token: string };
let content: { id: number; token: string };

beforeAll(async () => {
  fake = await startFakeTransferEasy({ merchantNo: '80000138', productCode: 'CP0001', merchantPublicKey: merchant.publicKey, platformPrivateKey: platform.privateKey });
  keysDir = mkdtempSync(join(tmpdir(), 'laurel-desk-keys-'));
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
    },
  });
  comp = await seedCompetition(t);
  finance = await makeStaff(t, 'finance');
  viewer = await makeStaff(t, 'viewer');
  content = await makeStaff(t, 'content');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  rmSync(keysDir, { recursive: true, force: true });
});

/** A submitted entry of its own entrant with a TransferEasy order left pending (299.00). */
async function pendingTransfer(name = 'Payer') {
  const me = await makeEntrant(t, { name: `${name} ${Math.random().toString(36).slice(2, 8)}` });
  const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', submittedAt: new Date() });
  const { data } = await call(t, payEntryFee, { token: me.token, body: { apply_order_id: entry.id, provider: 'transferEasy' } });
  return { me, entry, orderNo: data.orderNo as string };
}
const notify = (orderNo: string) => {
  const n = fake.notification(orderNo);
  return t.app.inject({ method: 'POST', url: '/api/notify/transferEasy', headers: n.headers, payload: n.rawBody });
};
const ageOrder = (orderNo: string, minutes: number) =>
  t.ctx.db.update(paymentOrders).set({ createdAt: new Date(Date.now() - minutes * 60_000) }).where(eq(paymentOrders.orderNo, orderNo));
const markOffline = (entryId: number, over: Record<string, unknown> = {}, token = finance.token) =>
  call(t, markPaidOffline, { token, body: { entryId, feeKind: 'entry', amountCents: 29_900, reference: 'BANK-REF-7781', reason: 'Transfer arrived on the bank statement', ...over } });
const detail = async (orderNo: string, token = viewer.token) => {
  const res = await call(t, getPaymentOrder, { token, query: { orderNo } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as DeskOrderDetail;
};
async function mailsTo(email: string, subject: RegExp, n = 1) {
  for (;;) {
    const found = t.mails.filter((m) => m.to.includes(email) && subject.test(m.subject));
    if (found.length >= n) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('marking a transfer paid offline', () => {
  it('records an offline order, cancels the pending transfer, settles the fee and sends the receipt, audited with before and after', async () => {
    const { me, entry, orderNo: pending } = await pendingTransfer();
    const res = await markOffline(entry.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = res.data as DeskOrderDetail;
    expect(order).toMatchObject({ provider: 'offline', status: 'paid', amountCents: 29_900, providerReference: 'BANK-REF-7781', note: 'Transfer arrived on the bank statement', feeStatus: 'paid', refundableCents: 29_900 });
    expect((await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, pending)))[0]!.status).toBe('cancelled');
    expect(fake.order(pending)?.orderStatus).toBe('CLOSED');
    expect((await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id)))[0]!.entryFeeStatus).toBe('paid');
    const marked = order.history.find((h) => h.action === 'payment.paid_offline');
    expect(marked).toMatchObject({ actorId: finance.id, before: { feeStatus: 'pending', cancelled: [pending] }, after: { status: 'paid', reference: 'BANK-REF-7781' } });
    expect(order.history.find((h) => h.action === 'entry.entry_fee_paid')).toMatchObject({ before: { entryFeeStatus: 'pending' }, after: { entryFeeStatus: 'paid' } });
    await mailsTo(me.email, /receipt|paid|Payment/i);
    expect((await detail(order.orderNo)).mails.map((m) => m.kind)).toEqual(['payment.paid']);
  });

  it('records one order for 20 clicks at once; a settled fee, a missing reason or reference, another role, an unknown entry change nothing', async () => {
    const { entry } = await pendingTransfer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => markOffline(entry.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.reason === 'feeAlreadySettled')).toBe(true);
    expect(await t.ctx.db.select().from(paymentOrders).where(and(eq(paymentOrders.entryId, entry.id), eq(paymentOrders.provider, 'offline')))).toHaveLength(1);

    const { entry: other } = await pendingTransfer();
    const stranger = await makeEntrant(t);
    const before = await tableChecksums(t);
    const refused = [
      await markOffline(other.id, { reason: '   ' }),
      await markOffline(other.id, { reason: undefined }),
      await markOffline(other.id, { reference: '' }),
      await markOffline(other.id, { amountCents: -5 }),
      await markOffline(other.id, { amountCents: 12.5 }),
      await markOffline(other.id, { amountCents: '29900' }),
      await markOffline(other.id, { feeKind: 'bribe' }),
      await markOffline(other.id, { feeKind: 'winnerPackage' }),
      await markOffline(2_000_000_000),
      await markOffline(other.id, {}, viewer.token),
      await markOffline(other.id, {}, content.token),
      await markOffline(other.id, {}, stranger.token),
    ];
    expect(refused.map((r) => r.status)).toEqual([422, 422, 422, 422, 422, 422, 422, 409, 404, 403, 403, 403]);
    expect(await tableChecksums(t)).toEqual(before);
  });
});

describe('refunds from the desk', () => {
  it('refunds half of an offline order with the outgoing transfer, then the rest; credit notes and notices for each', async () => {
    const { me, entry } = await pendingTransfer();
    const { orderNo } = (await markOffline(entry.id)).data as DeskOrderDetail;
    const missing = await call(t, refundOrder, { token: finance.token, body: { orderNo, refundNo: 'DESK-R-0001', amountCents: 14_950, reason: 'Half back' } });
    expect(missing.status).toBe(422);
    expect(missing.body.reason).toBe('transferReferenceRequired');
    const half = await call(t, refundOrder, { token: finance.token, body: { orderNo, refundNo: 'DESK-R-0001', amountCents: 14_950, reason: 'Half back', transferReference: 'OUT-1' } });
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    expect(half.data).toMatchObject({ status: 'paid', refundedCents: 14_950, refundableCents: 14_950, feeStatus: 'paid' });
    expect((half.data as DeskOrderDetail).refunds).toMatchObject([{ refundNo: 'DESK-R-0001', status: 'succeeded', providerReference: 'OUT-1' }]);
    const docs = (half.data as DeskOrderDetail).documents.map((d) => [d.kind, d.totalCents]);
    expect(docs).toEqual([['invoice', 29_900], ['credit_note', 14_950]]);
    await mailsTo(me.email, /Refund of \$149\.50/);

    const tooMuch = await call(t, refundOrder, { token: finance.token, body: { orderNo, refundNo: 'DESK-R-0002', amountCents: 14_951, reason: 'Rest', transferReference: 'OUT-2' } });
    expect(tooMuch.status).toBe(422);
    const rest = await call(t, refundOrder, { token: finance.token, body: { orderNo, refundNo: 'DESK-R-0002', amountCents: 14_950, reason: 'Rest', transferReference: 'OUT-2' } });
    expect(rest.data).toMatchObject({ status: 'refunded', refundedCents: 29_900, refundableCents: 0, feeStatus: 'refunded' });
    const history = (rest.data as DeskOrderDetail).history.map((h) => h.action);
    expect(history).toEqual(expect.arrayContaining(['payment.paid_offline', 'payment.refund_requested', 'payment.refunded', 'credit_note.issued', 'entry.entry_fee_refunded']));
  });

  it('refunds a TransferEasy payment through TransferEasy once for 20 requests with one number; refuses a lie, a used number, another role', async () => {
    const { orderNo } = await pendingTransfer();
    fake.markPaid(orderNo);
    expect((await notify(orderNo)).statusCode).toBe(200);
    const body = { orderNo, refundNo: 'DESK-TE-0001', amountCents: 10_000, reason: 'Paid twice' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t, refundOrder, { token: finance.token, body })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const [order] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    expect(order!.refundedCents).toBe(10_000);
    expect(await t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentOrderId, order!.id))).toHaveLength(1);

    const before = await tableChecksums(t);
    const refused = [
      await call(t, refundOrder, { token: finance.token, body: { ...body, amountCents: 5_000 } }),
      await call(t, refundOrder, { token: finance.token, body: { ...body, refundNo: 'DESK-TE-0002', amountCents: 20_000 } }),
      await call(t, refundOrder, { token: finance.token, body: { ...body, refundNo: 'DESK-TE-0003', amountCents: 0 } }),
      await call(t, refundOrder, { token: finance.token, body: { ...body, refundNo: 'DESK-TE-0004', reason: '' } }),
      await call(t, refundOrder, { token: finance.token, body: { ...body, refundNo: "x'; drop table--" } }),
      await call(t, refundOrder, { token: finance.token, body: { ...body, orderNo: 'E20260101FFFFFFFFFFFFFFFF', refundNo: 'DESK-TE-0005' } }),
      await call(t, refundOrder, { token: viewer.token, body: { ...body, refundNo: 'DESK-TE-0006' } }),
    ];
    expect(refused.map((r) => r.status)).toEqual([409, 422, 422, 422, 422, 404, 403]);
    expect(await tableChecksums(t)).toEqual(before);
  });
});

describe('receipts, rechecks and the list', () => {
  it('sends a receipt again under a new key, audited, three times an hour per order', async () => {
    const { me, entry } = await pendingTransfer();
    const { orderNo } = (await markOffline(entry.id)).data as DeskOrderDetail;
    await mailsTo(me.email, /./);
    const again = await call(t, resendReceipt, { token: finance.token, body: { orderNo } });
    expect(again.status).toBe(200);
    expect((again.data as DeskOrderDetail).history.filter((h) => h.action === 'payment.receipt_resent')).toHaveLength(1);
    await mailsTo(me.email, /./, 2);
    await call(t, resendReceipt, { token: finance.token, body: { orderNo } });
    await call(t, resendReceipt, { token: finance.token, body: { orderNo } });
    expect((await call(t, resendReceipt, { token: finance.token, body: { orderNo } })).status).toBe(429);
    expect(await t.ctx.db.select().from(mailOutbox).where(like(mailOutbox.key, `payment:${orderNo}:paid%`))).toHaveLength(4);
    const { orderNo: pending } = await pendingTransfer();
    expect((await call(t, resendReceipt, { token: finance.token, body: { orderNo: pending } })).body.reason).toBe('onlyPaidReceipt');
    expect((await call(t, resendReceipt, { token: viewer.token, body: { orderNo } })).status).toBe(403);
  });

  it('asks TransferEasy again about a pending order older than 15 minutes, one or the whole season, and says what changed', async () => {
    const young = await pendingTransfer();
    const early = await call(t, recheckPayments, { token: finance.token, body: { orderNo: young.orderNo } });
    expect(early.status).toBe(409);
    expect(early.body.reason).toBe('recheckTooEarly');
    await ageOrder(young.orderNo, 16);
    fake.markPaid(young.orderNo);
    const one = await call(t, recheckPayments, { token: finance.token, body: { orderNo: young.orderNo } });
    expect(one.data).toEqual({ asked: 1, changed: [{ orderNo: young.orderNo, before: 'pending', after: 'paid' }] });
    expect((await detail(young.orderNo)).feeStatus).toBe('paid');

    const a = await pendingTransfer();
    const b = await pendingTransfer();
    await ageOrder(a.orderNo, 20);
    await ageOrder(b.orderNo, 20);
    fake.markFailed(b.orderNo);
    fake.answerDelayMs = 100;
    fake.mostInFlight = 0;
    const season = await call(t, recheckPayments, { token: finance.token, body: { seasonId: comp.seasons.current } });
    fake.answerDelayMs = 0;
    expect(season.status).toBe(200);
    expect(fake.mostInFlight).toBeGreaterThan(1);
    expect(season.data.changed).toEqual(expect.arrayContaining([{ orderNo: b.orderNo, before: 'pending', after: 'failed' }]));
    expect(season.data.changed.map((c: { orderNo: string }) => c.orderNo)).not.toContain(a.orderNo);
    expect((await call(t, recheckPayments, { token: finance.token, body: {} })).status).toBe(422);
    expect((await call(t, recheckPayments, { token: viewer.token, body: { orderNo: a.orderNo } })).status).toBe(403);
  });

  it('lists orders by provider, state, fee, day and a literal search, to a viewer but not an entrant', async () => {
    const { me, entry, orderNo } = await pendingTransfer('Zoë%_Desk');
    const list = async (query: Record<string, unknown>) => {
      const res = await call(t, listPayments, { token: viewer.token, query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.data as { list: DeskOrder[]; total: number };
    };
    expect((await list({ q: orderNo })).list.map((o) => o.orderNo)).toEqual([orderNo]);
    expect((await list({ q: String(entry.id) })).list.map((o) => o.orderNo)).toContain(orderNo);
    expect((await list({ q: 'Zoë%_Desk' })).list.map((o) => o.entrantEmail)).toEqual([me.email]);
    expect((await list({ q: '%' })).list.every((o) => o.entrantName.includes('%'))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const filtered = await list({ q: me.email, provider: 'transferEasy', status: 'pending', feeKind: 'entry', from: today, to: today, seasonId: comp.seasons.current });
    expect(filtered.list).toMatchObject([{ orderNo, entryTitle: entry.title, provider: 'transferEasy', status: 'pending', amountCents: 29_900 }]);
    expect((await list({ q: me.email, status: 'paid' })).total).toBe(0);
    expect((await list({ q: me.email, to: '2000-01-01' })).total).toBe(0);
    for (const bad of [{ from: '2026-02-30' }, { provider: 'paypal' }, { status: 'stolen' }, { pageSize: 1000 }, { q: 'x'.repeat(201) }]) {
      expect((await call(t, listPayments, { token: viewer.token, query: bad })).status).toBe(422);
    }
    expect((await call(t, listPayments, { token: me.token, query: {} })).status).toBe(403);
    expect((await call(t, getPaymentOrder, { token: finance.token, query: { orderNo: 'E20260101FFFFFFFFFFFFFFFF' } })).status).toBe(404);
  });

  it('prints an order’s invoice and credit note for the desk; an unpaid order has none', async () => {
    const { entry, orderNo: pending } = await pendingTransfer();
    const { orderNo } = (await markOffline(entry.id)).data as DeskOrderDetail;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/admin/payments/document?orderNo=${orderNo}`, headers: { token: viewer.token } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await t.ctx.db.select().from(invoices).innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId)).where(eq(paymentOrders.orderNo, orderNo))).toHaveLength(1);
    const none = await t.app.inject({ method: 'GET', url: `/api/admin/payments/document?orderNo=${pending}`, headers: { token: viewer.token } });
    expect(none.statusCode).toBe(404);
  });
});

describe('reconciling a day', () => {
  it('sets what the ledger says against what TransferEasy says, naming each order that disagrees and how', async () => {
    const agreed = await pendingTransfer();
    fake.markPaid(agreed.orderNo);
    await notify(agreed.orderNo);
    const unknownToLedger = await pendingTransfer();
    fake.markPaid(unknownToLedger.orderNo);
    const { entry } = await pendingTransfer();
    await markOffline(entry.id, { amountCents: 20_000 });

    const today = new Date().toISOString().slice(0, 10);
    // TransferEasy answers each query after 100 ms: the desk asks several at once, never more
    // than PROVIDER_QUESTIONS_AT_ONCE.
    fake.answerDelayMs = 100;
    fake.mostInFlight = 0;
    const res = await call(t, reconcilePayments, { token: finance.token, query: { day: today } });
    fake.answerDelayMs = 0;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(fake.mostInFlight).toBeGreaterThan(1);
    expect(fake.mostInFlight).toBeLessThanOrEqual(PROVIDER_QUESTIONS_AT_ONCE);
    const day = res.data as ReconcileDay;
    const te = day.providers.find((p) => p.provider === 'transferEasy')!;
    expect(te.reported.answered).toBe(true);
    expect(te.disagreements.find((d) => d.orderNo === unknownToLedger.orderNo)).toMatchObject({ ledgerStatus: 'pending', providerStatus: 'paid', problem: 'providerPaidLedgerNot' });
    expect(te.disagreements.map((d) => d.orderNo)).not.toContain(agreed.orderNo);
    const offline = day.providers.find((p) => p.provider === 'offline')!;
    expect(offline.ledger.paidCents).toBeGreaterThanOrEqual(20_000);
    expect(offline.reported.asked).toBe(0);
    expect((await call(t, reconcilePayments, { token: finance.token, query: { day: '2026-13-01' } })).status).toBe(422);
    expect((await call(t, reconcilePayments, { token: viewer.token, query: { day: today } })).status).toBe(403);
  });
});
