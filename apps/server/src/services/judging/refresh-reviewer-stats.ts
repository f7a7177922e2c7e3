import type { ReviewLevel } from '@laurel/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, reviewerStats, reviews } from '../../db/schema.ts';
import { hasConflict } from './jury-scope.ts';

/**
 * Recomputes the sums of `reviewerIds`' counted totals in a season and round (schema.ts
 * `reviewerStats`). Call in the transaction of a change to what counts: a submitted review, a
 * declared conflict. A reviewer with nothing counted keeps a row of zeros.
 */
export async function refreshReviewerStats(db: DbLike, opts: { seasonId: number; level: ReviewLevel; reviewerIds: number[] }): Promise<void> {
  if (!opts.reviewerIds.length) return;
  const rows = await db
    .select({
      reviewerId: reviews.reviewerId,
      n: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.total}), 0)::float8`,
      sumSq: sql<number>`coalesce(sum(${reviews.total}::float8 * ${reviews.total}), 0)::float8`,
    })
    .from(reviews)
    .innerJoin(entries, eq(entries.id, reviews.entryId))
    .where(
      and(
        inArray(reviews.reviewerId, opts.reviewerIds),
        eq(entries.seasonId, opts.seasonId),
        eq(reviews.level, opts.level),
        eq(reviews.status, 'submitted'),
        sql`not ${hasConflict(sql`${reviews.reviewerId}`)}`,
      ),
    )
    .groupBy(reviews.reviewerId);
  const found = new Map(rows.map((r) => [r.reviewerId, r]));
  const values = opts.reviewerIds.map((reviewerId) => {
    const r = found.get(reviewerId);
    return { seasonId: opts.seasonId, level: opts.level, reviewerId, n: r?.n ?? 0, sum: Number(r?.sum ?? 0), sumSq: Number(r?.sumSq ?? 0) };
  });
  await db
    .insert(reviewerStats)
    .values(values)
    .onConflictDoUpdate({
      target: [reviewerStats.seasonId, reviewerStats.level, reviewerStats.reviewerId],
      set: { n: sql`excluded.n`, sum: sql`excluded.sum`, sumSq: sql`excluded.sum_sq` },
    });
}
