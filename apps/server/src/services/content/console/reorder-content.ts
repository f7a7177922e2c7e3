import type { AdminContentSlot, ReorderContentRequest } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { contentBlocks } from '../../../db/schema.ts';
import { refuseField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { adminContentSlot, slotByKey, slotWhere } from './slot-view.ts';

type Input = z.output<typeof ReorderContentRequest> & { actorId: number };

/**
 * `/admin/content/reorder`: the blocks of one slot and language in the order given (each listed
 * once), numbered 1, 2, 3…; the public site shows the new order at once.
 */
export async function reorderContent(ctx: AppContext, input: Input): Promise<AdminContentSlot> {
  const slot = slotByKey(input.slot);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: contentBlocks.id, sort: contentBlocks.sort })
      .from(contentBlocks)
      .where(and(slotWhere(slot), eq(contentBlocks.language, input.language)))
      .for('update');
    const have = new Set(rows.map((r) => r.id));
    if (input.ids.length !== have.size || new Set(input.ids).size !== input.ids.length || input.ids.some((id) => !have.has(id))) {
      throw refuseField('ids', 'contentOrderIncomplete');
    }
    for (const [i, id] of input.ids.entries()) {
      await tx.update(contentBlocks).set({ sort: i + 1, updatedBy: input.actorId }).where(eq(contentBlocks.id, id));
    }
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'content.reorder',
      subjectType: 'content_slot',
      subjectId: `${slot.key}:${input.language}`,
      before: [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id).map((r) => r.id),
      after: input.ids,
    });
  });
  await ctx.cache.invalidate('content');
  return adminContentSlot(ctx.db, slot);
}
