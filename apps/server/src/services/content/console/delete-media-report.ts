import type { AdminMediaReport } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { mediaReports } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { adminMediaReports, toAdminMediaReport } from './media-report-view.ts';

/** `/admin/mediaReports/delete`: the report leaves the public list at once. */
export async function deleteMediaReport(ctx: AppContext, input: { id: number; actorId: number }): Promise<AdminMediaReport[]> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(mediaReports).where(eq(mediaReports.id, input.id)).for('update');
    if (!before) throw refuse('mediaReportNotFound');
    await tx.delete(mediaReports).where(eq(mediaReports.id, before.id));
    await writeAudit(tx, { actorId: input.actorId, action: 'media.delete', subjectType: 'media_report', subjectId: before.id, before: toAdminMediaReport(before) });
  });
  await ctx.cache.invalidate('media');
  return adminMediaReports(ctx.db);
}
