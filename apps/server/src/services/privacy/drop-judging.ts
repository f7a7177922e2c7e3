import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { juryCategories, reviewAssignments, reviewConflicts, reviewerStats, reviewReminders, reviews } from '../../db/schema.ts';
import { refreshEntryStats } from '../judging/refresh-entry-stats.ts';

/**
 * An erasure's `judging: 'drop'`: the juror's reviews, declared conflicts, assignments, categories,
 * figures and reminders are deleted, and the figures of the entries they touched recomputed
 * (services/judging/refresh-entry-stats.ts), so the judge's table and the other reviewers'
 * normalised scores read as if they had never judged (their own sums go with them). Counts for the audit row.
 */
export async function dropJudging(tx: Tx, userId: number) {
  const touched = await tx.select({ entryId: reviews.entryId }).from(reviews).where(eq(reviews.reviewerId, userId));
  const conflictRows = await tx.select({ entryId: reviewConflicts.entryId }).from(reviewConflicts).where(eq(reviewConflicts.reviewerId, userId));
  const assigned = await tx.delete(reviewAssignments).where(eq(reviewAssignments.reviewerId, userId)).returning({ entryId: reviewAssignments.entryId });
  await tx.delete(reviews).where(eq(reviews.reviewerId, userId));
  await tx.delete(reviewConflicts).where(eq(reviewConflicts.reviewerId, userId));
  await tx.delete(juryCategories).where(eq(juryCategories.reviewerId, userId));
  await tx.delete(reviewerStats).where(eq(reviewerStats.reviewerId, userId));
  await tx.delete(reviewReminders).where(eq(reviewReminders.reviewerId, userId));
  const entryIds = [...new Set([...touched, ...conflictRows, ...assigned].map((r) => r.entryId))];
  await refreshEntryStats(tx, entryIds);
  return { reviews: touched.length, conflicts: conflictRows.length, assignments: assigned.length };
}
