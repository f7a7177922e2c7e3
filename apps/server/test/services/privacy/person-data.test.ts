import { erasePerson, exportPerson, exportPersonFiles, getPerson, type PersonDetail, type PersonExport } from '@laurel/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  contactMessages,
  entries,
  files,
  invoices,
  juryInvitations,
  mailOutbox,
  paymentOrders,
  paymentRefunds,
  reviewAssignments,
  reviewConflicts,
  reviews,
  sessions,
  trophyOrders,
  users,
  verificationCodes,
} from '../../../src/db/schema.ts';
import { hashPassword } from '../../../src/services/accounts/passwords.ts';
import { writeAudit } from '../../../src/services/audit/write-audit.ts';
import { printInvoice } from '../../../src/services/documents/print-invoice.ts';
import { erasePerson as erasePersonService } from '../../../src/services/privacy/erase-person.ts';
import { call, insertEntry, makeEntrant, seedCompetition, uploadImage, uploadPdf, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';
import { pdfText } from '../documents/poppler.ts';
import { readZip } from '../judging/zip/zip-tools.ts';

/*
 * Data protection (docs/product.md#data-protection): a person's data exported (nothing secret in
 * it) and their files zipped, then erased — every personal field gone from the account, entries,
 * contact messages, outbox and audit rows; invoices still print; payment records intact; judging
 * kept or dropped as chosen; refused for oneself, twice, a wrong confirmation or another role.
 */

let t: TestApp;
let comp: Competition;
let admin: Awaited<ReturnType<typeof makeStaff>>;
let finance: Awaited<ReturnType<typeof makeStaff>>;
let judge: Awaited<ReturnType<typeof makeEntrant>>;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  admin = await makeStaff(t, 'administrator');
  finance = await makeStaff(t, 'finance');
  judge = await makeEntrant(t, { identity: 1 });
});
afterAll(() => t?.close());

let seq = 0;
const PASSWORD = 'correct horse battery';

/**
 * An entrant with everything a person leaves: an awarded entry (a PDF, a paid order without its
 * invoice yet, a trophy order) and one that won nothing (an image, a paid order with its invoice,
 * partly refunded), a contact message, mails (one with a code), an e-mail code, a jury
 * invitation and audit rows that carry their values.
 */
async function entrant() {
  const n = ++seq;
  const email = `Mia.Chen.${n}.${process.pid}@Example.com`;
  const name = `Mia Chen-${n}x`;
  const phone = `1380013${String(n).padStart(4, '0')}`;
  const site = `https://mia-${n}x.example`;
  const city = `Suzhou-${n}x`;
  const who = await makeEntrant(t, { name });
  await t.ctx.db
    .update(users)
    .set({ email, name, phone, areaCode: '+86', company: `Studio Mia ${n}x`, country: 'CN', agentCode: 'AG7', passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, who.id));
  const form = {
    builtIn: {} as never,
    custom: [
      { key: 'studio_site', type: 'link', label: 'Studio site', labelZh: '', help: '', helpZh: '', required: false, maxLength: 200, options: [], min: null, max: null, showToJury: false },
      { key: 'material', type: 'shortText', label: 'Material', labelZh: '', help: '', helpZh: '', required: false, maxLength: 200, options: [], min: null, max: null, showToJury: true },
    ],
  };
  const awarded = await insertEntry(t, {
    userId: who.id,
    seasonId: comp.seasons.current,
    categoryId: comp.cats.furniture,
    title: 'Oak bench',
    description: 'A bench of oak',
    credits: `Design: ${name}`,
    status: 'awarded',
    awardLevelId: comp.levels.gold,
    entryFeeStatus: 'paid',
    winnerInfo: { credits: `${name}, Studio Mia ${n}x`, text: `Made in ${city}` },
    customFields: { studio_site: site, material: 'oak' },
    formSnapshot: form as never,
    submittedAt: new Date(),
  });
  const pdfId = await uploadPdf(t, who.id);
  await t.ctx.db.update(files).set({ entryId: awarded.id, name: 'bench plan.pdf' }).where(eq(files.id, pdfId));
  await t.ctx.db.update(entries).set({ pdfFileId: pdfId }).where(eq(entries.id, awarded.id));
  const plain = await insertEntry(t, {
    userId: who.id,
    seasonId: comp.seasons.current,
    categoryId: comp.cats.lighting,
    title: 'Quiet lamp',
    description: 'Made by Mia in her kitchen',
    credits: `Mia and ${name}`,
    status: 'not_awarded',
    entryFeeStatus: 'paid',
    videoUrl: 'https://video.example/mia',
    customFields: { studio_site: site, material: 'paper' },
    formSnapshot: form as never,
    submittedAt: new Date(),
  });
  const imageId = await uploadImage(t, who.id);
  await t.ctx.db.update(files).set({ entryId: plain.id, name: 'lamp.png' }).where(eq(files.id, imageId));
  const [noInvoiceYet, withInvoice] = await t.ctx.db
    .insert(paymentOrders)
    .values([
      { orderNo: `PD-${process.pid}-${n}-A`, entryId: awarded.id, userId: who.id, feeKind: 'entry', provider: 'sandbox', amountCents: 29_900, currency: 'USD', status: 'paid', paidAt: new Date() },
      { orderNo: `PD-${process.pid}-${n}-B`, entryId: plain.id, userId: who.id, feeKind: 'entry', provider: 'sandbox', amountCents: 19_900, currency: 'USD', status: 'paid', paidAt: new Date(), refundedCents: 5_000 },
    ])
    .returning();
  await printInvoice(t.ctx, { reader: { userId: who.id, isJudge: false }, entryId: plain.id, feeKind: 'entry', language: 'en' });
  await t.ctx.db.insert(paymentRefunds).values({ refundNo: `RF-${process.pid}-${n}`, paymentOrderId: withInvoice!.id, amountCents: 5_000, reason: 'goodwill', status: 'succeeded', actorId: admin.id });
  await t.ctx.db.insert(trophyOrders).values({
    entryId: awarded.id,
    userId: who.id,
    quantity: 1,
    unitFeeCents: 34_900,
    amountCents: 34_900,
    address: { recipient: name, company: null, line1: '8 Lane Road', line2: null, city, region: null, postalCode: '215000', country: 'CN', areaCode: '+86', phone },
  });
  await t.ctx.db.insert(contactMessages).values({ name, email: email.toUpperCase(), subject: 'About my entry', message: `Hello, this is ${name}`, ip: '203.0.113.9', reply: `Dear ${name}, thanks` });
  await t.ctx.db.insert(mailOutbox).values([
    { key: `pd-${n}-code`, kind: 'verifyCode', toAddress: email, subject: 'Your code 482913', html: '<p>482913</p>', text: '482913', status: 'sent', sentAt: new Date() },
    { key: `pd-${n}-pending`, kind: 'receipt', toAddress: email.toLowerCase(), subject: `Receipt for ${name}`, html: `<p>${name}</p>`, text: name, status: 'pending' },
    { key: `pd-${n}-contact`, kind: 'contact', toAddress: 'organisers@example.com', replyTo: email, subject: 'Contact form', html: `<p>${name} wrote</p>`, text: `${name} wrote`, status: 'sent', sentAt: new Date() },
  ]);
  await t.ctx.db.insert(verificationCodes).values({ email, purpose: 'reset', codeHash: 'hash-of-code', expiresAt: new Date(Date.now() + 600_000) });
  await t.ctx.db.insert(juryInvitations).values({ email, name, identity: 2, seasonId: comp.seasons.current, tokenHash: `invite-token-hash-${n}-${process.pid}`, expiresAt: new Date(Date.now() + 86_400_000) });
  await writeAudit(t.ctx.db, { actorId: who.id, action: 'user.updateProfile', subjectType: 'user', subjectId: who.id, before: { name: 'Old', phone: null }, after: { name, phone } });
  await writeAudit(t.ctx.db, { actorId: who.id, action: 'entry.update', subjectType: 'entry', subjectId: plain.id, before: { credits: '' }, after: { credits: `Mia and ${name}`, title: 'Quiet lamp' } });
  await writeAudit(t.ctx.db, { actorId: admin.id, action: 'contact.reply', subjectType: 'contact_message', subjectId: 1, after: { to: email, note: `replied to ${email}` } });
  return { ...who, email, name, phone, company: `Studio Mia ${n}x`, site, city, awarded, plain, pdfId, imageId, orders: { noInvoiceYet: noInvoiceYet!, withInvoice: withInvoice! } };
}

/** A juror with a submitted review, an assignment and a conflict on another entrant's entry. */
async function juror() {
  const j = await makeEntrant(t, { identity: 2, name: `Juror ${++seq}` });
  const owner = await makeEntrant(t);
  const entry = await insertEntry(t, { userId: owner.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'in_review', submittedAt: new Date(), firstReviewCount: 1, assignedCount: 1 });
  const other = await insertEntry(t, { userId: owner.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'in_review', submittedAt: new Date() });
  await t.ctx.db.insert(reviewAssignments).values({ entryId: entry.id, reviewerId: j.id });
  await t.ctx.db.insert(reviews).values({ entryId: entry.id, reviewerId: j.id, level: 'first', status: 'submitted', total: 800, awardChosen: true, submittedAt: new Date(), comment: 'Fine joinery' });
  await t.ctx.db.insert(reviewConflicts).values({ entryId: other.id, reviewerId: j.id, reason: 'My former student' });
  return { ...j, entry, other };
}

const erase = (body: Record<string, unknown>, token = admin.token) => call(t, erasePerson, { token, body });
const row = async <T>(q: Promise<T[]>) => (await q)[0]!;

describe('exporting a person', () => {
  it('gives everything held about them as one document, with nothing secret in it, audited', async () => {
    const mia = await entrant();
    const res = await call(t, exportPerson, { token: admin.token, query: { id: mia.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const doc = res.data as PersonExport;
    expect(doc.kind).toBe('laurel.person-export');
    expect(doc.account).toMatchObject({ id: mia.id, email: mia.email, name: mia.name, phone: mia.phone, company: mia.company });
    expect(doc.entries.map((e) => e.title)).toEqual(['Oak bench', 'Quiet lamp']);
    expect((doc.entries[0]!.files as { id: number; name: string }[]).map((f) => [f.id, f.name])).toEqual([[mia.pdfId, 'bench plan.pdf']]);
    expect((doc.entries[1]!.files as { id: number }[]).map((f) => f.id)).toEqual([mia.imageId]);
    expect(doc.orders.map((o) => o.orderNo)).toEqual([mia.orders.noInvoiceYet.orderNo, mia.orders.withInvoice.orderNo]);
    expect(doc.refunds).toHaveLength(1);
    expect(doc.invoices.map((i) => i.paymentOrderId)).toEqual([mia.orders.withInvoice.id]);
    expect(doc.trophyOrders).toHaveLength(1);
    expect(doc.contactMessages.map((c) => c.message)).toEqual([`Hello, this is ${mia.name}`]);
    expect(doc.mails.map((m) => m.kind).sort()).toEqual(['receipt', 'verifyCode']);
    expect(doc.juryInvitations).toHaveLength(1);
    expect(doc.sessions).toHaveLength(1);
    expect(doc.audit.map((a) => a.action)).toEqual(expect.arrayContaining(['user.updateProfile', 'entry.update']));
    expect(doc.auditTruncated).toBe(false);

    const text = JSON.stringify(doc);
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, mia.id));
    const [session] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, mia.id));
    for (const secret of [account!.passwordHash, session!.tokenHash, mia.token, '482913', 'hash-of-code', `invite-token-hash-${seq}`, 'passwordHash', 'tokenHash', 'storageKey', 'checkoutUrl']) {
      expect(text, secret).not.toContain(secret);
    }
    const [audited] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.export'), eq(auditLog.subjectId, String(mia.id))));
    expect(audited).toMatchObject({ actorId: admin.id, subjectType: 'user', after: { entries: 2, orders: 2 } });
  });

  it('zips their files, streamed, opened by real unzippers, audited', async () => {
    const mia = await entrant();
    const res = await t.app.inject({ method: 'GET', url: `/api${exportPersonFiles.path}?id=${mia.id}`, headers: { token: admin.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="person-${mia.id}-files.zip"`);
    const zip = readZip(res.rawPayload);
    const names = [...zip.files.keys()];
    const awardedFolder = `entries/${String(mia.awarded.id).padStart(4, '0')} Oak bench`;
    const plainFolder = `entries/${String(mia.plain.id).padStart(4, '0')} Quiet lamp`;
    expect(names).toEqual([`${awardedFolder}/01-bench plan.pdf`, `${plainFolder}/01-lamp.png`, 'manifest.csv']);
    const [pdf] = await t.ctx.db.select().from(files).where(eq(files.id, mia.pdfId));
    const stored = await t.ctx.storage.get(pdf!.storageKey);
    expect(zip.files.get(`${awardedFolder}/01-bench plan.pdf`)!.equals(Buffer.concat(await stored!.body.toArray()))).toBe(true);
    expect(zip.files.get('manifest.csv')!.toString('utf8')).toContain('bench plan.pdf');
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.exportFiles'), eq(auditLog.subjectId, String(mia.id))))).toMatchObject([{ after: { files: 2 } }]);
  });

  it('is 404 for no such person and refused to every role but the administrator, before anything is written', async () => {
    expect((await call(t, exportPerson, { token: admin.token, query: { id: 2_000_000_000 } })).body.reason).toBe('personNotFound');
    const missing = await t.app.inject({ method: 'GET', url: `/api${exportPersonFiles.path}?id=2000000000`, headers: { token: admin.token } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().reason).toBe('personNotFound');
    expect((await call(t, exportPerson, { token: finance.token, query: { id: admin.id } })).status).toBe(403);
    expect((await call(t, exportPerson, { token: admin.token, query: { id: "1' or 1=1" } })).status).toBe(422);
  });
});

describe('erasing a person', () => {
  it('anonymises the account, entries, messages, mails and audit rows; keeps invoices printable and payments whole', async () => {
    const mia = await entrant();
    const ordersBefore = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, mia.id)).orderBy(asc(paymentOrders.id));
    const invoicesBefore = await t.ctx.db.select().from(invoices).where(inArray(invoices.paymentOrderId, ordersBefore.map((o) => o.id)));
    const res = await erase({ userId: mia.id, judging: 'keep', confirmEmail: `  ${mia.email.toLowerCase()} ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const person = res.data as PersonDetail;
    expect(person).toMatchObject({ email: `erased-${mia.id}@erased.invalid`, name: `Erased ${mia.id}`, phone: null, company: null, country: null, agentCode: null, staffRole: null });
    expect(person.erasedAt).not.toBeNull();
    expect(person.deactivatedAt).not.toBeNull();

    // The session is gone, and the old password logs nobody in.
    expect((await call(t, getPerson, { token: mia.token, query: { id: mia.id } })).status).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, mia.id))).toEqual([]);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: mia.email, password: PASSWORD } });
    expect(login.json().code).not.toBe(200);

    // Nothing of theirs is left anywhere a personal value could sit.
    const values = [mia.email, mia.name, mia.phone, mia.company, mia.site, mia.city].map((v) => v.toLowerCase());
    const dump = async (query: ReturnType<typeof sql>) => JSON.stringify((await t.ctx.db.execute(query)).rows).toLowerCase();
    const everywhere = [
      await dump(sql`select * from users where id = ${mia.id}`),
      await dump(sql`select * from entries where user_id = ${mia.id}`),
      await dump(sql`select * from contact_messages`),
      await dump(sql`select * from mail_outbox`),
      await dump(sql`select * from audit_log`),
      await dump(sql`select * from jury_invitations`),
      await dump(sql`select * from verification_codes`),
      await dump(sql`select * from trophy_orders where user_id = ${mia.id}`),
    ];
    for (const [i, table] of everywhere.entries()) for (const v of values) expect(table.includes(v), `${v} in table ${i}`).toBe(false);

    const [awarded, plain] = await t.ctx.db.select().from(entries).where(eq(entries.userId, mia.id)).orderBy(asc(entries.id));
    // The award stays the organiser's record, without what names people.
    expect(awarded).toMatchObject({ title: 'Oak bench', credits: '', winnerInfo: null, customFields: { material: 'oak' }, status: 'awarded', pdfFileId: mia.pdfId });
    expect(awarded!.personalDataPurgedAt).not.toBeNull();
    // What won nothing goes, files detached for the clean-up job.
    expect(plain).toMatchObject({ title: '', description: '', credits: '', videoUrl: null, customFields: {}, status: 'not_awarded' });
    expect((await row(t.ctx.db.select().from(files).where(eq(files.id, mia.imageId)))).entryId).toBeNull();
    expect((await row(t.ctx.db.select().from(files).where(eq(files.id, mia.pdfId)))).entryId).toBe(mia.awarded.id);

    const [message] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, `erased-${mia.id}@erased.invalid`));
    expect(message).toMatchObject({ name: '', subject: '', message: '', ip: null, reply: null });
    const mails = await t.ctx.db.select().from(mailOutbox).where(sql`${mailOutbox.key} like ${`pd-${seq}-%`}`).orderBy(asc(mailOutbox.key));
    expect(mails.map((m) => [m.key.split('-').at(-1), m.toAddress, m.replyTo, m.subject, m.text, m.status])).toEqual([
      ['code', `erased-${mia.id}@erased.invalid`, null, '', '', 'sent'],
      ['contact', 'organisers@example.com', null, '', '', 'sent'],
      ['pending', `erased-${mia.id}@erased.invalid`, null, '', '', 'failed'],
    ]);
    const [invitation] = await t.ctx.db.select().from(juryInvitations).where(eq(juryInvitations.email, `erased-${mia.id}@erased.invalid`));
    expect(invitation!.revokedAt).not.toBeNull();

    // Payment records untouched; the order that had no invoice got one naming the buyer as they were.
    expect(await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, mia.id)).orderBy(asc(paymentOrders.id))).toEqual(ordersBefore);
    const invoicesAfter = await t.ctx.db.select().from(invoices).where(inArray(invoices.paymentOrderId, ordersBefore.map((o) => o.id))).orderBy(asc(invoices.id));
    expect(invoicesAfter.slice(0, invoicesBefore.length)).toEqual(invoicesBefore);
    expect(invoicesAfter.map((i) => [i.paymentOrderId, i.buyer.name])).toEqual([
      [mia.orders.withInvoice.id, mia.name],
      [mia.orders.noInvoiceYet.id, mia.name],
    ]);
    for (const [entryId] of [[mia.awarded.id], [mia.plain.id]]) {
      const printed = await printInvoice(t.ctx, { reader: { userId: judge.id, isJudge: true }, entryId: entryId!, feeKind: 'entry', language: 'en' });
      const text = await pdfText(printed.pdf);
      expect(text).toContain(mia.name);
      expect(text).toMatch(/INV-/);
    }

    // Audited with what was kept and what went, never a value.
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.erase'), eq(auditLog.subjectId, String(mia.id))));
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { erasedAt: null },
      after: { judging: 'keep', invoicesIssued: 1, anonymised: { entriesPersonalFields: 1, entriesWithWork: 1, filesDetached: 1, contactMessages: 1, mails: 3, codes: 1, juryInvitations: 1, trophyAddresses: 1 } },
    });
    expect((audit!.after as { anonymised: { auditRows: number } }).anonymised.auditRows).toBeGreaterThanOrEqual(3);
    // The scrubbed rows still say who did what.
    const [profile] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.updateProfile'), eq(auditLog.subjectId, String(mia.id))));
    expect(profile).toMatchObject({ actorId: mia.id, before: { name: '[erased]', phone: null }, after: { name: '[erased]', phone: '[erased]' } });

    // Shown as erased in the console.
    expect((await call(t, getPerson, { token: admin.token, query: { id: mia.id } })).data).toMatchObject({ erasedAt: person.erasedAt });
  });

  it("keeps a juror's reviews and conflicts when asked to, and drops them (recomputing the entries' figures) when asked to", async () => {
    const keep = await juror();
    const drop = await juror();
    expect((await erase({ userId: keep.id, judging: 'keep', confirmEmail: keep.email })).status).toBe(200);
    expect(await t.ctx.db.select({ c: reviews.comment }).from(reviews).where(eq(reviews.reviewerId, keep.id))).toEqual([{ c: 'Fine joinery' }]);
    expect(await t.ctx.db.select({ e: reviewConflicts.entryId }).from(reviewConflicts).where(eq(reviewConflicts.reviewerId, keep.id))).toEqual([{ e: keep.other.id }]);

    expect((await erase({ userId: drop.id, judging: 'drop', confirmEmail: drop.email })).status).toBe(200);
    expect(await t.ctx.db.select().from(reviews).where(eq(reviews.reviewerId, drop.id))).toEqual([]);
    expect(await t.ctx.db.select().from(reviewConflicts).where(eq(reviewConflicts.reviewerId, drop.id))).toEqual([]);
    expect(await t.ctx.db.select().from(reviewAssignments).where(eq(reviewAssignments.reviewerId, drop.id))).toEqual([]);
    expect(await row(t.ctx.db.select().from(entries).where(eq(entries.id, drop.entry.id)))).toMatchObject({ firstReviewCount: 0, assignedCount: 0, firstAverage: null });
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.erase'), eq(auditLog.subjectId, String(drop.id))));
    expect(audit!.after).toMatchObject({ judging: 'drop', dropped: { reviews: 1, conflicts: 1, assignments: 1 } });
  });

  it('refuses oneself, a wrong confirmation, an erased account, a missing one and other roles, changing nothing', async () => {
    const mia = await entrant();
    const auditCount = async () => (await t.ctx.db.select({ id: auditLog.id }).from(auditLog)).length;
    const before = { audit: await auditCount(), user: await row(t.ctx.db.select().from(users).where(eq(users.id, mia.id))) };
    const cases: [Record<string, unknown>, string | undefined, number, string?][] = [
      [{ userId: admin.id, judging: 'keep', confirmEmail: admin.email }, undefined, 409, 'ownAccountErased'],
      [{ userId: mia.id, judging: 'keep', confirmEmail: 'someone@else.com' }, undefined, 422, 'eraseConfirmMismatch'],
      [{ userId: mia.id, judging: 'keep', confirmEmail: `${mia.email}' or '1'='1` }, undefined, 422, 'eraseConfirmMismatch'],
      [{ userId: mia.id, judging: 'keep', confirmEmail: '' }, undefined, 422],
      [{ userId: mia.id, judging: 'maybe', confirmEmail: mia.email }, undefined, 422],
      [{ userId: 'x', judging: 'keep', confirmEmail: mia.email }, undefined, 422],
      [{ userId: 2_000_000_000, judging: 'keep', confirmEmail: mia.email }, undefined, 404, 'personNotFound'],
      [{ userId: mia.id, judging: 'keep', confirmEmail: mia.email }, finance.token, 403],
      [{ userId: mia.id, judging: 'keep', confirmEmail: mia.email }, mia.token, 403],
    ];
    for (const [body, token, status, reason] of cases) {
      const res = await erase(body, token ?? admin.token);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (reason) expect(res.body.reason).toBe(reason);
    }
    expect(await auditCount()).toBe(before.audit);
    expect(await row(t.ctx.db.select().from(users).where(eq(users.id, mia.id)))).toEqual(before.user);

    // The last administrator stays (no other active one: the others are set aside for this check).
    const target = await makeStaff(t, 'administrator');
    const others = await t.ctx.db.update(users).set({ deactivatedAt: new Date() }).where(and(eq(users.staffRole, 'administrator'), sql`${users.id} <> ${target.id}`, sql`${users.deactivatedAt} is null`)).returning({ id: users.id });
    try {
      await expect(erasePersonService(t.ctx, { userId: target.id, judging: 'keep', confirmEmail: target.email, actorId: admin.id })).rejects.toMatchObject({ reason: 'lastAdministratorKept' });
    } finally {
      await t.ctx.db.update(users).set({ deactivatedAt: null }).where(inArray(users.id, others.map((o) => o.id)));
    }
  });

  it('erases once under 20 requests at once; the rest find it erased', async () => {
    const mia = await entrant();
    const answers = await Promise.all(Array.from({ length: 20 }, () => erase({ userId: mia.id, judging: 'drop', confirmEmail: mia.email })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.reason)).toEqual(Array(19).fill('personErased'));
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.erase'), eq(auditLog.subjectId, String(mia.id))))).toHaveLength(1);
  });
});
