import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_ENTRY_FORM, exportDocuments, exportEntries, exportPayments, exportPeople, exportReviews, type CallDef, type CustomField } from '@laurel/contract';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, invoices, paymentOrders, paymentRefunds, reviewerStats, reviews, seasons, users } from '../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';

/*
 * The console's exports (docs/product.md#exports), each opened by a real CSV parser: headings in
 * the caller's language, custom fields, Chinese text, formula cells neutralised, negative amounts
 * kept numbers; who may download what; refusals that are envelopes, not half files; a download the
 * client drops half-way that leaves nothing running on the database.
 */

let t: TestApp;
let comp: Competition;
let admin: { id: number; token: string };
let finance: { id: number; token: string };
let viewer: { id: number; token: string };
let entrant: { id: number; email: string };
const HOSTILE = '=HYPERLINK("http://evil.example","click")';
const ids: Record<string, number> = {};

const field = (values: Partial<CustomField> & Pick<CustomField, 'key' | 'type' | 'label'>): CustomField => ({
  labelZh: '', help: '', helpZh: '', required: false, maxLength: null, options: [], min: null, max: null, showToJury: false, ...values,
});

beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  admin = await makeStaff(t, 'administrator');
  finance = await makeStaff(t, 'finance');
  viewer = await makeStaff(t, 'viewer');
  const db = t.ctx.db;
  await db
    .update(seasons)
    .set({
      entryForm: {
        ...DEFAULT_ENTRY_FORM,
        custom: [
          field({ key: 'material', type: 'shortText', label: 'Material', labelZh: '材料' }),
          field({ key: 'stage', type: 'choice', label: 'Stage', labelZh: '阶段', options: [{ value: 'concept', label: 'Concept', labelZh: '概念' }] }),
          field({ key: 'delta', type: 'number', label: 'Delta', labelZh: '差值' }),
        ],
      },
      reviewCriteria: [
        { key: 'form', name: 'Form', nameZh: '形式', weight: 2 },
        { key: 'use', name: 'Use', nameZh: '功能', weight: 1 },
      ],
    })
    .where(eq(seasons.id, comp.seasons.current));
  // A category's own form adds a field the season's does not have: a column of its own.
  await db
    .update(categories)
    .set({ entryForm: { ...DEFAULT_ENTRY_FORM, custom: [field({ key: 'lumens', type: 'number', label: 'Lumens', labelZh: '流明' })] } })
    .where(eq(categories.id, comp.cats.lighting));
  const [owner] = await db
    .insert(users)
    .values({ email: `wang.${process.pid}@example.com`, passwordHash: 'x', name: '王小明', company: '=cmd|/c calc', country: 'CN', areaCode: '+86', phone: '13800000000' })
    .returning();
  entrant = { id: owner!.id, email: owner!.email };
  const season = comp.seasons.current;
  ids.hostile = (await insertEntry(t, { userId: owner!.id, seasonId: season, categoryId: comp.cats.furniture, title: HOSTILE, status: 'submitted', customFields: { material: '-oak', delta: -42, stage: 'concept' } })).id;
  ids.chinese = (await insertEntry(t, { userId: owner!.id, seasonId: season, categoryId: comp.cats.lighting, title: '竹椅，"轻"', status: 'awarded', awardLevelId: comp.levels.gold, customFields: { lumens: 800 } })).id;
  ids.draft = (await insertEntry(t, { userId: owner!.id, seasonId: season, title: 'Draft', status: 'draft' })).id;
  ids.past = (await insertEntry(t, { userId: owner!.id, seasonId: comp.seasons.past, title: 'Last year', status: 'submitted' })).id;

  const [order] = await db
    .insert(paymentOrders)
    .values({ orderNo: `EXP-${process.pid}-1`, entryId: ids.hostile!, userId: owner!.id, feeKind: 'entry', provider: 'sandbox', amountCents: 29_900, currency: 'USD', status: 'paid', paidAt: new Date(), refundedCents: 5_000 })
    .returning();
  const [refund] = await db.insert(paymentRefunds).values({ refundNo: `EXR-${process.pid}-1`, paymentOrderId: order!.id, amountCents: 5_000, reason: '@half back', status: 'succeeded' }).returning();
  await db.insert(paymentOrders).values({ orderNo: `EXP-${process.pid}-2`, entryId: ids.past!, userId: owner!.id, feeKind: 'entry', provider: 'wxpay', amountCents: 10_000, currency: 'USD', status: 'pending' });
  const buyer = { name: '王小明', company: '+Acme', address: null, country: 'CN', taxId: null, fapiao: false };
  const seller = { name: 'Laurel', address: 'Somewhere', taxId: null };
  const [inv] = await db
    .insert(invoices)
    .values({ kind: 'invoice', number: 'INV-2027-000001', series: 'INV', year: 2027, sequence: 1, paymentOrderId: order!.id, buyer, seller, lines: [], netCents: 29_900, taxCents: 0, totalCents: 29_900, currency: 'USD', suppliedAt: new Date() })
    .returning();
  await db.insert(invoices).values({ kind: 'credit_note', number: 'CN-2027-000001', series: 'CN', year: 2027, sequence: 1, paymentOrderId: order!.id, refundId: refund!.id, creditsInvoiceId: inv!.id, buyer, seller, lines: [], netCents: 5_000, taxCents: 0, totalCents: 5_000, currency: 'USD', suppliedAt: new Date() });

  const judge = await makeEntrant(t, { name: 'Judge Dredd', identity: 2 });
  await db.insert(reviews).values([
    { entryId: ids.hostile!, reviewerId: judge.id, level: 'first', status: 'submitted', scores: { form: 8, use: 5 }, total: 700, awardChosen: true, awardLevelId: null, comment: '-meh', submittedAt: new Date() },
    { entryId: ids.chinese!, reviewerId: judge.id, level: 'first', status: 'submitted', scores: { form: 9, use: 9 }, total: 900, awardChosen: true, awardLevelId: comp.levels.gold, comment: '好', submittedAt: new Date() },
  ]);
  await db.insert(reviewerStats).values({ seasonId: season, level: 'first', reviewerId: judge.id, n: 2, sum: 1600, sumSq: 700 * 700 + 900 * 900 });
}, 60_000);
afterAll(() => t?.close());

/** Downloads an export as the given account; the CSV's rows as a parser reads them, and its raw text. */
async function download(def: CallDef, opts: { token: string; query?: Record<string, unknown>; language?: string }) {
  const qs = new URLSearchParams(Object.entries(opts.query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({ method: 'GET', url: `/api${def.path}?${qs}`, headers: { token: opts.token, ...(opts.language ? { 'accept-language': opts.language } : {}) } });
  const text = res.body;
  const rows = res.statusCode === 200 ? (parse(text, { bom: true, relax_column_count: false }) as string[][]) : [];
  return { res, text, rows, header: rows[0] ?? [], body: rows.slice(1) };
}

const audits = (action: string) => t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

describe('the entries export', () => {
  it("is a UTF-8 CSV with a BOM, a column per custom field in the caller's language, formulas neutralised and numbers kept", async () => {
    const { res, text, header, body } = await download(exportEntries, { token: admin.token, query: { seasonId: comp.seasons.current } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="laurel-2027-entries.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(header.slice(0, 3)).toEqual(['Entry', 'Title', 'Category']);
    expect(header.slice(-4)).toEqual(['Material', 'Stage', 'Delta', 'Lumens']);
    expect(body.map((r) => Number(r[0]))).toEqual([ids.hostile, ids.chinese, ids.draft]);
    const col = (name: string) => header.indexOf(name);
    const hostile = body[0]!;
    expect(hostile[col('Title')]).toBe(`'${HOSTILE}`);
    expect(hostile[col('Company')]).toBe("'=cmd|/c calc");
    expect(hostile[col('Material')]).toBe("'-oak");
    expect(hostile[col('Stage')]).toBe('Concept');
    // A negative number in a number field stays a number: no apostrophe, no quotes.
    expect(hostile[col('Delta')]).toBe('-42');
    expect(text).toContain(',-42,');
    expect(hostile[col('Phone')]).toBe("'+86 13800000000");
    const chinese = body[1]!;
    expect(chinese[col('Title')]).toBe('竹椅，"轻"');
    expect(chinese[col('Entrant')]).toBe('王小明');
    expect(chinese[col('Award')]).toBe('Gold');
    expect(chinese[col('Lumens')]).toBe('800');
    expect(chinese[col('Material')]).toBe('');
  });

  it('heads its columns in Chinese for a Chinese caller, custom fields included', async () => {
    const { header, body } = await download(exportEntries, { token: admin.token, query: { seasonId: comp.seasons.current }, language: 'zh-CN' });
    expect(header.slice(0, 3)).toEqual(['作品编号', '标题', '类别']);
    expect(header.slice(-4)).toEqual(['材料', '阶段', '差值', '流明']);
    expect(body[0]![header.indexOf('阶段')]).toBe('概念');
    expect(body[1]![header.indexOf('奖项')]).toBe('金奖');
  });

  it("follows the entries table's filter and a chosen set of ids, and audits who, what and how many rows", async () => {
    const before = (await audits('export.entries')).length;
    const submitted = await download(exportEntries, { token: admin.token, query: { seasonId: comp.seasons.current, status: 'submitted' } });
    expect(submitted.body.map((r) => Number(r[0]))).toEqual([ids.hostile]);
    const chosen = await download(exportEntries, { token: admin.token, query: { seasonId: comp.seasons.current, ids: `${ids.chinese},${ids.past}` } });
    // An id of another season is not "of this season": the filter still holds.
    expect(chosen.body.map((r) => Number(r[0]))).toEqual([ids.chinese]);
    const searched = await download(exportEntries, { token: admin.token, query: { seasonId: comp.seasons.current, q: '竹椅', country: 'cn', award: comp.levels.gold } });
    expect(searched.body.map((r) => Number(r[0]))).toEqual([ids.chinese]);
    expect((await download(exportEntries, { token: admin.token, query: { seasonId: comp.seasons.current, award: 'none', flag: 'hidden' } })).body).toHaveLength(2);
    const rows = await audits('export.entries');
    expect(rows.length - before).toBe(4);
    expect(rows[before + 1]).toMatchObject({
      actorId: admin.id,
      subjectType: 'export',
      subjectId: 'entries',
      after: { filter: { seasonId: comp.seasons.current, ids: [ids.chinese, ids.past] }, rows: 1, outcome: 'sent' },
    });
  });
});

describe('the money exports', () => {
  it('lists each order followed by its refunds, a refund negative and numeric', async () => {
    const { header, body, text } = await download(exportPayments, { token: finance.token, query: { seasonId: comp.seasons.current } });
    expect(header).toContain('Order number');
    const amount = header.indexOf('Amount');
    expect(body.map((r) => [r[0], r[header.indexOf('Order number')], r[amount]])).toEqual([
      ['Order', `EXP-${process.pid}-1`, '299'],
      ['Refund', `EXP-${process.pid}-1`, '-50'],
    ]);
    expect(text).toContain(',-50,');
    expect(body[1]![header.indexOf('Note or reason')]).toBe("'@half back");
    const all = await download(exportPayments, { token: finance.token, query: { provider: 'wxpay', status: 'pending' } });
    expect(all.body.map((r) => r[1])).toEqual([`EXP-${process.pid}-2`]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await download(exportPayments, { token: finance.token, query: { from: today, to: today } })).body).toHaveLength(3);
    expect((await download(exportPayments, { token: finance.token, query: { to: '2000-01-01' } })).body).toHaveLength(0);
  });

  it('lists invoices and credit notes with numbers, buyer and amounts, a credit note negative', async () => {
    const { header, body } = await download(exportDocuments, { token: finance.token, query: {} });
    const pick = (r: string[]) => [r[header.indexOf('Kind')], r[header.indexOf('Number')], r[header.indexOf('Total')], r[header.indexOf('Buyer')], r[header.indexOf("Buyer's company")], r[header.indexOf('Credits invoice')]];
    expect(body.map(pick)).toEqual([
      ['Invoice', 'INV-2027-000001', '299', '王小明', "'+Acme", ''],
      ['Credit note', 'CN-2027-000001', '-50', '王小明', "'+Acme", 'INV-2027-000001'],
    ]);
    expect((await download(exportDocuments, { token: finance.token, query: { kind: 'credit_note' } })).body).toHaveLength(1);
  });
});

describe('the reviews and people exports', () => {
  it('gives each review its raw scores per criterion, its total and the entry’s raw and normalised averages', async () => {
    const { header, body } = await download(exportReviews, { token: viewer.token, query: { seasonId: comp.seasons.current } });
    expect(header).toEqual(expect.arrayContaining(['Form (×2)', 'Use (×1)', 'Total', 'Normalised average', 'Proposal']));
    expect(header).not.toContain('Entrant');
    const at = (r: string[], name: string) => r[header.indexOf(name)];
    expect(body.map((r) => [Number(r[0]), at(r, 'Form (×2)'), at(r, 'Use (×1)'), at(r, 'Total'), at(r, 'Proposal'), at(r, 'Comment')])).toEqual([
      [ids.hostile, '8', '5', '7', 'No award', "'-meh"],
      [ids.chinese, '9', '9', '9', 'Gold', '好'],
    ]);
    // One reviewer is the whole panel: their normalised scores are their raw ones.
    expect(body.map((r) => at(r, 'Normalised average'))).toEqual(['7', '9']);
    expect((await download(exportReviews, { token: viewer.token, query: { seasonId: comp.seasons.current, level: 'second' } })).body).toEqual([]);
  });

  it('lists accounts with the people search’s filters, never a password hash', async () => {
    const { header, body, text } = await download(exportPeople, { token: admin.token, query: { country: 'cn' } });
    expect(header).toEqual(['Id', 'Name', 'E-mail', 'Company', 'Country', 'Phone', 'Identity', 'Staff role', 'Language', 'Deactivated', 'Erased', 'Created']);
    expect(body.map((r) => [Number(r[0]), r[1], r[2], r[4]])).toEqual([[entrant.id, '王小明', entrant.email, 'CN']]);
    expect(text).not.toContain('passwordHash');
    const staff = await download(exportPeople, { token: admin.token, query: { staffRole: 'finance' } });
    expect(staff.body.map((r) => [Number(r[0]), r[7]])).toEqual([[finance.id, 'finance']]);
  });

  it('answers the same file to 20 requests at once', async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => download(exportPeople, { token: admin.token })));
    expect(new Set(all.map((d) => d.res.statusCode))).toEqual(new Set([200]));
    expect(new Set(all.map((d) => d.text)).size).toBe(1);
  });
});

describe('refusals', () => {
  it('answers a bad format or filter with a 422 envelope and writes nothing', async () => {
    const before = (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    for (const query of [
      { seasonId: comp.seasons.current, format: 'xlsx' },
      { seasonId: 'abc' },
      {},
      { seasonId: comp.seasons.current, status: 'nonsense' },
      { seasonId: comp.seasons.current, ids: '1,x' },
      { seasonId: comp.seasons.current, country: 'China' },
    ]) {
      const res = await call(t, exportEntries, { token: admin.token, query });
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.data).toBeNull();
    }
    for (const query of [{ from: '2027-02-30' }, { from: '2027-03-02', to: '2027-03-01' }, { provider: 'cash' }]) {
      expect((await call(t, exportPayments, { token: finance.token, query })).status, JSON.stringify(query)).toBe(422);
    }
    expect((await call(t, exportReviews, { token: viewer.token, query: {} })).status).toBe(422);
    expect((await call(t, exportEntries, { token: admin.token, query: { seasonId: 999_999 } })).status).toBe(404);
    expect((await call(t, exportReviews, { token: viewer.token, query: { seasonId: 999_999 } })).status).toBe(404);
    expect((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n).toBe(before);
  });

  it('keeps personal data to the people permission and money to the money permission', async () => {
    const season = { seasonId: comp.seasons.current };
    expect((await call(t, exportEntries, { token: finance.token, query: season })).status).toBe(403);
    expect((await call(t, exportEntries, { token: viewer.token, query: season })).status).toBe(403);
    expect((await call(t, exportPeople, { token: finance.token })).status).toBe(403);
    expect((await call(t, exportPayments, { token: viewer.token })).status).toBe(403);
    expect((await call(t, exportDocuments, { token: viewer.token })).status).toBe(403);
    const outsider = await makeEntrant(t);
    expect((await call(t, exportReviews, { token: outsider.token, query: season })).status).toBe(403);
    expect((await call(t, exportReviews, { query: season })).status).toBe(401);
  });
});

describe('a download dropped half-way', () => {
  it('stops reading, leaves no query running, and audits the rows that left', async () => {
    const [big] = await t.ctx.db.insert(seasons).values({ year: 2030, name: 'Big', registrationOpensAt: new Date(), registrationClosesAt: new Date(), firstReviewStartsAt: new Date(), firstReviewEndsAt: new Date(), secondReviewStartsAt: new Date(), secondReviewEndsAt: new Date(), resultsAt: new Date() }).returning();
    // 20,000 entries of 1 KB titles: far more than the socket's buffers hold, so the server must wait for the client.
    await t.ctx.db.execute(sql`insert into entries (user_id, season_id, title, status) select ${entrant.id}, ${big!.id}, repeat('x', 1000) || g, 'submitted' from generate_series(1, 20000) g`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: `/api${exportEntries.path}?seasonId=${big!.id}`, headers: { token: admin.token } }, (res) => {
        expect(res.statusCode).toBe(200);
        res.once('data', () => {
          // The client reads one chunk, then goes away.
          res.pause();
          req.destroy();
          resolve();
        });
      });
      req.on('error', (err) => (err.message.includes('socket hang up') ? undefined : reject(err)));
      req.end();
    });
    // Wait for the state, not a time: the audit row is written once the writer has stopped.
    let row: typeof auditLog.$inferSelect | undefined;
    while (!row) {
      [row] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'export.entries'), sql`${auditLog.after}->'filter'->>'seasonId' = ${String(big!.id)}`));
      if (!row) await new Promise((r) => setImmediate(r));
    }
    const after = row.after as { rows: number; outcome: string };
    expect(after.outcome).toBe('stopped');
    expect(after.rows).toBeLessThan(20_000);
    // No page query of the export is still running (its text names the custom fields it reads).
    const running = await t.ctx.db.execute(
      sql`select query from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and query like '%"entries"."custom_fields"%' and query like '%limit%'`,
    );
    expect(running.rows).toEqual([]);
  });
});
