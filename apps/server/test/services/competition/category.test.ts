import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, seasons } from '../../../src/db/schema.ts';
import { get } from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let groupId: number;
let seasonId: number;

/** A season with no fee tier dates: only the regular fee applies. */
const seasonRow = (year: number, isCurrent: boolean) => {
  const d = (days: number) => new Date(Date.now() + days * 86_400_000);
  return { year, name: `Laurel ${year}`, isCurrent, registrationOpensAt: d(-10), registrationClosesAt: d(30), firstReviewStartsAt: d(31), firstReviewEndsAt: d(40), secondReviewStartsAt: d(41), secondReviewEndsAt: d(50), resultsAt: d(60) };
};
beforeAll(async () => {
  t = await createTestApp();
  const [season] = await t.ctx.db.insert(seasons).values(seasonRow(2027, true)).returning({ id: seasons.id });
  seasonId = season!.id;
  const [group] = await t.ctx.db
    .insert(categories)
    .values({ seasonId, name: 'Product Design', nameZh: '产品设计', description: 'Things', descriptionZh: '物品', sort: 0 })
    .returning({ id: categories.id });
  groupId = group!.id;
  await t.ctx.db.insert(categories).values([
    { seasonId, parentId: groupId, name: 'Furniture', nameZh: '家具', description: 'Chairs', descriptionZh: '椅子', entryFeeCents: 24_900, sort: 1 },
    { seasonId, parentId: groupId, name: 'Lighting', description: 'Lamps', entryFeeCents: 19_900, sort: 0 },
    { seasonId, parentId: groupId, name: 'Retired', description: 'Gone', entryFeeCents: 100, sort: 2, isActive: false },
  ]);
  const [hidden] = await t.ctx.db
    .insert(categories)
    .values({ seasonId, name: 'Hidden group', description: '', sort: 1, isActive: false })
    .returning({ id: categories.id });
  await t.ctx.db.insert(categories).values({ seasonId, parentId: hidden!.id, name: 'Orphan', description: '', sort: 0 });
});
afterAll(() => t.close());

describe('GET /api/index/category', () => {
  it('answers the active tree ordered by sort, with fees in cents', async () => {
    const res = await get(t, '/api/index/category');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: groupId,
        parentId: null,
        name: 'Product Design',
        description: 'Things',
        coverUrl: null,
        entryFeeCents: 0,
        feeTiers: [],
        sort: 0,
        children: [
          // No tier dates in the season: only the regular fee is known (services/payments/entry-fee.test.ts has the tiers).
          expect.objectContaining({ name: 'Lighting', entryFeeCents: 19_900, feeTiers: [{ tier: 'regular', feeCents: 19_900, startsAt: null, endsAt: null }], parentId: groupId, children: [] }),
          expect.objectContaining({ name: 'Furniture', entryFeeCents: 24_900, parentId: groupId, children: [] }),
        ],
      },
    ]);
  });

  it('names categories in Chinese for a Chinese reader, falling back to English', async () => {
    const res = await get(t, '/api/index/category', { 'accept-language': 'zh-CN,zh;q=0.9' });
    const [group] = res.body.data;
    expect(group.name).toBe('产品设计');
    expect(group.children.map((c: { name: string }) => c.name)).toEqual(['Lighting', '家具']);
  });

  it('is never cached and shows a fee change at once', async () => {
    const first = await get(t, '/api/index/category?_=1');
    expect(first.headers['cache-control']).toBe('no-store');
    await t.ctx.db.update(categories).set({ entryFeeCents: 9_900 }).where(eq(categories.name, 'Lighting'));
    const second = await get(t, '/api/index/category?_=2');
    expect(second.body.data[0].children[0]).toMatchObject({ name: 'Lighting', entryFeeCents: 9_900 });
  });

  it("lists only the current season's categories, and nothing without a current season", async () => {
    const [past] = await t.ctx.db.insert(seasons).values(seasonRow(2026, false)).returning({ id: seasons.id });
    const [oldGroup] = await t.ctx.db.insert(categories).values({ seasonId: past!.id, name: 'Last year', sort: -1 }).returning({ id: categories.id });
    await t.ctx.db.insert(categories).values({ seasonId: past!.id, parentId: oldGroup!.id, name: 'Old chairs', entryFeeCents: 100 });
    const res = await get(t, '/api/index/category?_=season');
    expect(res.body.data.map((g: { id: number }) => g.id)).toEqual([groupId]);
    await t.ctx.db.update(seasons).set({ isCurrent: false }).where(eq(seasons.id, seasonId));
    try {
      expect((await get(t, '/api/index/category?_=none')).body.data).toEqual([]);
    } finally {
      await t.ctx.db.update(seasons).set({ isCurrent: true }).where(eq(seasons.id, seasonId));
    }
  });

  it('needs no login', async () => {
    const res = await get(t, '/api/index/category', { token: 'expired-or-bogus' });
    expect(res.status).toBe(200);
  });
});
