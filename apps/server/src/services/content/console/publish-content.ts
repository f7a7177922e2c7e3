import type { AdminContentSlot } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { contentBlocks } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { adminContentSlot, auditView, findBlock } from './slot-view.ts';

/**
 * `/admin/content/publish`: the draft becomes the live text (copied over, the draft cleared,
 * `publishedAt` set) and the block is shown. Under the row's lock: of two publishes at once the
 * second finds nothing pending and leaves the row as the first wrote it. A block with no draft is
 * shown again as it was. The public copies are dropped on every replica, so the server-rendered
 * pages and the web app show it at once.
 */
export async function publishContent(ctx: AppContext, input: { id: number; actorId: number }): Promise<AdminContentSlot> {
  const slot = await ctx.db.transaction(async (tx) => {
    const { row: before, slot } = await findBlock(tx, input.id);
    if (!before.draft && before.isPublished) return slot;
    const next = before.draft ?? { title: before.title, body: before.body, imageUrl: before.imageUrl, linkUrl: before.linkUrl };
    if (!next.title.trim() && !next.body.trim()) throw refuse('contentEmpty');
    const [after] = await tx
      .update(contentBlocks)
      .set({ ...next, draft: null, isPublished: true, publishedAt: new Date(), updatedBy: input.actorId })
      .where(eq(contentBlocks.id, before.id))
      .returning();
    await writeAudit(tx, { actorId: input.actorId, action: 'content.publish', subjectType: 'content_block', subjectId: before.id, before: auditView(before), after: auditView(after!) });
    return slot;
  });
  await ctx.cache.invalidate('content');
  return adminContentSlot(ctx.db, slot);
}
