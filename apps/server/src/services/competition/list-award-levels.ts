import type { AwardLevel, LanguageCode } from '@laurel/contract';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels } from '../../db/schema.ts';
import { localize } from '../../lib/localize.ts';

/** Award levels with their fees, highest (rank 1) first, named in the reader's language. */
export async function listAwardLevels(ctx: AppContext, language: LanguageCode): Promise<AwardLevel[]> {
  const rows = await ctx.db.select().from(awardLevels).orderBy(asc(awardLevels.rank), asc(awardLevels.id));
  return rows.map((r) => ({
    id: r.id,
    name: localize(language, r.name, r.nameZh),
    rank: r.rank,
    description: r.description,
    winnerPackageFeeCents: r.winnerPackageFeeCents,
    trophyFeeCents: r.trophyFeeCents,
  }));
}
