import type { JudgeEntryItem, LanguageCode, PageResult } from '@laurel/contract';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, users } from '../../db/schema.ts';
import { judgeSeason } from './judge-season.ts';
import { judgeWhere, selectJudgeEntries, toJudgeItems, type JudgeFilters } from './judge-entry-query.ts';
import { normalisedScores } from './normalised-scores.ts';

export type JudgeSort = 'newest' | 'score' | 'normalised' | 'title';

/**
 * `judgeEntryList` (docs/product.md#judge-calls): the season's entries that reached the jury,
 * filtered, sorted and paged. Sorting by average reads the stored figure (schema.ts `entries`)
 * through its index; by normalised score it ranks the matching ids on the season's normalised
 * averages first. A fixed number of queries whatever the page size.
 */
export async function listJudgeEntries(
  ctx: AppContext,
  opts: JudgeFilters & { year?: number; page: number; pageSize: number; sort: JudgeSort; language: LanguageCode; now?: Date },
): Promise<PageResult<JudgeEntryItem>> {
  const now = opts.now ?? new Date();
  const season = await judgeSeason(ctx.db, opts.year);
  const where = judgeWhere(season.id, opts);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .where(where);
  const offset = (opts.page - 1) * opts.pageSize;
  let rows;
  let normalised: Map<number, number> | undefined;
  if (opts.sort === 'normalised') {
    // The normalised average is not stored (every review moves every reviewer's scale), so the
    // matching ids are ranked here; ties and unscored entries fall back to the entry number.
    const [all, scores] = await Promise.all([
      ctx.db.select({ id: entries.id }).from(entries).innerJoin(users, eq(users.id, entries.userId)).where(where),
      normalisedScores(ctx.db, { seasonId: season.id, level: 'first' }),
    ]);
    normalised = scores;
    const ranked = all
      .map((r) => r.id)
      .sort((a, b) => (scores.get(b) ?? -1) - (scores.get(a) ?? -1) || b - a)
      .slice(offset, offset + opts.pageSize);
    const found = ranked.length ? await selectJudgeEntries(ctx.db).where(inArray(entries.id, ranked)) : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    rows = ranked.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  } else {
    const order = {
      newest: [desc(entries.id)],
      score: [sql`${entries.firstAverage} desc nulls last`, desc(entries.id)],
      title: [asc(entries.title), desc(entries.id)],
    }[opts.sort];
    rows = await selectJudgeEntries(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(opts.pageSize)
      .offset(offset);
  }
  return {
    list: await toJudgeItems(ctx, rows, { seasonId: season.id, language: opts.language, now, normalised }),
    total,
    page: opts.page,
    pageSize: opts.pageSize,
  };
}
