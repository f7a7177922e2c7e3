import type { AdminMediaReport } from '@laurel/contract';
import { desc } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { mediaReports } from '../../../db/schema.ts';

type Row = typeof mediaReports.$inferSelect;

export const toAdminMediaReport = (r: Row): AdminMediaReport => ({
  id: r.id,
  title: r.title,
  titleZh: r.titleZh ?? '',
  outlet: r.outlet,
  url: r.url,
  imageUrl: r.imageUrl,
  summary: r.summary,
  summaryZh: r.summaryZh ?? '',
  publishedAt: r.publishedAt.toISOString(),
  isPublished: r.isPublished,
});

/** Every report, newest first, as the public list orders them. */
export async function adminMediaReports(db: DbLike): Promise<AdminMediaReport[]> {
  const rows = await db.select().from(mediaReports).orderBy(desc(mediaReports.publishedAt), desc(mediaReports.id));
  return rows.map(toAdminMediaReport);
}
