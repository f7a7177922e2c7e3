import type { AdminSeason, CreateSeasonRequest } from '@laurel/contract';
import { lockSeasons } from './season-lock.ts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { seasons } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { copySeasonSetup } from './copy-season-setup.ts';
import { findSetupRow } from './find-setup-row.ts';
import { checkSeasonDates } from './season-dates.ts';
import { adminSeason } from './season-view.ts';

type Input = z.output<typeof CreateSeasonRequest> & { actorId: number };

/**
 * `/admin/seasons/create`: a season, new or copied (copy-season-setup.ts), in one transaction
 * with its audit row. A year is one season. `makeCurrent` moves the current mark to it.
 */
export async function createSeason(ctx: AppContext, input: Input, now = new Date()): Promise<AdminSeason> {
  const dates = checkSeasonDates(input);
  const id = await ctx.db.transaction(async (tx) => {
    await lockSeasons(tx);
    const [taken] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.year, input.year));
    if (taken) throw refuse('seasonYearTaken', { year: input.year });
    const from = input.copyFromSeasonId ? await findSetupRow(tx, 'season', input.copyFromSeasonId) : null;
    if (input.makeCurrent) await tx.update(seasons).set({ isCurrent: false }).where(eq(seasons.isCurrent, true));
    const [made] = await tx
      .insert(seasons)
      .values({ year: input.year, name: input.name, ...dates, isCurrent: input.makeCurrent })
      .returning({ id: seasons.id });
    if (from) await copySeasonSetup(tx, from, made!.id, dates.registrationOpensAt.getTime() - from.registrationOpensAt.getTime());
    await writeAudit(tx, {
      actorId: input.actorId,
      action: from ? 'season.copy' : 'season.create',
      subjectType: 'season',
      subjectId: made!.id,
      after: { year: input.year, name: input.name, ...dates, isCurrent: input.makeCurrent, copiedFrom: from?.id ?? null },
    });
    return made!.id;
  });
  await ctx.cache.invalidate('competition');
  return (await adminSeason(ctx.db, id, now))!;
}
