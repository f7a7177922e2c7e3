import type { LanguageCode, Winner, WinnerDetail } from '@laurel/contract';
import { and, asc, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, categories, entries, seasons } from '../../db/schema.ts';
import { localize } from '../../lib/localize.ts';
import { coverUrl, entryImages } from './winner-images.ts';
import { selectWinners, toWinner, winnerWhere, type WinnerRow } from './winner-query.ts';

/** Other winners a winner's page leads to: how many of its category it shows. */
export const MORE_WINNERS = 4;

type Neighbours = Pick<WinnerDetail, 'previous' | 'next' | 'more'>;

/**
 * The winners around one on its page (docs/product.md#winner-pages): the one before and after it
 * in its season, in the order `/winner?year=` lists them (highest award first, then entry order),
 * and more of its category group. Every query goes through `winnerWhere`, so a hidden or
 * unpublished entry is never among them.
 */
export async function winnerNeighbours(
  ctx: AppContext,
  row: WinnerRow,
  language: LanguageCode,
): Promise<Neighbours> {
  const season = winnerWhere(ctx, { year: row.seasonYear });
  const rank = awardLevels.rank;
  const [[previous], [next], [category]] = await Promise.all([
    selectWinners(ctx)
      .where(and(season, or(lt(rank, row.awardRank), and(eq(rank, row.awardRank), lt(entries.id, row.id)))))
      .orderBy(desc(rank), desc(entries.id))
      .limit(1),
    selectWinners(ctx)
      .where(and(season, or(gt(rank, row.awardRank), and(eq(rank, row.awardRank), gt(entries.id, row.id)))))
      .orderBy(asc(rank), asc(entries.id))
      .limit(1),
    ctx.db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, row.categoryId)),
  ]);
  const groupId = category?.parentId ?? null;
  const related = await selectWinners(ctx)
    .where(and(winnerWhere(ctx, { categoryId: groupId ?? row.categoryId }), ne(entries.id, row.id)))
    .orderBy(
      desc(sql`(${entries.categoryId} = ${row.categoryId})`),
      asc(rank),
      desc(seasons.year),
      asc(entries.id),
    )
    .limit(MORE_WINNERS);

  const shown = [previous, next, ...related].filter((r): r is WinnerRow => r !== undefined);
  const images = await entryImages(ctx, [...new Set(shown.map((r) => r.id))]);
  const card = (r: WinnerRow | undefined): Winner | null =>
    r ? toWinner(r, language, coverUrl(images.get(r.id))) : null;
  return {
    previous: card(previous),
    next: card(next),
    more: {
      categoryId: groupId ?? row.categoryId,
      categoryName:
        groupId !== null && row.groupName
          ? localize(language, row.groupName, row.groupNameZh)
          : localize(language, row.categoryName, row.categoryNameZh),
      winners: related.map((r) => card(r)!),
    },
  };
}
