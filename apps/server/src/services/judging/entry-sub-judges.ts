import type { ReviewLevel, SubJudgeOnEntry } from '@laurel/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, reviewAssignments, reviews, users } from '../../db/schema.ts';
import { conflictReason } from './jury-scope.ts';
import { toReview } from './review-view.ts';

/**
 * The sub-judges of the season as seen from one entry (contract `SubJudgeOnEntry`): assigned or
 * not, their load in the season, why they may not review it, and their first-level review. The
 * judge's alone: a second-level judge reads the reviews anonymous (first-level-for-second.ts).
 */
export async function entrySubJudges(
  db: DbLike,
  opts: { entryId: number; seasonId: number; level?: ReviewLevel },
): Promise<SubJudgeOnEntry[]> {
  const workload = db
    .select({ reviewerId: reviewAssignments.reviewerId, n: count().as('n') })
    .from(reviewAssignments)
    .innerJoin(entries, eq(entries.id, reviewAssignments.entryId))
    .where(eq(entries.seasonId, opts.seasonId))
    .groupBy(reviewAssignments.reviewerId)
    .as('workload');
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      assignedAt: reviewAssignments.createdAt,
      workload: workload.n,
      conflict: conflictReason(sql`${users.id}`),
      review: reviews,
    })
    .from(users)
    // `entries` is the entry in question, so the conflict expression can read its owner and category.
    .innerJoin(entries, eq(entries.id, opts.entryId))
    .leftJoin(reviewAssignments, and(eq(reviewAssignments.entryId, entries.id), eq(reviewAssignments.reviewerId, users.id)))
    .leftJoin(workload, eq(workload.reviewerId, users.id))
    .leftJoin(reviews, and(eq(reviews.entryId, entries.id), eq(reviews.reviewerId, users.id), eq(reviews.level, opts.level ?? 'first')))
    .where(eq(users.identity, 2))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    assigned: r.assignedAt !== null,
    assignedAt: r.assignedAt?.toISOString() ?? null,
    workload: Number(r.workload ?? 0),
    conflict: (r.conflict ?? null) as SubJudgeOnEntry['conflict'],
    review: r.review ? toReview(r.review) : null,
  }));
}
