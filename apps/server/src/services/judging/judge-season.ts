import { desc, eq } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { seasons } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { currentSeasonRow, type SeasonRow } from '../competition/current-season.ts';

/** The season a judge's call is about: `year` when given, else the current one; 404 when none. */
export async function judgeSeason(db: DbLike, year?: number): Promise<SeasonRow> {
  const season =
    year === undefined
      ? await currentSeasonRow(db)
      : ((await db.select().from(seasons).where(eq(seasons.year, year)).orderBy(desc(seasons.id)).limit(1))[0] ?? null);
  if (!season) throw year === undefined ? refuse('noCurrentSeason') : refuse('noSeasonOfYear', { year });
  return season;
}
