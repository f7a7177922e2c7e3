import { listAwards, listEntries, listHistoryAwards, listHistoryEntries } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, files, seasons } from '../../../src/db/schema.ts';
import { call, days, insertEntry, makeEntrant, seedCompetition, uploadImage } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Awaited<ReturnType<typeof seedCompetition>>;
let me: Awaited<ReturnType<typeof makeEntrant>>;
let older: number;
const titles = (data: { list: { title: string }[] }) => data.list.map((e) => e.title);

beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  me = await makeEntrant(t);
  const [s] = await t.ctx.db.insert(seasons).values({ year: 2025, name: 'Laurel 2025', registrationOpensAt: days(-800), registrationClosesAt: days(-700), firstReviewStartsAt: days(-690), firstReviewEndsAt: days(-680), secondReviewStartsAt: days(-679), secondReviewEndsAt: days(-670), resultsAt: days(-660) }).returning({ id: seasons.id });
  older = s!.id;
  const cur = { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture };
  await insertEntry(t, { ...cur, title: 'Draft one', createdAt: days(-5) });
  await insertEntry(t, { ...cur, title: 'Submitted', status: 'submitted', entryFeeStatus: 'paid', createdAt: days(-4) });
  await insertEntry(t, { ...cur, title: 'Awarded now', status: 'awarded', awardLevelId: comp.levels.gold, winnerPackageFeeStatus: 'paid', createdAt: days(-3) });
  await insertEntry(t, { ...cur, title: 'Draft two', createdAt: days(-2) });
  await insertEntry(t, { userId: me.id, seasonId: comp.seasons.past, categoryId: comp.cats.lighting, title: 'Past award', status: 'awarded', awardLevelId: comp.levels.silver });
  await insertEntry(t, { userId: me.id, seasonId: comp.seasons.past, title: 'Past miss', status: 'not_awarded', createdAt: days(-330) });
  await insertEntry(t, { userId: me.id, seasonId: older, title: 'Oldest award', status: 'awarded', awardLevelId: comp.levels.gold });
});
afterAll(() => t.close());

describe('entryList and awardList: the current season', () => {
  it('lists the caller’s current entries newest first, with statuses and fees, and no document before the PDFs are served', async () => {
    const res = await call(t, listEntries, { token: me.token });
    expect(titles(res.data)).toEqual(['Draft two', 'Awarded now', 'Submitted', 'Draft one']);
    expect(res.data).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    const submitted = res.data.list[2];
    expect(submitted).toMatchObject({ status: 'submitted', entryFeeStatus: 'paid', entryFeeCents: 29_900, winnerPackageFeeCents: null });
    const awarded = res.data.list[1];
    expect(awarded).toMatchObject({ award: { name: 'Gold' }, winnerPackageFeeCents: 119_900 });
    // Fees marked paid without an order have nothing to invoice (entry-rules.ts).
    expect(submitted.documents.entryFeeInvoice).toBe(false);
  });

  it('filters by status and pages', async () => {
    expect(titles((await call(t, listEntries, { token: me.token, query: { status: 'draft' } })).data)).toEqual(['Draft two', 'Draft one']);
    const page2 = await call(t, listEntries, { token: me.token, query: { page: 2, pageSize: 3 } });
    expect(page2.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(titles(page2.data)).toEqual(['Draft one']);
    // A page past the end is empty but still knows the total.
    expect((await call(t, listEntries, { token: me.token, query: { page: 9, pageSize: 3 } })).data).toMatchObject({ list: [], total: 4 });
    expect((await call(t, listEntries, { token: me.token, query: { status: 'bogus' } })).status).toBe(422);
  });

  it('lists only awarded entries of the current season in awardList', async () => {
    expect(titles((await call(t, listAwards, { token: me.token })).data)).toEqual(['Awarded now']);
  });
});

describe('historyEntryList and historyAwardList: earlier seasons', () => {
  it('lists earlier seasons, newest season first, and filters by year', async () => {
    expect(titles((await call(t, listHistoryEntries, { token: me.token })).data)).toEqual(['Past award', 'Past miss', 'Oldest award']);
    expect(titles((await call(t, listHistoryEntries, { token: me.token, query: { year: 2025 } })).data)).toEqual(['Oldest award']);
    expect(titles((await call(t, listHistoryAwards, { token: me.token })).data)).toEqual(['Past award', 'Oldest award']);
    expect(titles((await call(t, listHistoryAwards, { token: me.token, query: { year: 2026 } })).data)).toEqual(['Past award']);
    expect((await call(t, listHistoryAwards, { token: me.token, query: { year: 1900 } })).status).toBe(422);
  });
});

/** Counts the statements the database client runs while `fn` does (drizzle calls `$client.query`). */
async function countQueries<T>(fn: () => Promise<T>): Promise<T & { queries: number }> {
  const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let queries = 0;
  client.query = (...args: unknown[]) => {
    queries++;
    return original.apply(client, args);
  };
  try {
    return { ...(await fn()), queries };
  } finally {
    client.query = original;
  }
}

describe('an entrant with 200 entries', () => {
  it('pages them with covers from one query per page, and correct totals', async () => {
    const big = await makeEntrant(t);
    const rows = await t.ctx.db
      .insert(entries)
      .values(Array.from({ length: 200 }, (_, i) => ({ userId: big.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, title: `E${i}`, createdAt: days(-200 + i) })))
      .returning({ id: entries.id });
    const img = await uploadImage(t, big.id);
    await t.ctx.db.update(files).set({ entryId: rows[199]!.id }).where(eq(files.id, img));
    const first = await countQueries(() => call(t, listEntries, { token: big.token, query: { pageSize: 100 } }));
    // One query for the session (plugins/auth.ts), one for the page with its total and covers.
    expect(first.queries).toBe(2);
    expect(first.data.total).toBe(200);
    expect(first.data.list).toHaveLength(100);
    expect(first.data.list[0]).toMatchObject({ title: 'E199' });
    expect(first.data.list[0].coverUrl).toMatch(new RegExp(`^/files/${img}/medium\\?exp=`));
    expect(first.data.list[1].coverUrl).toBeNull();
    const last = await call(t, listEntries, { token: big.token, query: { page: 2, pageSize: 100 } });
    expect(last.data.list.at(-1).title).toBe('E0');
  });
});
