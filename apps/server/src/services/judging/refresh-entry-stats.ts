import { inArray, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, reviewAssignments, reviews } from '../../db/schema.ts';
import { hasConflict } from './jury-scope.ts';

/** Submitted reviews of the current `entries` row at `level` whose reviewer has no conflict. */
const counted = (level: 'first' | 'second') =>
  sql`${reviews.entryId} = ${entries.id} and ${reviews.level} = ${level} and ${reviews.status} = 'submitted' and not ${hasConflict(sql`${reviews.reviewerId}`)}`;

/**
 * Recomputes the jury's figures on `entryIds` (schema.ts `entries`) from the assignments and
 * reviews as they stand. Call in the transaction of every change that moves them — a review,
 * an assignment, a conflict — so the judge's table never reads a stale figure. Recomputing
 * rather than adding keeps it right whatever the change was.
 */
export async function refreshEntryStats(db: DbLike, entryIds: number[]): Promise<void> {
  if (!entryIds.length) return;
  await db
    .update(entries)
    .set({
      assignedCount: sql`(select count(*)::int from ${reviewAssignments} where ${reviewAssignments.entryId} = ${entries.id})`,
      firstReviewCount: sql`(select count(*)::int from ${reviews} where ${counted('first')})`,
      firstAverage: sql`(select round(avg(${reviews.total}))::int from ${reviews} where ${counted('first')})`,
      secondReviewCount: sql`(select count(*)::int from ${reviews} where ${counted('second')})`,
      secondAverage: sql`(select round(avg(${reviews.total}))::int from ${reviews} where ${counted('second')})`,
      // docs/product.md#reviews: at least half of the counted first-level reviews propose an award.
      secondLevelReached: sql`coalesce((select count(*) > 0 and 2 * count(${reviews.awardLevelId}) >= count(*) from ${reviews} where ${counted('first')}), false)`,
    })
    .where(inArray(entries.id, entryIds));
}
