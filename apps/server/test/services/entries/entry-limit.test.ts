import { createEntry } from '@laurel/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries } from '../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Awaited<ReturnType<typeof seedCompetition>>;
beforeAll(async () => {
  t = await createTestApp({ env: { ENTRIES_PER_SEASON_MAX: '3' } });
  comp = await seedCompetition(t);
});
afterAll(() => t.close());

const ownCount = async (userId: number) =>
  (await t.ctx.db.select({ n: count() }).from(entries).where(and(eq(entries.userId, userId), eq(entries.seasonId, comp.seasons.current))))[0]!.n;

describe('the per-entrant, per-season entry limit (ENTRIES_PER_SEASON_MAX)', () => {
  it('refuses the entry past the limit with 409, counting drafts but not withdrawn entries or past seasons', async () => {
    const me = await makeEntrant(t);
    await insertEntry(t, { userId: me.id, seasonId: comp.seasons.past });
    await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, status: 'withdrawn' });
    await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, status: 'submitted' });
    for (let i = 0; i < 2; i++) expect((await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture } })).status).toBe(200);
    const over = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture } });
    expect(over.status).toBe(409);
    expect(over.msg).toBe('You have reached the limit of 3 entries for this season.');
    expect(await ownCount(me.id)).toBe(4);
    // Another entrant has a limit of their own.
    const other = await makeEntrant(t);
    expect((await call(t, createEntry, { token: other.token, body: { categoryId: comp.cats.furniture } })).status).toBe(200);
  });

  it('holds when many creates arrive at once', async () => {
    const me = await makeEntrant(t);
    const res = await Promise.all(Array.from({ length: 6 }, () => call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.lighting } })));
    expect(res.filter((r) => r.status === 200)).toHaveLength(3);
    expect(res.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await ownCount(me.id)).toBe(3);
  });
});
