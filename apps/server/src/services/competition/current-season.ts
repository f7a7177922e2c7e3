import type { Season } from '@laurel/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { seasons } from '../../db/schema.ts';

export type SeasonRow = typeof seasons.$inferSelect;

export const toSeason = (r: SeasonRow): Season => ({
  id: r.id,
  year: r.year,
  name: r.name,
  registrationOpensAt: r.registrationOpensAt.toISOString(),
  registrationClosesAt: r.registrationClosesAt.toISOString(),
  firstReviewStartsAt: r.firstReviewStartsAt.toISOString(),
  firstReviewEndsAt: r.firstReviewEndsAt.toISOString(),
  secondReviewStartsAt: r.secondReviewStartsAt.toISOString(),
  secondReviewEndsAt: r.secondReviewEndsAt.toISOString(),
  resultsAt: r.resultsAt.toISOString(),
});

/** The season marked current (the newest, should two be marked), or null when none is. */
export async function currentSeasonRow(db: DbLike): Promise<SeasonRow | null> {
  const [row] = await db.select().from(seasons).where(eq(seasons.isCurrent, true)).orderBy(desc(seasons.year), desc(seasons.id)).limit(1);
  return row ?? null;
}

export async function currentSeason(db: DbLike): Promise<Season | null> {
  const row = await currentSeasonRow(db);
  return row ? toSeason(row) : null;
}
