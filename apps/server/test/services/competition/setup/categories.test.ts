import { deleteAwardLevel, deleteCategory, listAdminAwardLevels, listAdminCategories, getCategories, moveCategories, saveAwardLevel, saveCategory, type SaveCategoryRequest } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, reviews } from '../../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { makeStaff } from '../../admin/staff-fixtures.ts';

/* A season's category tree and award levels in the console (docs/product.md#categories, #award-levels). */

let t: TestApp;
let comp: Competition;
let admin: string;
let entrantId: number;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  admin = (await makeStaff(t, 'administrator')).token;
  entrantId = (await makeEntrant(t)).id;
  await insertEntry(t, { userId: entrantId, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted' });
});
afterAll(() => t?.close());

const cat = (over: Partial<SaveCategoryRequest>): SaveCategoryRequest => ({
  seasonId: comp.seasons.current,
  id: null,
  parentId: comp.group,
  name: 'Packaging',
  nameZh: '包装',
  description: 'Boxes and labels.',
  // Both Chinese texts: a category's Chinese version is shown whole or not at all (decision 010).
  descriptionZh: '盒子与标签。',
  entryFeeCents: 25_000,
  earlyBirdFeeCents: 20_000,
  lateFeeCents: 30_000,
  isActive: true,
  ...over,
});

describe('the category tree', () => {
  it('makes a category last in its group, its fees on the public list at once', async () => {
    const before = await call(t, getCategories, {});
    const res = await call(t, saveCategory, { token: admin, body: cat({}) });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: 'Packaging', nameZh: '包装', entryFeeCents: 25_000, entryCount: 0 });
    const after = await call(t, getCategories, { language: 'zh-CN' });
    const names = after.data[0].children.map((c: { name: string }) => c.name);
    expect(names.at(-1)).toBe('包装');
    expect(after.data[0].children.at(-1).feeTiers.map((f: { feeCents: number }) => f.feeCents)).toContain(25_000);
    expect(names.length).toBe(before.data[0].children.length + 1);
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'category.create'), eq(auditLog.subjectId, String(res.data.id))));
    expect(audit!.after).toMatchObject({ name: 'Packaging', entryFeeCents: 25_000 });
  });

  it('refuses a group of another season, or a category as a group', async () => {
    const [other] = await t.ctx.db.insert(categories).values({ seasonId: comp.seasons.past, name: 'Old group' }).returning();
    for (const parentId of [other!.id, comp.cats.lighting]) {
      const res = await call(t, saveCategory, { token: admin, body: cat({ name: 'Stray', parentId }) });
      expect(res.status).toBe(422);
      expect(res.body.reason).toBe('categoryGroupInvalid');
    }
  });

  it('reorders a level by the ids given, audited, and refuses an incomplete list', async () => {
    const tree = (await call(t, listAdminCategories, { token: admin, query: { seasonId: comp.seasons.current } })).data as { id: number; parentId: number | null }[];
    const kids = tree.filter((c) => c.parentId === comp.group).map((c) => c.id);
    const reversed = [...kids].reverse();
    const res = await call(t, moveCategories, { token: admin, body: { seasonId: comp.seasons.current, parentId: comp.group, orderedIds: reversed } });
    expect(res.status).toBe(200);
    expect(res.data.filter((c: { parentId: number | null }) => c.parentId === comp.group).map((c: { id: number }) => c.id)).toEqual(reversed);
    const short = await call(t, moveCategories, { token: admin, body: { seasonId: comp.seasons.current, parentId: comp.group, orderedIds: reversed.slice(1) } });
    expect(short.status).toBe(422);
    expect(short.body.reason).toBe('categoryOrderIncomplete');
  });

  it('deletes only a category without entries; one with entries can be closed', async () => {
    const refused = await call(t, deleteCategory, { token: admin, body: { id: comp.cats.furniture } });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('categoryHasEntries');
    const group = await call(t, deleteCategory, { token: admin, body: { id: comp.group } });
    expect(group.body.reason).toBe('groupNotEmpty');
    const closed = await call(t, saveCategory, { token: admin, body: cat({ id: comp.cats.furniture, name: 'Furniture', nameZh: '家具', entryFeeCents: 29_900, earlyBirdFeeCents: null, lateFeeCents: null, isActive: false }) });
    expect(closed.status).toBe(200);
    expect(closed.data).toMatchObject({ isActive: false, entryCount: 1 });
    const open = await call(t, getCategories, {});
    expect(open.data[0].children.map((c: { id: number }) => c.id)).not.toContain(comp.cats.furniture);
    const made = await call(t, saveCategory, { token: admin, body: cat({ name: 'Short-lived' }) });
    const gone = await call(t, deleteCategory, { token: admin, body: { id: made.data.id } });
    expect(gone.status).toBe(200);
    expect(await t.ctx.db.select().from(categories).where(eq(categories.id, made.data.id))).toEqual([]);
  });
});

describe('award levels', () => {
  const level = (over: Record<string, unknown>) => ({ seasonId: comp.seasons.current, id: null, name: 'Bronze', nameZh: '铜奖', description: '', descriptionZh: '', rank: 3, metal: 'bronze', winnerPackageFeeCents: 59_900, trophyFeeCents: 19_900, ...over });

  it('makes a level and keeps ranks 1, 2, 3… when one is put in between', async () => {
    await call(t, saveAwardLevel, { token: admin, body: level({}) });
    const res = await call(t, saveAwardLevel, { token: admin, body: level({ name: 'Platinum', nameZh: '铂金奖', rank: 1, metal: 'platinum' }) });
    expect(res.status).toBe(200);
    expect(res.data.map((l: { name: string; rank: number }) => `${l.rank} ${l.name}`)).toEqual(['1 Platinum', '2 Gold', '3 Silver', '4 Bronze']);
  });

  it('refuses to delete a level a review proposed, and deletes an unused one', async () => {
    const entry = await insertEntry(t, { userId: entrantId, seasonId: comp.seasons.current, categoryId: comp.cats.lighting, status: 'submitted' });
    const reviewer = await makeEntrant(t, { identity: 2 });
    await t.ctx.db.insert(reviews).values({ entryId: entry.id, reviewerId: reviewer.id, level: 'first', awardLevelId: comp.levels.silver });
    const used = await call(t, deleteAwardLevel, { token: admin, body: { id: comp.levels.silver } });
    expect(used.status).toBe(409);
    expect(used.body.reason).toBe('awardLevelInUse');
    const list = (await call(t, listAdminAwardLevels, { token: admin, query: { seasonId: comp.seasons.current } })).data as { id: number; name: string; useCount: number }[];
    expect(list.find((l) => l.id === comp.levels.silver)!.useCount).toBe(1);
    const bronze = list.find((l) => l.name === 'Bronze')!;
    const res = await call(t, deleteAwardLevel, { token: admin, body: { id: bronze.id } });
    expect(res.status).toBe(200);
    expect(res.data.map((l: { rank: number }) => l.rank)).toEqual([1, 2, 3]);
  });

  it('refuses a level of another season named with this one', async () => {
    const res = await call(t, saveAwardLevel, { token: admin, body: level({ seasonId: comp.seasons.past, id: comp.levels.gold, name: 'Gold' }) });
    expect(res.status).toBe(404);
  });
});
