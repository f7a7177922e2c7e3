import type { AwardLevel, LanguageCode } from '@laurel/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { awardLevels } from '../../db/schema.ts';
import { localizeItem } from '../../lib/localize.ts';
import { currentSeasonRow } from './current-season.ts';

/** A season's award levels, highest (rank 1) first. */
export const seasonAwardLevels = (db: DbLike, seasonId: number) =>
  db.select().from(awardLevels).where(eq(awardLevels.seasonId, seasonId)).orderBy(asc(awardLevels.rank), asc(awardLevels.id));

/**
 * The current season's award levels (none without a current season) with their fees, highest
 * (rank 1) first, named and described in the reader's language (a level's Chinese version is
 * used whole or not at all).
 */
export async function listAwardLevels(ctx: AppContext, language: LanguageCode): Promise<AwardLevel[]> {
  const season = await currentSeasonRow(ctx.db);
  if (!season) return [];
  const rows = await seasonAwardLevels(ctx.db, season.id);
  return rows.map((r) => ({
    id: r.id,
    rank: r.rank,
    ...localizeItem(language, { name: r.name, description: r.description }, { name: r.nameZh, description: r.descriptionZh }),
    winnerPackageFeeCents: r.winnerPackageFeeCents,
    trophyFeeCents: r.trophyFeeCents,
  }));
}
