import type { AdminCategory, MoveCategoriesRequest } from '@laurel/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { categories } from '../../../db/schema.ts';
import { refuseField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { adminCategories } from './category-view.ts';
import { findSetupRow } from './find-setup-row.ts';

type Input = z.output<typeof MoveCategoriesRequest> & { actorId: number };

/**
 * `/admin/categories/move`: the new order of one level, as a drag or the keyboard left it. The
 * list must hold every id of that level once, plus any categories moved into it from another group
 * of the season (groups only at the top). Sort numbers are rewritten 0, 1, 2… in one transaction.
 */
export async function moveCategories(ctx: AppContext, input: Input): Promise<AdminCategory[]> {
  await ctx.db.transaction(async (tx) => {
    await findSetupRow(tx, 'season', input.seasonId);
    const level = input.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, input.parentId);
    const [siblings, listed] = await Promise.all([
      tx.select().from(categories).where(and(eq(categories.seasonId, input.seasonId), level)).for('update'),
      tx.select().from(categories).where(inArray(categories.id, input.orderedIds)).for('update'),
    ]);
    if (input.parentId !== null) {
      const [group] = await tx.select().from(categories).where(eq(categories.id, input.parentId));
      if (!group || group.seasonId !== input.seasonId || group.parentId !== null) throw refuseField('parentId', 'categoryGroupInvalid');
    }
    const wanted = new Set(input.orderedIds);
    const ok =
      listed.length === input.orderedIds.length &&
      siblings.every((s) => wanted.has(s.id)) &&
      // Everything listed is of this season and of this kind: groups at the top, categories below.
      listed.every((c) => c.seasonId === input.seasonId && (input.parentId === null ? c.parentId === null : c.parentId !== null));
    if (!ok) throw refuseField('orderedIds', 'categoryOrderIncomplete');
    const before = Object.fromEntries(listed.map((c) => [c.id, { parentId: c.parentId, sort: c.sort }]));
    for (const [sort, id] of input.orderedIds.entries()) {
      await tx.update(categories).set({ sort, parentId: input.parentId }).where(eq(categories.id, id));
    }
    const after = Object.fromEntries(input.orderedIds.map((id, sort) => [id, { parentId: input.parentId, sort }]));
    await writeAudit(tx, { actorId: input.actorId, action: 'category.move', subjectType: 'season', subjectId: input.seasonId, before, after });
  });
  await ctx.cache.invalidate('competition');
  return adminCategories(ctx.db, input.seasonId);
}
