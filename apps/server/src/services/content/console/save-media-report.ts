import type { AdminMediaReport, SaveMediaReportRequest } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { mediaReports } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { safeUrl, toPlainText } from '../sanitize-html.ts';
import { adminMediaReports, toAdminMediaReport } from './media-report-view.ts';

type Input = z.output<typeof SaveMediaReportRequest> & { actorId: number };

/**
 * `/admin/mediaReports/save`: adds (`id` null) or changes a report. Titles and summaries are plain
 * text (markup dropped), the article's and the image's addresses http(s) or a path on this site;
 * the public list changes at once.
 */
export async function saveMediaReport(ctx: AppContext, input: Input): Promise<AdminMediaReport[]> {
  const values = {
    title: toPlainText(input.title),
    titleZh: toPlainText(input.titleZh) || null,
    outlet: toPlainText(input.outlet),
    // http(s) by the contract.
    url: input.url,
    imageUrl: safeUrl(input.imageUrl),
    summary: toPlainText(input.summary),
    summaryZh: toPlainText(input.summaryZh) || null,
    publishedAt: new Date(`${input.publishedAt.slice(0, 10)}T00:00:00Z`),
    isPublished: input.isPublished,
  };
  await ctx.db.transaction(async (tx) => {
    if (input.id === null) {
      const [made] = await tx.insert(mediaReports).values(values).returning();
      await writeAudit(tx, { actorId: input.actorId, action: 'media.create', subjectType: 'media_report', subjectId: made!.id, after: toAdminMediaReport(made!) });
      return;
    }
    const [before] = await tx.select().from(mediaReports).where(eq(mediaReports.id, input.id)).for('update');
    if (!before) throw refuse('mediaReportNotFound');
    const [after] = await tx.update(mediaReports).set(values).where(eq(mediaReports.id, before.id)).returning();
    await writeAudit(tx, { actorId: input.actorId, action: 'media.update', subjectType: 'media_report', subjectId: before.id, before: toAdminMediaReport(before), after: toAdminMediaReport(after!) });
  });
  await ctx.cache.invalidate('media');
  return adminMediaReports(ctx.db);
}
