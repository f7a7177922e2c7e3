import type { ContentBlock, ContentKind, LanguageCode } from '@laurel/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { contentBlocks } from '../../db/schema.ts';
import { pickLanguage } from '../../lib/localize.ts';

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
  updatedAt: row.updatedAt.toISOString(),
});

/** The published rows of one kind (and slot, when given), in the reader's language, in order. */
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
  return pickLanguage(rows, opts.language);
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
