import { CONTENT_SLOTS, type ContentSlotLanguage, type ContentSlotSummary, type LanguageCode } from '@laurel/contract';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { contentBlocks } from '../../../db/schema.ts';
import { inSchedule } from '../banner-schedule.ts';
import { slotOfRow, type BlockRow } from './slot-view.ts';

function languageState(rows: BlockRow[], now: number): ContentSlotLanguage {
  const published = rows.filter((r) => r.isPublished);
  const drafts = rows.filter((r) => r.draft !== null || !r.isPublished);
  const upcoming = published
    .flatMap((r) => [r.startsAt, r.endsAt])
    .filter((d): d is Date => d !== null && d.getTime() > now)
    .sort((a, b) => a.getTime() - b.getTime());
  const updated = rows.map((r) => r.updatedAt).sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    state: rows.length === 0 ? 'empty' : drafts.length > 0 ? 'draft' : 'published',
    blocks: rows.length,
    published: published.length,
    drafts: drafts.length,
    showingNow: published.filter((r) => inSchedule(r, now)).length,
    nextChangeAt: upcoming[0]?.toISOString() ?? null,
    updatedAt: updated?.toISOString() ?? null,
  };
}

/**
 * `/admin/content/slots`: every slot the public site reads, in the console's order, with what
 * each language holds: published as written, a draft waiting, or nothing yet.
 */
export async function listContentSlots(ctx: AppContext): Promise<ContentSlotSummary[]> {
  const kinds = [...new Set(CONTENT_SLOTS.map((s) => s.kind))];
  const rows = await ctx.db.select().from(contentBlocks).where(inArray(contentBlocks.kind, kinds));
  const now = Date.now();
  return CONTENT_SLOTS.map((slot) => {
    const own = rows.filter((r) => slotOfRow(r)?.key === slot.key);
    const of = (language: LanguageCode) => languageState(own.filter((r) => r.language === language), now);
    return { slot: slot.key, kind: slot.kind, position: slot.position, group: slot.group, en: of('en'), 'zh-CN': of('zh-CN') };
  });
}
