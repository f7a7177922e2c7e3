import type { AwardOverview, LanguageCode } from '@laurel/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, seasons } from '../../db/schema.ts';
import { currentSeason } from '../competition/current-season.ts';
import { listAwardLevels } from '../competition/list-award-levels.ts';
import { winnerWhere } from './winner-query.ts';

/** Years that have shown winners, newest first: the winners page offers only those. */
export async function winnerYears(ctx: AppContext): Promise<number[]> {
  const rows = await ctx.db
    .selectDistinct({ year: seasons.year })
    .from(entries)
    .innerJoin(seasons, eq(seasons.id, entries.seasonId))
    .where(winnerWhere(ctx, {}))
    .orderBy(desc(seasons.year));
  return rows.map((r) => r.year);
}

/** `getAward`: the current season, the years with winners and the award levels. */
export async function getAwardOverview(ctx: AppContext, language: LanguageCode): Promise<AwardOverview> {
  const [season, years, levels] = await Promise.all([currentSeason(ctx.db), winnerYears(ctx), listAwardLevels(ctx, language)]);
  return { currentSeason: season, winnerYears: years, levels };
}
