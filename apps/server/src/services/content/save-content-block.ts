import { eq } from 'drizzle-orm';
import { LANGUAGES, type ContentKind, type LanguageCode } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { contentBlocks } from '../../db/schema.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { safeUrl, sanitizeHtml, toPlainText } from './sanitize-html.ts';

export interface ContentBlockInput {
  kind: ContentKind;
  position: string;
  /** Each language's version of a slot is its own rows (docs/decisions/010-bilingual-content.md). */
  language?: LanguageCode;
  title: string;
  /** HTML, except for banners whose text is plain (contract `Banner.text`). */
  body: string;
  imageUrl?: string | null;
  linkUrl?: string | null;
  sort?: number;
  isPublished?: boolean;
}

/**
 * Cleans a block for storage: the one place content passes on its way into the database. A
 * block in a language the site does not speak would never be shown, so it is refused.
 */
export const cleanContentBlock = (b: ContentBlockInput) => ({
  kind: b.kind,
  position: b.position,
  language: checkLanguage(b.language ?? 'en'),
  title: toPlainText(b.title),
  body: b.kind === 'banner' ? toPlainText(b.body) : sanitizeHtml(b.body),
  imageUrl: safeUrl(b.imageUrl),
  linkUrl: safeUrl(b.linkUrl),
  sort: b.sort ?? 0,
  isPublished: b.isPublished ?? true,
});

function checkLanguage(language: string): LanguageCode {
  if (!(LANGUAGES as readonly string[]).includes(language)) {
    throw refuseField('language', 'languageUnknown', { languages: LANGUAGES.join(', ') });
  }
  return language as LanguageCode;
}

/**
 * Creates (no `id`) or replaces a content block: the body is sanitised before it is stored, the
 * change is audited, and the public cache drops its copies so the site shows it at once.
 */
export async function saveContentBlock(
  ctx: AppContext,
  opts: { id?: number; block: ContentBlockInput; actorId: number | null },
): Promise<{ id: number }> {
  const values = cleanContentBlock(opts.block);
  const id = await ctx.db.transaction(async (tx) => {
    if (opts.id === undefined) {
      const [row] = await tx.insert(contentBlocks).values(values).returning();
      await writeAudit(tx, { actorId: opts.actorId, action: 'content.create', subjectType: 'content_block', subjectId: row!.id, after: row });
      return row!.id;
    }
    const [before] = await tx.select().from(contentBlocks).where(eq(contentBlocks.id, opts.id)).for('update');
    if (!before) throw refuse('contentBlockNotFound');
    const [after] = await tx.update(contentBlocks).set(values).where(eq(contentBlocks.id, opts.id)).returning();
    await writeAudit(tx, { actorId: opts.actorId, action: 'content.update', subjectType: 'content_block', subjectId: opts.id, before, after });
    return opts.id;
  });
  await ctx.cache.invalidate('content');
  return { id };
}
