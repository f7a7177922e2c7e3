import type { ReviewLevel } from '@laurel/contract';
import { sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, reviews } from '../../db/schema.ts';
import { REVIEW_SCORE_MAX, REVIEW_SCORE_MIN } from '@laurel/contract';
import { hasConflict } from './jury-scope.ts';

/**
 * Each entry's normalised average at a level (docs/product.md#calibration), in hundredths: every
 * reviewer's counted totals become z-scores against their own mean and spread, are mapped back
 * onto the panel's mean and spread (clamped to the scale), and averaged per entry. A reviewer
 * whose totals do not vary keeps the panel's mean. One query over the season's counted reviews.
 */
export async function normalisedScores(db: DbLike, opts: { seasonId: number; level: ReviewLevel }): Promise<Map<number, number>> {
  const lo = REVIEW_SCORE_MIN * 100;
  const hi = REVIEW_SCORE_MAX * 100;
  const result = await db.execute<{ entry_id: number; v: number }>(sql`
    with counted as (
      select ${reviews.entryId} as entry_id, ${reviews.reviewerId} as reviewer_id, ${reviews.total}::float8 as total
      from ${reviews} join ${entries} on ${entries.id} = ${reviews.entryId}
      where ${entries.seasonId} = ${opts.seasonId} and ${reviews.level} = ${opts.level}
        and ${reviews.status} = 'submitted' and not ${hasConflict(sql`${reviews.reviewerId}`)}
    ),
    panel as (select avg(total) as m, coalesce(stddev_pop(total), 0) as sd from counted),
    judge as (select reviewer_id, avg(total) as m, coalesce(stddev_pop(total), 0) as sd from counted group by reviewer_id)
    select c.entry_id as entry_id,
      round(avg(least(${hi}, greatest(${lo}, panel.m + case when judge.sd > 0 then (c.total - judge.m) / judge.sd * panel.sd else 0 end))))::int as v
    from counted c join judge on judge.reviewer_id = c.reviewer_id cross join panel
    group by c.entry_id`);
  return new Map(result.rows.map((r) => [Number(r.entry_id), Number(r.v)]));
}
