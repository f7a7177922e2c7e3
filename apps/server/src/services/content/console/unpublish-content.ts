import type { AdminContentSlot } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { contentBlocks } from '../../../db/schema.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { adminContentSlot, auditView, findBlock } from './slot-view.ts';

/** `/admin/content/unpublish`: the block leaves the public site at once; its texts and draft stay. */
export async function unpublishContent(ctx: AppContext, input: { id: number; actorId: number }): Promise<AdminContentSlot> {
  const slot = await ctx.db.transaction(async (tx) => {
    const { row: before, slot } = await findBlock(tx, input.id);
    if (!before.isPublished) return slot;
    const [after] = await tx.update(contentBlocks).set({ isPublished: false, updatedBy: input.actorId }).where(eq(contentBlocks.id, before.id)).returning();
    await writeAudit(tx, { actorId: input.actorId, action: 'content.unpublish', subjectType: 'content_block', subjectId: before.id, before: auditView(before), after: auditView(after!) });
    return slot;
  });
  await ctx.cache.invalidate('content');
  return adminContentSlot(ctx.db, slot);
}
