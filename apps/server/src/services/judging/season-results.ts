import type { SeasonResults } from '@laurel/contract';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { entries, seasons } from '../../db/schema.ts';
import { resultsPassed } from '../winners/public-winner.ts';
import { judgeSeason } from './judge-season.ts';

/**
 * A season's results date, whether its winners are public by it (the same clock and condition as
 * every public surface: winners/public-winner.ts) and how many entries are shown.
 */
export async function seasonResults(db: DbLike, seasonId: number): Promise<SeasonResults> {
  const [[season], [shown]] = await Promise.all([
    db
      .select({ id: seasons.id, year: seasons.year, resultsAt: seasons.resultsAt, isPublic: resultsPassed() })
      .from(seasons)
      .where(eq(seasons.id, seasonId)),
    db.select({ n: count() }).from(entries).where(and(eq(entries.seasonId, seasonId), eq(entries.isShow, true))),
  ]);
  return { seasonId: season!.id, year: season!.year, resultsAt: season!.resultsAt.toISOString(), isPublic: season!.isPublic, shown: shown?.n ?? 0 };
}

/** `seasonResults` (docs/product.md#publishing-winners): the table's season, `year` or the current one. */
export async function getSeasonResults(ctx: AppContext, opts: { year?: number }): Promise<SeasonResults> {
  const season = await judgeSeason(ctx.db, opts.year);
  return seasonResults(ctx.db, season.id);
}
