import type { LanguageCode, PageQuery, PageResult, Winner } from '@laurel/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, categories, entries, seasons, users } from '../../db/schema.ts';
import { winnerYears } from './get-award-overview.ts';
import { coverUrl, entryImages } from './winner-images.ts';
import { selectWinners, toWinner, winnerWhere, type WinnerFilter } from './winner-query.ts';

/**
 * One page of shown winners, highest award first, then the newest season, then entry order
 * (stable, so pages never overlap). The count joins only what the filter needs.
 */
export async function listWinners(
  ctx: AppContext,
  opts: PageQuery & WinnerFilter & { language: LanguageCode },
): Promise<PageResult<Winner>> {
  const where = winnerWhere(ctx, opts);
  const [rows, [total]] = await Promise.all([
    selectWinners(ctx)
      .where(where)
      .orderBy(asc(awardLevels.rank), desc(seasons.year), asc(entries.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    ctx.db
      .select({ n: count() })
      .from(entries)
      .innerJoin(seasons, eq(seasons.id, entries.seasonId))
      .innerJoin(users, eq(users.id, entries.userId))
      .innerJoin(categories, eq(categories.id, entries.categoryId))
      .innerJoin(awardLevels, eq(awardLevels.id, entries.awardLevelId))
      .where(where),
  ]);
  const images = await entryImages(ctx, rows.map((r) => r.id));
  return {
    list: rows.map((r) => toWinner(r, opts.language, coverUrl(images.get(r.id)))),
    total: total?.n ?? 0,
    page: opts.page,
    pageSize: opts.pageSize,
  };
}

/** The home page: one season's winners, `year` or else the latest year that has any. */
export async function listIndexWinners(
  ctx: AppContext,
  opts: PageQuery & { year?: number; language: LanguageCode },
): Promise<PageResult<Winner>> {
  const year = opts.year ?? (await winnerYears(ctx))[0];
  if (year === undefined) return { list: [], total: 0, page: opts.page, pageSize: opts.pageSize };
  return listWinners(ctx, { ...opts, year });
}

