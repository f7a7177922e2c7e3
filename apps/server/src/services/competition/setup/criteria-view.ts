import type { AdminCriteria } from '@laurel/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { entries, reviews } from '../../../db/schema.ts';
import type { SeasonRow } from '../current-season.ts';

/** Submitted reviews of a season, any round: more than none locks its criteria. */
export async function submittedReviews(db: DbLike, seasonId: number): Promise<number> {
  const [n] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.status, 'submitted'), inArray(reviews.entryId, db.select({ id: entries.id }).from(entries).where(eq(entries.seasonId, seasonId)))));
  return Number(n?.n ?? 0);
}

export const toAdminCriteria = (season: SeasonRow, submitted: number): AdminCriteria => ({
  seasonId: season.id,
  criteria: season.reviewCriteria.map((c) => ({
    key: c.key,
    name: c.name,
    nameZh: c.nameZh ?? '',
    description: c.description ?? '',
    descriptionZh: c.descriptionZh ?? '',
    weight: c.weight,
  })),
  scoreMax: season.scoreMax,
  version: season.criteriaVersion,
  submittedReviews: submitted,
  locked: submitted > 0,
});
