import type { ReviewLevel } from '@laurel/contract';
import { and, eq, exists, not, sql, type SQL } from 'drizzle-orm';
import { entries, reviewAssignments } from '../../db/schema.ts';
import { hasConflict, reachedJury } from './jury-scope.ts';

/**
 * The entries a reviewer works on at a level, as a condition on `entries`
 * (docs/product.md#reviews): a sub-judge's are those assigned to them, a second-level judge's
 * those that reached the second level; in both cases of the season given, that reached the jury,
 * and never one they have a conflict with.
 */
export const reviewerEntries = (opts: { reviewerId: number; level: ReviewLevel; seasonId: number }): SQL =>
  and(
    eq(entries.seasonId, opts.seasonId),
    reachedJury(),
    opts.level === 'first'
      ? exists(
          sql`(select 1 from ${reviewAssignments} where ${reviewAssignments.entryId} = ${entries.id} and ${reviewAssignments.reviewerId} = ${opts.reviewerId})`,
        )
      : eq(entries.secondLevelReached, true),
    not(hasConflict(opts.reviewerId)),
  )!;

/** The level a reviewer identity works at: 2 first, 3 second. */
export const levelOf = (identity: number): ReviewLevel => (identity === 3 ? 'second' : 'first');
