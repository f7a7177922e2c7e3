import type { AdminContentSlot } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { contentBlocks } from '../../../db/schema.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { adminContentSlot, auditView, findBlock } from './slot-view.ts';

/** `/admin/content/delete`: the block is gone, from the public site too (the audit log keeps it). */
export async function deleteContentBlock(ctx: AppContext, input: { id: number; actorId: number }): Promise<AdminContentSlot> {
  const slot = await ctx.db.transaction(async (tx) => {
    const { row: before, slot } = await findBlock(tx, input.id);
    await tx.delete(contentBlocks).where(eq(contentBlocks.id, before.id));
    await writeAudit(tx, { actorId: input.actorId, action: 'content.delete', subjectType: 'content_block', subjectId: before.id, before: auditView(before) });
    return slot;
  });
  await ctx.cache.invalidate('content');
  return adminContentSlot(ctx.db, slot);
}
