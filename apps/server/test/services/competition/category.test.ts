import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../../src/db/schema.ts';
import { get } from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let groupId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [group] = await t.ctx.db
    .insert(categories)
    .values({ name: 'Product Design', nameZh: '产品设计', description: 'Things', descriptionZh: '物品', sort: 0 })
    .returning({ id: categories.id });
  groupId = group!.id;
  await t.ctx.db.insert(categories).values([
    { parentId: groupId, name: 'Furniture', nameZh: '家具', description: 'Chairs', descriptionZh: '椅子', entryFeeCents: 24_900, sort: 1 },
    { parentId: groupId, name: 'Lighting', description: 'Lamps', entryFeeCents: 19_900, sort: 0 },
    { parentId: groupId, name: 'Retired', description: 'Gone', entryFeeCents: 100, sort: 2, isActive: false },
  ]);
  const [hidden] = await t.ctx.db
    .insert(categories)
    .values({ name: 'Hidden group', description: '', sort: 1, isActive: false })
    .returning({ id: categories.id });
  await t.ctx.db.insert(categories).values({ parentId: hidden!.id, name: 'Orphan', description: '', sort: 0 });
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
          // No season yet: only the regular fee is known (services/payments/entry-fee.test.ts has the tiers).
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

  it('needs no login', async () => {
    const res = await get(t, '/api/index/category', { token: 'expired-or-bogus' });
    expect(res.status).toBe(200);
  });
});
