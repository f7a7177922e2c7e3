import { verify as verifySignature, createPublicKey } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  awardEntry,
  correctInvoice,
  createEntryFeeInvoice,
  getEntryInfo,
  getFeeInvoice,
  payEntryFee,
  payWinnerPackageFee,
  refundPayment,
  verifyCertificate,
} from '@laurel/contract';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, paymentOrders } from '../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { pdfText } from './poppler.ts';

/*
 * The PDF calls through the app (apps/server/src/services/documents/README.md#invoices, apps/server/src/services/documents/README.md#certificates):
 * only paid fees have invoices, only their owner (or a judge) gets them, numbers are gapless, and
 * a certificate's record checks out against its signature and can be revoked.
 */

let t: TestApp;
let comp: Competition;
let judge: Awaited<ReturnType<typeof makeEntrant>>;
const signatureDir = mkdtempSync(join(tmpdir(), 'laurel-signature-'));
const signatureFile = join(signatureDir, 'chair.png');
beforeAll(async () => {
  writeFileSync(signatureFile, await sharp({ create: { width: 300, height: 80, channels: 4, background: '#1f2a52' } }).png().toBuffer());
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://laurel.test',
      INVOICE_SELLER_NAME: 'Laurel Awards Ltd',
      INVOICE_SELLER_ADDRESS: '1 Design Street, Dublin',
      INVOICE_SELLER_COUNTRY: 'IE',
      INVOICE_SELLER_TAX_ID: 'IE1234567T',
      INVOICE_TAX_RATE_BP: '2300',
      INVOICE_REVERSE_CHARGE: 'true',
      CERTIFICATE_JURY_CHAIR: 'Prof. Lena Berg',
      CERTIFICATE_SIGNATURE_FILE: signatureFile,
    },
  });
  comp = await seedCompetition(t);
  judge = await makeEntrant(t, { identity: 1 });
});
afterAll(async () => {
  await t?.close();
  rmSync(signatureDir, { recursive: true, force: true });
});

const run = promisify(execFile);

const orderOf = async (orderNo: string) => (await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;

/** Fetches a PDF call as the web app does: bytes, not the envelope. */
async function pdf(path: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api${path}`, headers: { token } });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload };
}

async function paid(kind: 'entry' | 'winnerPackage', me: { token: string }, entryId: number, amountCents: number) {
  const c = kind === 'entry' ? payEntryFee : payWinnerPackageFee;
  const { data: order } = await call(t, c, { token: me.token, body: { apply_order_id: entryId, provider: 'sandbox' } });
  const { rawBody, signature } = t.ctx.payments.sandbox!.signCallback({ orderNo: order.orderNo, status: 'paid', amountCents, currency: 'USD', providerReference: 'SBX-9' });
  await t.app.inject({ method: 'POST', url: '/api/notify/sandbox', headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature }, payload: rawBody });
  return order.orderNo as string;
}

describe('invoices', () => {
  it('issues the entry fee’s invoice once, with the billing details, and prints it to its owner and judges only', async () => {
    const me = await makeEntrant(t, { name: 'Mia Chen' });
    const other = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', title: 'Fold chair' });
    // Unpaid: no invoice.
    expect((await pdf(`/pdf/printEntryFeeInvoice?apply_order_id=${entry.id}`, me.token)).status).toBe(404);
    expect((await call(t, createEntryFeeInvoice, { token: me.token, body: { apply_order_id: entry.id } })).status).toBe(404);
    const orderNo = await paid('entry', me, entry.id, 29_900);

    const billing = { apply_order_id: entry.id, billingName: 'Mia Chen', billingCompany: 'Studio Fold GmbH', billingAddress: 'Torstraße 1, Berlin', country: 'DE', taxId: 'DE123456789' };
    const issued = await call(t, createEntryFeeInvoice, { token: me.token, body: billing });
    expect(issued.status).toBe(200);
    expect(issued.data).toMatchObject({ kind: 'invoice', orderNo, amountCents: 29_900, billingCompany: 'Studio Fold GmbH', taxId: 'DE123456789', fapiao: false });
    expect(issued.data.number).toMatch(/^INV-\d{4}-\d{6}$/);
    // Asked again, with other details: the same invoice, unchanged.
    const again = await call(t, createEntryFeeInvoice, { token: me.token, body: { ...billing, billingCompany: 'Someone else' } });
    expect(again.data).toEqual(issued.data);

    const mine = await pdf(`/pdf/printEntryFeeInvoice?apply_order_id=${entry.id}`, me.token);
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('application/pdf');
    const text = await pdfText(mine.body);
    expect(text).toContain(issued.data.number);
    expect(text).toContain('Studio Fold GmbH');
    expect(text).toContain('Laurel Awards Ltd');
    expect(text).toContain('$299.00');
    expect(text).toContain(orderNo);
    // A business buyer in another EU country: reverse charge, no tax.
    expect(text).toMatch(/Reverse charge/i);
    // Paid in the sandbox: a test, not a tax document, and no paid mark.
    expect(text).toContain('TEST – no payment was made (payment sandbox). Not a tax document.');
    expect(text).not.toMatch(/Paid \d/);
    const zh = await t.app.inject({ method: 'GET', url: `/api/pdf/printEntryFeeInvoice?apply_order_id=${entry.id}`, headers: { token: me.token, 'accept-language': 'zh-CN' } });
    expect(await pdfText(zh.rawPayload)).toContain('测试——未发生实际付款');
    // And the receipt said so first.
    await t.settleMail();
    const receipt = t.mails.find((m) => m.to.includes(me.email) && m.subject.startsWith('[TEST] Receipt: $299.00'));
    expect(receipt?.text).toContain('TEST – no payment was made');
    expect((await pdf(`/pdf/printEntryFeeInvoice?apply_order_id=${entry.id}`, judge.token)).status).toBe(200);
    const theirs = await pdf(`/pdf/printEntryFeeInvoice?apply_order_id=${entry.id}`, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.type).toMatch(/json/);
  });

  it('lets only the entrant name who is billed: a judge who tries is refused and nothing is issued', async () => {
    const me = await makeEntrant(t, { name: 'Mia Chen' });
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', title: 'Quiet chair' });
    await paid('entry', me, entry.id, 29_900);
    const judges = await call(t, createEntryFeeInvoice, { token: judge.token, body: { apply_order_id: entry.id, billingName: 'Judge’s Friend Ltd', country: 'DE', taxId: 'DE999' } });
    expect(judges.status).toBe(403);
    expect(judges.msg).toMatch(/Only the entrant sets the billing details/);
    // The entrant's own details are the ones issued.
    const mine = await call(t, createEntryFeeInvoice, { token: me.token, body: { apply_order_id: entry.id, billingName: 'Mia Chen', billingCompany: 'Quiet Studio' } });
    expect(mine.data).toMatchObject({ billingName: 'Mia Chen', billingCompany: 'Quiet Studio' });
  });

  it('corrects the billing details with a credit note and a new invoice, once, for the owner only', async () => {
    const me = await makeEntrant(t, { name: 'Mia Chen' });
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', title: 'Corrected chair' });
    const orderNo = await paid('entry', me, entry.id, 29_900);
    const first = await call(t, createEntryFeeInvoice, { token: me.token, body: { apply_order_id: entry.id, billingName: 'Mia Chen', country: 'DE' } });
    const details = { apply_order_id: entry.id, feeKind: 'entry', billingName: 'Mia Chen', billingCompany: 'Studio Fold GmbH', billingAddress: 'Torstraße 1, Berlin', country: 'DE', taxId: 'DE123456789' };
    // A judge reads invoices but names nobody's billing details.
    expect((await call(t, correctInvoice, { token: judge.token, body: details })).status).toBe(404);
    // Twenty at once with the same details: one correction.
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t, correctInvoice, { token: me.token, body: details })));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    const corrected = answers[0]!.data;
    expect(new Set(answers.map((a) => a.data.number))).toEqual(new Set([corrected.number]));
    expect(corrected).toMatchObject({ kind: 'invoice', orderNo, amountCents: 29_900, billingCompany: 'Studio Fold GmbH', taxId: 'DE123456789' });
    expect(corrected.number).not.toBe(first.data.number);
    const docs = await t.ctx.db.select().from(invoices).where(eq(invoices.paymentOrderId, (await orderOf(orderNo)).id)).orderBy(asc(invoices.id));
    expect(docs.map((d) => [d.kind, d.totalCents, d.replacedAt !== null])).toEqual([
      ['invoice', 29_900, true],
      ['credit_note', 29_900, false],
      ['invoice', 29_900, false],
    ]);
    // The old invoice is unchanged but cancelled by the credit note, which refers to it.
    expect(docs[0]!.number).toBe(first.data.number);
    expect(docs[0]!.buyer.company).toBeNull();
    expect(docs[1]!.creditsInvoiceId).toBe(docs[0]!.id);
    // The print is the new invoice; the credit note prints with the invoice it cancels.
    const text = await pdfText((await pdf(`/pdf/printEntryFeeInvoice?apply_order_id=${entry.id}`, me.token)).body);
    expect(text).toContain(corrected.number);
    expect(text).toContain('Studio Fold GmbH');
    const cn = await pdfText((await pdf(`/pdf/printCreditNote?apply_order_id=${entry.id}&number=${docs[1]!.number}`, me.token)).body);
    expect(cn).toContain(first.data.number);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.corrected'));
    expect(audit.filter((a) => a.subjectId === first.data.number)).toHaveLength(1);
  });

  it('corrects a winner-package invoice for its owner: a credit note for the old one, a new one with the new details, audited', async () => {
    const me = await makeEntrant(t, { name: 'Ada Lovelace' });
    const other = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', title: 'Prize lamp' });
    await paid('entry', me, entry.id, 29_900);
    const entryInvoice = await call(t, createEntryFeeInvoice, { token: me.token, body: { apply_order_id: entry.id } });
    expect((await call(t, awardEntry, { token: judge.token, body: { apply_order_id: entry.id, awardLevelId: comp.levels.gold } })).status).toBe(200);
    const read = (token: string) => call(t, getFeeInvoice, { token, query: { apply_order_id: entry.id, feeKind: 'winnerPackage' } });
    // Not paid yet: no invoice to read or correct.
    expect((await read(me.token)).status).toBe(404);
    const orderNo = await paid('winnerPackage', me, entry.id, 119_900);

    // The invoice in force, issued on first read with the account's details; the same to a judge,
    // nothing to anyone else.
    const first = await read(me.token);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ kind: 'invoice', feeKind: 'winnerPackage', orderNo, amountCents: 119_900, billingName: 'Ada Lovelace', billingCompany: null });
    expect((await read(judge.token)).data.number).toBe(first.data.number);
    expect((await read(other.token)).status).toBe(404);

    const details = { apply_order_id: entry.id, feeKind: 'winnerPackage', billingName: 'Ada Lovelace', billingCompany: 'Analytical Studio Ltd', billingAddress: '12 St James’s Square, London', country: 'GB', taxId: 'GB123456789' };
    // A judge reads invoices but names nobody's billing details: refused, and nothing is issued.
    const byJudge = await call(t, correctInvoice, { token: judge.token, body: details });
    expect(byJudge.status).toBe(404);
    const order = await orderOf(orderNo);
    const docsOf = () => t.ctx.db.select().from(invoices).where(eq(invoices.paymentOrderId, order.id)).orderBy(asc(invoices.id));
    expect(await docsOf()).toHaveLength(1);

    const corrected = await call(t, correctInvoice, { token: me.token, body: details });
    expect(corrected.status).toBe(200);
    expect(corrected.data).toMatchObject({ kind: 'invoice', feeKind: 'winnerPackage', orderNo, amountCents: 119_900, billingCompany: 'Analytical Studio Ltd', billingAddress: '12 St James’s Square, London', country: 'GB', taxId: 'GB123456789' });
    expect(corrected.data.number).not.toBe(first.data.number);
    const docs = await docsOf();
    expect(docs.map((d) => [d.kind, d.totalCents, d.replacedAt !== null])).toEqual([
      ['invoice', 119_900, true],
      ['credit_note', 119_900, false],
      ['invoice', 119_900, false],
    ]);
    const creditNote = docs[1]!;
    expect(creditNote.creditsInvoiceId).toBe(docs[0]!.id);
    // The entry fee's invoice is not touched.
    expect((await call(t, createEntryFeeInvoice, { token: me.token, body: { apply_order_id: entry.id } })).data.number).toBe(entryInvoice.data.number);
    // What is read and printed now is the new invoice; the credit note is listed with the entry
    // and prints negative, naming the invoice it cancels.
    expect((await read(me.token)).data.number).toBe(corrected.data.number);
    const text = await pdfText((await pdf(`/pdf/printWinnerPackageFeeInvoice?apply_order_id=${entry.id}`, me.token)).body);
    expect(text).toContain(corrected.data.number);
    expect(text).toContain('Analytical Studio Ltd');
    const listed = await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: entry.id } });
    expect(listed.data.creditNotes).toEqual([expect.objectContaining({ number: creditNote.number, feeKind: 'winnerPackage', totalCents: 119_900 })]);
    const cn = await pdfText((await pdf(`/pdf/printCreditNote?apply_order_id=${entry.id}&number=${creditNote.number}`, me.token)).body);
    expect(cn).toContain(`Credit note for invoice ${first.data.number}`);
    expect(cn).toContain('-$1,199.00');
    // Paid through a real provider, the new invoice carries the paid mark; the credit note no
    // "Refunded" one: a correction gives no money back.
    await t.ctx.db.update(paymentOrders).set({ provider: 'antom' }).where(eq(paymentOrders.id, order.id));
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    expect(squeeze(await pdfText((await pdf(`/pdf/printWinnerPackageFeeInvoice?apply_order_id=${entry.id}`, me.token)).body))).toMatch(/PAID\d/);
    const real = await pdfText((await pdf(`/pdf/printCreditNote?apply_order_id=${entry.id}&number=${creditNote.number}`, me.token)).body);
    expect(real).not.toContain('TEST');
    expect(squeeze(real)).not.toContain('REFUNDED');
    // Audited with the details before and after.
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'invoice.corrected'), eq(auditLog.subjectId, first.data.number)));
    expect(audit).toMatchObject({
      actorId: me.id,
      before: { invoice: first.data.number, buyer: { name: 'Ada Lovelace', company: null, taxId: null } },
      after: { invoice: corrected.data.number, creditNote: creditNote.number, buyer: { company: 'Analytical Studio Ltd', country: 'GB', taxId: 'GB123456789' } },
    });
  });

  it('numbers 10 invoices issued at once without a gap', async () => {
    const me = await makeEntrant(t);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.lighting, status: 'submitted' });
      await paid('entry', me, entry.id, 19_900);
      ids.push(entry.id);
    }
    const issued = await Promise.all(ids.map((id) => call(t, createEntryFeeInvoice, { token: me.token, body: { apply_order_id: id } })));
    const numbers = issued.map((r) => Number(r.data.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => numbers[0]! + i));
  });
});

describe('the certificate', () => {
  it('is printed once the winner package is paid, with a signed record the verification page shows', async () => {
    const me = await makeEntrant(t, { name: 'Ada Lovelace' });
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', title: 'Halo lamp' });
    await paid('entry', me, entry.id, 29_900);
    expect((await call(t, awardEntry, { token: judge.token, body: { apply_order_id: entry.id, awardLevelId: comp.levels.gold } })).status).toBe(200);
    expect((await pdf(`/pdf/printCertPdf?apply_order_id=${entry.id}`, me.token)).status).toBe(409);
    expect((await pdf(`/pdf/printWinnerPackageFeeInvoice?apply_order_id=${entry.id}`, me.token)).status).toBe(404);
    const packageOrder = await paid('winnerPackage', me, entry.id, 119_900);
    expect((await pdf(`/pdf/printWinnerPackageFeeInvoice?apply_order_id=${entry.id}`, me.token)).status).toBe(200);

    const cert = await pdf(`/pdf/printCertPdf?apply_order_id=${entry.id}`, me.token);
    expect(cert.status).toBe(200);
    const text = await pdfText(cert.body);
    expect(text).toContain('Halo lamp');
    expect(text).toContain('Ada Lovelace');
    // Signed by the chair the settings name, with their signature image.
    expect(text).toContain('Prof. Lena Berg');
    expect(cert.body.includes('/Subtype /Image')).toBe(true);
    const url = /https:\/\/laurel\.test\/verify\?code=([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(text.replace(/\s+/g, ''));
    expect(url).not.toBeNull();
    // Printed again: the same code.
    expect(await pdfText((await pdf(`/pdf/printCertPdf?apply_order_id=${entry.id}`, me.token)).body)).toContain(url![1]!);
    expect((await pdf(`/pdf/printCertPdf?apply_order_id=${entry.id}`, (await makeEntrant(t)).token)).status).toBe(404);

    // Anyone may check it, typed in any case and with or without the dash.
    const check = await call(t, verifyCertificate, { query: { code: url![1]!.toLowerCase().replace('-', '') } });
    expect(check.status).toBe(200);
    expect(check.data).toMatchObject({ code: url![1], revoked: false, algorithm: 'Ed25519', entry: { title: 'Halo lamp', award: 'Gold', winnerName: 'Ada Lovelace', winnerUrl: null } });
    expect(JSON.parse(check.data.record)).toMatchObject({ juryChair: 'Prof. Lena Berg' });
    // The record checks out offline against the published key; a changed record does not.
    const key = createPublicKey(check.data.publicKey);
    expect(verifySignature(null, Buffer.from(check.data.record), key, Buffer.from(check.data.signature, 'base64'))).toBe(true);
    const forged = check.data.record.replace('Gold', 'Platinum');
    expect(verifySignature(null, Buffer.from(forged), key, Buffer.from(check.data.signature, 'base64'))).toBe(false);

    // The key is published at a stable address, with its id and fingerprint, and the page links it.
    const published = await t.app.inject({ method: 'GET', url: '/.well-known/laurel-certificate-key' });
    expect(published.statusCode).toBe(200);
    expect(published.headers['content-type']).toMatch(/^application\/json/);
    expect(published.headers['access-control-allow-origin']).toBe('*');
    const keyDoc = published.json();
    expect(keyDoc).toEqual({
      issuer: 'Laurel Design Award',
      keyId: check.data.keyId,
      algorithm: 'Ed25519',
      publicKey: check.data.publicKey,
      fingerprint: check.data.keyFingerprint,
      pemUrl: 'https://laurel.test/.well-known/laurel-certificate-key.pem',
      verifyUrl: 'https://laurel.test/verify',
    });
    expect(check.data).toMatchObject({ keyUrl: 'https://laurel.test/.well-known/laurel-certificate-key', keyCurrent: true });
    expect(keyDoc.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(keyDoc.fingerprint.slice(7, 23)).toBe(keyDoc.keyId);
    const pem = await t.app.inject({ method: 'GET', url: '/.well-known/laurel-certificate-key.pem' });
    expect(pem.headers['content-type']).toBe('application/x-pem-file');
    expect(pem.body).toBe(keyDoc.publicKey);

    // A saved record checked offline with OpenSSL, as docs/verifying-certificates.md says.
    const dir = mkdtempSync(join(tmpdir(), 'laurel-verify-'));
    try {
      writeFileSync(join(dir, 'record.txt'), check.data.record);
      writeFileSync(join(dir, 'signature.bin'), Buffer.from(check.data.signature, 'base64'));
      writeFileSync(join(dir, 'key.pem'), pem.body);
      writeFileSync(join(dir, 'forged.txt'), forged);
      const openssl = (...args: string[]) => run('openssl', args, { cwd: dir }).then((r) => ({ ok: true, out: r.stdout }), (e: { stdout: string }) => ({ ok: false, out: e.stdout }));
      const verify = (record: string) => openssl('pkeyutl', '-verify', '-pubin', '-inkey', 'key.pem', '-rawin', '-in', record, '-sigfile', 'signature.bin');
      expect(await verify('record.txt')).toEqual({ ok: true, out: 'Signature Verified Successfully\n' });
      expect(await verify('forged.txt')).toMatchObject({ ok: false, out: expect.stringContaining('Signature Verification Failure') });
      // The fingerprint a verifier computes from the PEM is the published one.
      const der = await run('openssl', ['pkey', '-pubin', '-in', 'key.pem', '-outform', 'DER', '-out', 'key.der'], { cwd: dir });
      expect(der.stderr).toBe('');
      const digest = await openssl('dgst', '-sha256', '-r', 'key.der');
      expect(`sha256:${digest.out.split(' ')[0]}`).toBe(keyDoc.fingerprint);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // The award withdrawn — once its winner package is refunded (the fee ledger refuses it
    // before) — and the page says the certificate is revoked.
    const withdraw = () => call(t, awardEntry, { token: judge.token, body: { apply_order_id: entry.id, awardLevelId: null } });
    expect((await withdraw()).status).toBe(409);
    expect((await call(t, verifyCertificate, { query: { code: url![1]! } })).data).toMatchObject({ revoked: false });
    const refunded = await call(t, refundPayment, { token: judge.token, body: { orderNo: packageOrder, refundNo: `WITHDRAWN-${entry.id}`, amountCents: 119_900, reason: 'The award was withdrawn' } });
    expect(refunded.data).toMatchObject({ status: 'refunded' });
    expect((await withdraw()).status).toBe(200);
    const revoked = await call(t, verifyCertificate, { query: { code: url![1]! } });
    expect(revoked.data).toMatchObject({ revoked: true, revokedReason: 'The award was withdrawn.' });
    expect((await call(t, verifyCertificate, { query: { code: 'ZZZZZ-ZZZZZ' } })).status).toBe(404);
    expect((await call(t, verifyCertificate, { query: { code: '<script>' } })).status).toBe(422);
  });
});
