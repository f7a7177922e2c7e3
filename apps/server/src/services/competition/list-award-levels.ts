import type { AwardLevel, LanguageCode } from '@laurel/contract';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels } from '../../db/schema.ts';
import { localizeItem } from '../../lib/localize.ts';

/**
 * Award levels with their fees, highest (rank 1) first, named and described in the reader's
 * language (a level's Chinese version is used whole or not at all).
 */
export async function listAwardLevels(ctx: AppContext, language: LanguageCode): Promise<AwardLevel[]> {
  const rows = await ctx.db.select().from(awardLevels).orderBy(asc(awardLevels.rank), asc(awardLevels.id));
  return rows.map((r) => ({
    id: r.id,
    rank: r.rank,
    ...localizeItem(language, { name: r.name, description: r.description }, { name: r.nameZh, description: r.descriptionZh }),
    winnerPackageFeeCents: r.winnerPackageFeeCents,
    trophyFeeCents: r.trophyFeeCents,
  }));
}
