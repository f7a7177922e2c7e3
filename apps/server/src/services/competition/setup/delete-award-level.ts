import type { AdminAwardLevel } from '@laurel/contract';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { awardLevels, entries, reviews } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { adminAwardLevels, renumberLevels } from './award-level-view.ts';
import { findSetupRow } from './find-setup-row.ts';

/** `/admin/awardLevels/delete`: only a level no entry was awarded and no review proposed. */
export async function deleteAwardLevel(ctx: AppContext, input: { id: number; actorId: number }): Promise<AdminAwardLevel[]> {
  const seasonId = await ctx.db.transaction(async (tx) => {
    const row = await findSetupRow(tx, 'awardLevel', input.id, { forUpdate: true });
    const [awarded] = await tx.select({ n: count() }).from(entries).where(eq(entries.awardLevelId, row.id));
    const [proposed] = await tx.select({ n: count() }).from(reviews).where(eq(reviews.awardLevelId, row.id));
    const uses = Number(awarded?.n ?? 0) + Number(proposed?.n ?? 0);
    if (uses > 0) throw refuse('awardLevelInUse', { count: uses });
    await tx.delete(awardLevels).where(eq(awardLevels.id, row.id));
    await renumberLevels(tx, row.seasonId);
    await writeAudit(tx, { actorId: input.actorId, action: 'awardLevel.delete', subjectType: 'awardLevel', subjectId: row.id, before: { seasonId: row.seasonId, name: row.name, rank: row.rank } });
    return row.seasonId;
  });
  await ctx.cache.invalidate('competition');
  return adminAwardLevels(ctx.db, seasonId);
}
