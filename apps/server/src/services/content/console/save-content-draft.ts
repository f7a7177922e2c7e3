import { CONTENT_BLOCKS_PER_SLOT_MAX, type AdminContentSlot, type SaveContentDraftRequest } from '@laurel/contract';
import { and, count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { contentBlocks, type ContentDraft } from '../../../db/schema.ts';
import { refuse, refuseField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { safeUrl, sanitizeHtml, toPlainText } from '../sanitize-html.ts';
import { adminContentSlot, auditView, findBlock, slotByKey, slotWhere, type ContentSlot } from './slot-view.ts';

type Input = z.output<typeof SaveContentDraftRequest> & { actorId: number };

/** A draft as stored: the one way console text reaches the database, cleaned like every body. */
export const cleanDraft = (kind: string, d: ContentDraft): ContentDraft => ({
  title: toPlainText(d.title),
  body: kind === 'banner' ? toPlainText(d.body) : sanitizeHtml(d.body),
  imageUrl: safeUrl(d.imageUrl),
  linkUrl: safeUrl(d.linkUrl),
});

function schedule(slot: ContentSlot, input: Input): { startsAt: Date | null; endsAt: Date | null } {
  if (slot.kind !== 'banner') return { startsAt: null, endsAt: null };
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw refuseField('endsAt', 'contentScheduleOrder');
  return { startsAt, endsAt };
}

/**
 * `/admin/content/saveDraft`: writes a block's draft in one language — a new block (unpublished,
 * last of its language) when `id` is null. The public site goes on showing the live text until
 * the block is published; a banner's schedule applies at once, so the public copies are dropped.
 */
export async function saveContentDraft(ctx: AppContext, input: Input): Promise<AdminContentSlot> {
  const slot = slotByKey(input.slot);
  const draft = cleanDraft(slot.kind, { title: input.title, body: input.body, imageUrl: input.imageUrl, linkUrl: input.linkUrl });
  const when = schedule(slot, input);
  await ctx.db.transaction(async (tx) => {
    if (input.id === null) {
      const mine = and(slotWhere(slot), eq(contentBlocks.language, input.language));
      const [n] = await tx.select({ n: count(), last: max(contentBlocks.sort) }).from(contentBlocks).where(mine);
      if (Number(n?.n ?? 0) >= CONTENT_BLOCKS_PER_SLOT_MAX) throw refuse('contentSlotFull', { max: CONTENT_BLOCKS_PER_SLOT_MAX });
      const [made] = await tx
        .insert(contentBlocks)
        .values({ kind: slot.kind, position: slot.position, language: input.language, title: '', body: '', isPublished: false, draft, ...when, sort: (n?.last ?? 0) + 1, updatedBy: input.actorId })
        .returning();
      await writeAudit(tx, { actorId: input.actorId, action: 'content.create', subjectType: 'content_block', subjectId: made!.id, after: auditView(made!) });
      return;
    }
    const { row: before, slot: its } = await findBlock(tx, input.id);
    // Another slot's block, or the other language's: not this one.
    if (its.key !== slot.key || before.language !== input.language) throw refuse('contentBlockNotFound');
    const [after] = await tx.update(contentBlocks).set({ draft, ...when, updatedBy: input.actorId }).where(eq(contentBlocks.id, before.id)).returning();
    await writeAudit(tx, { actorId: input.actorId, action: 'content.draft', subjectType: 'content_block', subjectId: before.id, before: auditView(before), after: auditView(after!) });
  });
  // Only the schedule can change what the public sees, but dropping the copies is cheap and safe.
  if (slot.kind === 'banner') await ctx.cache.invalidate('content');
  return adminContentSlot(ctx.db, slot);
}
