import type { AdminCategory, SaveCategoryRequest } from '@laurel/contract';
import { and, count, eq, isNull, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import type { DbLike } from '../../../db/client.ts';
import { categories, entries } from '../../../db/schema.ts';
import { refuse, refuseField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { toAdminCategory } from './category-view.ts';
import { findSetupRow } from './find-setup-row.ts';

type Input = z.output<typeof SaveCategoryRequest> & { actorId: number };

/** A group of the same season, or refused: the tree has two levels. */
async function checkParent(db: DbLike, seasonId: number, parentId: number | null, selfId: number | null): Promise<void> {
  if (parentId === null) return;
  const [parent] = await db.select().from(categories).where(eq(categories.id, parentId));
  if (!parent || parent.seasonId !== seasonId || parent.parentId !== null || parent.id === selfId) throw refuseField('parentId', 'categoryGroupInvalid');
}

/**
 * `/admin/categories/save`: makes or changes a group or a category. A new one goes last in its
 * level. A group that holds categories stays a group; a category with entries may move to
 * another group of its season but never become a group. The public tree and fees change at once.
 */
export async function saveCategory(ctx: AppContext, input: Input): Promise<AdminCategory> {
  const fields = {
    parentId: input.parentId,
    name: input.name,
    nameZh: input.nameZh || null,
    description: input.description,
    descriptionZh: input.descriptionZh || null,
    // A group is no entry's category: it has no fee (list-categories.ts shows none).
    entryFeeCents: input.parentId === null ? 0 : input.entryFeeCents,
    earlyBirdFeeCents: input.parentId === null ? null : input.earlyBirdFeeCents,
    lateFeeCents: input.parentId === null ? null : input.lateFeeCents,
    isActive: input.isActive,
  };
  const row = await ctx.db.transaction(async (tx) => {
    await findSetupRow(tx, 'season', input.seasonId);
    await checkParent(tx, input.seasonId, input.parentId, input.id);
    if (input.id === null) {
      const [last] = await tx.select({ sort: max(categories.sort) }).from(categories).where(and(eq(categories.seasonId, input.seasonId), input.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, input.parentId)));
      const [made] = await tx.insert(categories).values({ seasonId: input.seasonId, ...fields, sort: (last?.sort ?? -1) + 1 }).returning();
      await tx.update(categories).set({ originId: made!.id }).where(eq(categories.id, made!.id));
      await writeAudit(tx, { actorId: input.actorId, action: 'category.create', subjectType: 'category', subjectId: made!.id, after: { seasonId: input.seasonId, ...fields } });
      return made!;
    }
    const before = await findSetupRow(tx, 'category', input.id, { forUpdate: true });
    if (before.seasonId !== input.seasonId) throw refuse('categoryNotFound');
    if ((before.parentId === null) !== (input.parentId === null)) {
      // A group with categories cannot become a category, nor a category with entries a group.
      const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, before.id));
      const [used] = await tx.select({ n: count() }).from(entries).where(eq(entries.categoryId, before.id));
      if (Number(kids?.n ?? 0) > 0 || Number(used?.n ?? 0) > 0) throw refuseField('parentId', 'categoryGroupInvalid');
    }
    const [after] = await tx.update(categories).set(fields).where(eq(categories.id, before.id)).returning();
    const pick = (r: typeof before) => ({ parentId: r.parentId, name: r.name, nameZh: r.nameZh, description: r.description, descriptionZh: r.descriptionZh, entryFeeCents: r.entryFeeCents, earlyBirdFeeCents: r.earlyBirdFeeCents, lateFeeCents: r.lateFeeCents, isActive: r.isActive });
    await writeAudit(tx, { actorId: input.actorId, action: 'category.update', subjectType: 'category', subjectId: before.id, before: pick(before), after: pick(after!) });
    return after!;
  });
  await ctx.cache.invalidate('competition', 'winners');
  const [n] = await ctx.db.select({ n: count() }).from(entries).where(eq(entries.categoryId, row.id));
  return toAdminCategory(row, Number(n?.n ?? 0));
}
