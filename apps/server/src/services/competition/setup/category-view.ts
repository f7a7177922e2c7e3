import type { AdminCategory } from '@laurel/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { categories, entries } from '../../../db/schema.ts';

type CategoryRow = typeof categories.$inferSelect;

/**
 * A season's groups and categories as the console shows them: groups in order, each followed by
 * its categories in order, with the entries in each (a group's: its categories').
 */
export async function adminCategories(db: DbLike, seasonId: number): Promise<AdminCategory[]> {
  const rows = await db.select().from(categories).where(eq(categories.seasonId, seasonId)).orderBy(asc(categories.sort), asc(categories.id));
  if (!rows.length) return [];
  const counts = await db
    .select({ categoryId: entries.categoryId, n: count() })
    .from(entries)
    .where(and(eq(entries.seasonId, seasonId), inArray(entries.categoryId, rows.map((r) => r.id))))
    .groupBy(entries.categoryId);
  const own = new Map(counts.map((c) => [c.categoryId!, Number(c.n)]));
  const inGroup = new Map<number, number>();
  for (const r of rows) if (r.parentId !== null) inGroup.set(r.parentId, (inGroup.get(r.parentId) ?? 0) + (own.get(r.id) ?? 0));
  const view = (r: CategoryRow): AdminCategory => toAdminCategory(r, r.parentId === null ? (inGroup.get(r.id) ?? 0) : (own.get(r.id) ?? 0));
  const groups = rows.filter((r) => r.parentId === null);
  const ids = new Set(groups.map((g) => g.id));
  return [
    ...groups.flatMap((g) => [view(g), ...rows.filter((r) => r.parentId === g.id).map(view)]),
    // Categories whose group is gone, last, so the organiser can move or delete them.
    ...rows.filter((r) => r.parentId !== null && !ids.has(r.parentId)).map(view),
  ];
}

export const toAdminCategory = (r: CategoryRow, entryCount: number): AdminCategory => ({
  id: r.id,
  seasonId: r.seasonId,
  parentId: r.parentId,
  name: r.name,
  nameZh: r.nameZh ?? '',
  description: r.description,
  descriptionZh: r.descriptionZh ?? '',
  entryFeeCents: r.entryFeeCents,
  earlyBirdFeeCents: r.earlyBirdFeeCents,
  lateFeeCents: r.lateFeeCents,
  sort: r.sort,
  isActive: r.isActive,
  entryCount,
});

