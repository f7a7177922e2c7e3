import type { JudgeSecondLevelItem, LanguageCode, PageResult } from '@laurel/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, users } from '../../db/schema.ts';
import { judgeWhere, selectJudgeEntries, toJudgeItems } from './judge-entry-query.ts';
import { judgeReviews } from './judge-reviews.ts';
import { judgeSeason } from './judge-season.ts';

/**
 * `/judge/secondLevelJudgeAwardList`: the entries that reached the second level, best second-level
 * average first, each with every second-level review and who wrote it, for the final award.
 */
export async function listJudgeSecondLevel(
  ctx: AppContext,
  opts: { year?: number; categoryId?: number; page: number; pageSize: number; language: LanguageCode; now?: Date },
): Promise<PageResult<JudgeSecondLevelItem>> {
  const season = await judgeSeason(ctx.db, opts.year);
  const where = judgeWhere(season.id, { categoryId: opts.categoryId, secondLevel: true });
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(entries).innerJoin(users, eq(users.id, entries.userId)).where(where);
  const rows = await selectJudgeEntries(ctx.db)
    .where(where)
    .orderBy(sql`${entries.secondAverage} desc nulls last`, sql`${entries.firstAverage} desc nulls last`, desc(entries.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const items = await toJudgeItems(ctx, rows, { seasonId: season.id, language: opts.language, now: opts.now ?? new Date() });
  const second = await judgeReviews(ctx.db, rows.map((r) => r.id), 'second');
  return {
    list: items.map((i) => ({ ...i, secondLevelReviews: second.filter((r) => r.applyOrderId === i.id).map(({ counts: _counts, conflict: _conflict, conflictNote: _note, ...r }) => r) })),
    total,
    page: opts.page,
    pageSize: opts.pageSize,
  };
}
