import { REVIEW_SCORE_MIN, type ReviewLevel } from '@laurel/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, reviewerStats, reviews, seasons } from '../../db/schema.ts';
import { hasConflict } from './jury-scope.ts';

/**
 * Entries' normalised averages at a level (docs/product.md#calibration), in hundredths: every
 * reviewer's counted totals become z-scores against their own mean and spread, are mapped back
 * onto the panel's mean and spread (clamped to the season's scale), and averaged per entry. A reviewer
 * whose totals do not vary keeps the panel's mean. The means and spreads come from the stored
 * sums (refresh-reviewer-stats.ts), so `entryIds` costs their reviews only; without it, every
 * entry of the season.
 */
export async function normalisedScores(db: DbLike, opts: { seasonId: number; level: ReviewLevel; entryIds?: number[] }): Promise<Map<number, number>> {
  if (opts.entryIds && !opts.entryIds.length) return new Map();
  // The season's scale rides along with its sums rather than costing a query of its own.
  const stats = await db
    .select({ reviewerId: reviewerStats.reviewerId, n: reviewerStats.n, sum: reviewerStats.sum, sumSq: reviewerStats.sumSq, scoreMax: seasons.scoreMax })
    .from(reviewerStats)
    .innerJoin(seasons, eq(seasons.id, reviewerStats.seasonId))
    .where(and(eq(reviewerStats.seasonId, opts.seasonId), eq(reviewerStats.level, opts.level)));
  const n = stats.reduce((a, s) => a + s.n, 0);
  if (!n) return new Map();
  const max = stats[0]!.scoreMax * 100;
  const panelMean = stats.reduce((a, s) => a + s.sum, 0) / n;
  const panelSd = Math.sqrt(Math.max(0, stats.reduce((a, s) => a + s.sumSq, 0) / n - panelMean ** 2));
  const judge = new Map(
    stats.filter((s) => s.n > 0).map((s) => {
      const m = s.sum / s.n;
      return [s.reviewerId, { m, sd: Math.sqrt(Math.max(0, s.sumSq / s.n - m ** 2)) }];
    }),
  );
  const rows = await db
    .select({ entryId: reviews.entryId, reviewerId: reviews.reviewerId, total: reviews.total })
    .from(reviews)
    .innerJoin(entries, eq(entries.id, reviews.entryId))
    .where(
      and(
        opts.entryIds ? inArray(reviews.entryId, opts.entryIds) : eq(entries.seasonId, opts.seasonId),
        eq(reviews.level, opts.level),
        eq(reviews.status, 'submitted'),
        sql`not ${hasConflict(sql`${reviews.reviewerId}`)}`,
      ),
    );
  const sums = new Map<number, { sum: number; n: number }>();
  for (const r of rows) {
    const j = judge.get(r.reviewerId);
    if (!j || r.total === null) continue;
    // A tiny spread is rounding noise, not a reviewer's scale.
    const mapped = j.sd > 1e-9 ? panelMean + ((r.total - j.m) / j.sd) * panelSd : panelMean;
    const clamped = Math.min(max, Math.max(REVIEW_SCORE_MIN * 100, mapped));
    const acc = sums.get(r.entryId) ?? { sum: 0, n: 0 };
    sums.set(r.entryId, { sum: acc.sum + clamped, n: acc.n + 1 });
  }
  return new Map([...sums].map(([id, s]) => [id, Math.round(s.sum / s.n)]));
}
