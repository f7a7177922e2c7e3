import type { MediaReport, PageQuery, PageResult } from '@laurel/contract';
import { count, desc } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { mediaReports } from '../../db/schema.ts';

/** Press coverage, newest first, one page. */
export async function listMediaReports(ctx: AppContext, page: PageQuery): Promise<PageResult<MediaReport>> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(mediaReports)
      .orderBy(desc(mediaReports.publishedAt), desc(mediaReports.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    ctx.db.select({ n: count() }).from(mediaReports),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      outlet: r.outlet,
      url: r.url,
      imageUrl: r.imageUrl,
      summary: r.summary,
      publishedAt: r.publishedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}
