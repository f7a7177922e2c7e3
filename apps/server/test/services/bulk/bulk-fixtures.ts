import { sql } from 'drizzle-orm';
import type { TestApp } from '../../helpers/test-app.ts';

/**
 * `n` entries of one season, written with one statement (CONTRIBUTING.md#tests: bulk data by SQL),
 * owned in turn by `owners`; returns their ids in order. `tag` makes their titles findable.
 */
export async function insertEntries(
  t: TestApp,
  opts: { n: number; seasonId: number; categoryId: number; owners: number[]; tag: string; status?: string; entryFeeStatus?: string; awardLevelId?: number | null; isShow?: boolean },
): Promise<number[]> {
  const owners = sql.raw(`array[${opts.owners.map(Number).join(',')}]::int[]`);
  const rows = await t.ctx.db.execute<{ id: number }>(sql`
    insert into entries (user_id, season_id, category_id, title, status, entry_fee_status, award_level_id, is_show, submitted_at)
    select (${owners})[1 + (g % ${opts.owners.length})], ${opts.seasonId}, ${opts.categoryId}, ${opts.tag} || ' ' || g,
           ${opts.status ?? 'submitted'}, ${opts.entryFeeStatus ?? 'paid'}, ${opts.awardLevelId ?? null}::int, ${opts.isShow ?? false}, now()
    from generate_series(1, ${opts.n}) as g
    order by g
    returning id`);
  return rows.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
