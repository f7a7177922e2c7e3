import type { ReviewLevel } from '@laurel/contract';
import { and, asc, ne, notExists, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, reviews } from '../../db/schema.ts';
import { reviewerEntries } from './reviewer-scope.ts';

/**
 * "Save and next" (docs/product.md#sub-judge-calls): of the reviewer's entries they have not
 * submitted a review of, the one with the fewest counted reviews at the level, so the work
 * spreads evenly; ties by entry number. `after` (the entry just saved) is skipped.
 */
export async function nextToReview(
  db: DbLike,
  opts: { reviewerId: number; level: ReviewLevel; seasonId: number; after?: number },
): Promise<number | null> {
  const count = opts.level === 'first' ? entries.firstReviewCount : entries.secondReviewCount;
  const [row] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(
      and(
        reviewerEntries(opts),
        opts.after === undefined ? undefined : ne(entries.id, opts.after),
        notExists(
          sql`(select 1 from ${reviews} where ${reviews.entryId} = ${entries.id} and ${reviews.reviewerId} = ${opts.reviewerId} and ${reviews.level} = ${opts.level} and ${reviews.status} = 'submitted')`,
        ),
      ),
    )
    .orderBy(asc(count), asc(entries.id))
    .limit(1);
  return row?.id ?? null;
}
