import type { AdminSeason } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { seasons } from '../../../db/schema.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { currentSeasonRow } from '../current-season.ts';
import { findSetupRow } from './find-setup-row.ts';
import { lockSeasons } from './season-lock.ts';
import { adminSeason } from './season-view.ts';

/**
 * `/admin/seasons/makeCurrent`: the season the public site, the entry wizard and the jury work
 * in. The mark moves in one transaction, so there is always exactly one.
 */
export async function makeSeasonCurrent(ctx: AppContext, input: { seasonId: number; actorId: number }, now = new Date()): Promise<AdminSeason> {
  await ctx.db.transaction(async (tx) => {
    await lockSeasons(tx);
    const season = await findSetupRow(tx, 'season', input.seasonId);
    if (season.isCurrent) return;
    const before = await currentSeasonRow(tx);
    await tx.update(seasons).set({ isCurrent: false }).where(eq(seasons.isCurrent, true));
    await tx.update(seasons).set({ isCurrent: true }).where(eq(seasons.id, season.id));
    await writeAudit(tx, { actorId: input.actorId, action: 'season.makeCurrent', subjectType: 'season', subjectId: season.id, before: { currentSeasonId: before?.id ?? null }, after: { currentSeasonId: season.id } });
  });
  await ctx.cache.invalidate('competition', 'winners');
  return (await adminSeason(ctx.db, input.seasonId, now))!;
}
