import type { ReviewLevel, ReviewStats } from '@laurel/contract';
import { and, count, eq, inArray, not, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, reviews, seasons } from '../../db/schema.ts';
import { points } from './criteria.ts';
import { hasConflict } from './jury-scope.ts';

/**
 * The counted reviews of some entries at a level, summed up (contract `ReviewStats`): one grouped
 * query for the whole page, whatever its size. Entries without reviews get an empty summary.
 */
export async function reviewStats(db: DbLike, entryIds: number[], level: ReviewLevel): Promise<Map<number, ReviewStats>> {
  const out = new Map<number, ReviewStats>(entryIds.map((id) => [id, { count: 0, averageScore: null, olderCriteria: 0, proposals: [] }]));
  if (!entryIds.length) return out;
  const rows = await db
    .select({
      entryId: reviews.entryId,
      awardLevelId: reviews.awardLevelId,
      n: count(),
      sum: sql<number>`sum(${reviews.total})::int`,
      older: sql<number>`count(*) filter (where ${reviews.criteriaVersion} < ${seasons.criteriaVersion})::int`,
    })
    .from(reviews)
    .innerJoin(entries, eq(entries.id, reviews.entryId))
    .innerJoin(seasons, eq(seasons.id, entries.seasonId))
    .where(and(inArray(reviews.entryId, entryIds), eq(reviews.level, level), eq(reviews.status, 'submitted'), not(hasConflict(sql`${reviews.reviewerId}`))))
    .groupBy(reviews.entryId, reviews.awardLevelId);
  const sums = new Map<number, { n: number; sum: number }>();
  for (const r of rows) {
    const s = out.get(r.entryId)!;
    s.proposals.push({ awardLevelId: r.awardLevelId, count: r.n });
    s.olderCriteria += Number(r.older);
    const acc = sums.get(r.entryId) ?? { n: 0, sum: 0 };
    sums.set(r.entryId, { n: acc.n + r.n, sum: acc.sum + Number(r.sum) });
  }
  for (const [id, { n, sum }] of sums) {
    const s = out.get(id)!;
    s.count = n;
    s.averageScore = points(Math.round(sum / n));
    s.proposals.sort((a, b) => b.count - a.count || (a.awardLevelId ?? 1e9) - (b.awardLevelId ?? 1e9));
  }
  return out;
}
