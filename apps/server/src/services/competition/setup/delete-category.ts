import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { categories, entries, juryCategories } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { findSetupRow } from './find-setup-row.ts';

/**
 * `/admin/categories/delete`: only a category no entry ever used, or a group with no categories
 * left. A category with entries is closed instead (saveCategory `isActive: false`): its entries,
 * reviews and invoices keep their category. The sub-judges who covered it cover it no more.
 */
export async function deleteCategory(ctx: AppContext, input: { id: number; actorId: number }): Promise<{ id: number; deleted: true }> {
  await ctx.db.transaction(async (tx) => {
    const row = await findSetupRow(tx, 'category', input.id, { forUpdate: true });
    const [used] = await tx.select({ n: count() }).from(entries).where(eq(entries.categoryId, row.id));
    if (Number(used?.n ?? 0) > 0) throw refuse('categoryHasEntries', { count: Number(used!.n) });
    const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, row.id));
    if (Number(kids?.n ?? 0) > 0) throw refuse('groupNotEmpty');
    await tx.delete(juryCategories).where(eq(juryCategories.categoryId, row.id));
    await tx.delete(categories).where(eq(categories.id, row.id));
    await writeAudit(tx, { actorId: input.actorId, action: 'category.delete', subjectType: 'category', subjectId: row.id, before: { seasonId: row.seasonId, parentId: row.parentId, name: row.name, nameZh: row.nameZh } });
  });
  await ctx.cache.invalidate('competition');
  return { id: input.id, deleted: true };
}
