import type { ContentBlock, ContentKind, LanguageCode } from '@laurel/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { contentBlocks } from '../../db/schema.ts';
import { pickLanguage } from '../../lib/localize.ts';
import { inSchedule } from './banner-schedule.ts';

export type ContentBlockRow = typeof contentBlocks.$inferSelect;

export const toContentBlock = (row: ContentBlockRow): ContentBlock => ({
  id: row.id,
  kind: row.kind as ContentKind,
  position: row.position,
  title: row.title,
  // Stored sanitised (services/content/save-content-block.ts), so it is served as is.
  body: row.body,
  imageUrl: row.imageUrl,
  linkUrl: row.linkUrl,
  sort: row.sort,
  // When the live text last changed: a draft saved since is no change the public sees.
  updatedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
});

/**
 * The published rows of one kind (and slot, when given), in the reader's language, in order:
 * their live columns only (a draft is the console's, services/content/console/), and of a
 * scheduled banner only while its schedule runs. The language is picked before the schedule, so
 * a slot written in Chinese never shows English banners while the Chinese ones wait.
 */
export async function loadBlockRows(
  ctx: AppContext,
  opts: { kind: ContentKind; position?: string; language: LanguageCode },
): Promise<ContentBlockRow[]> {
  const rows = await ctx.db
    .select()
    .from(contentBlocks)
    .where(
      and(
        eq(contentBlocks.kind, opts.kind),
        eq(contentBlocks.isPublished, true),
        inArray(contentBlocks.language, ['en', opts.language]),
        opts.position === undefined ? undefined : eq(contentBlocks.position, opts.position),
      ),
    )
    .orderBy(asc(contentBlocks.sort), asc(contentBlocks.id));
  const now = Date.now();
  return pickLanguage(rows, opts.language).filter((r) => inSchedule(r, now));
}

/** `other`, `rules` and `privacyPolicyAndFaqs`: the blocks of one kind (and slot). */
export async function listContentBlocks(
  ctx: AppContext,
  opts: { kind: ContentKind; position?: string; language: LanguageCode },
): Promise<ContentBlock[]> {
  return (await loadBlockRows(ctx, opts)).map(toContentBlock);
}

/** `about` and `contact`: one text, or null until the organisers write it. */
export async function getContentBlock(
  ctx: AppContext,
  opts: { kind: 'about' | 'contact'; language: LanguageCode },
): Promise<ContentBlock | null> {
  const [first] = await loadBlockRows(ctx, opts);
  return first ? toContentBlock(first) : null;
}
