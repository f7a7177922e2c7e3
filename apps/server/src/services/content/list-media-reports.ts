import type { LanguageCode, MediaReport, PageQuery, PageResult } from '@laurel/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { mediaReports } from '../../db/schema.ts';
import { localizeItem } from '../../lib/localize.ts';

/**
 * Published press coverage, newest first, one page; each report's title and summary in the
 * reader's language when its Chinese version is whole (docs/decisions/010-bilingual-content.md).
 */
export async function listMediaReports(ctx: AppContext, page: PageQuery, language: LanguageCode = 'en'): Promise<PageResult<MediaReport>> {
  const published = eq(mediaReports.isPublished, true);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(mediaReports)
      .where(published)
      .orderBy(desc(mediaReports.publishedAt), desc(mediaReports.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    ctx.db.select({ n: count() }).from(mediaReports).where(published),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      ...localizeItem(language, { title: r.title, summary: r.summary }, { title: r.titleZh, summary: r.summaryZh }),
      outlet: r.outlet,
      url: r.url,
      imageUrl: r.imageUrl,
      publishedAt: r.publishedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}
