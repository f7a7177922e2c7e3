import type { LanguageCode, Winner } from '@laurel/contract';
import { and, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, categories, entries, seasons, users } from '../../db/schema.ts';
import { localize } from '../../lib/localize.ts';
import { publicWinner } from './public-winner.ts';

const groups = alias(categories, 'category_group');

export interface WinnerFilter {
  year?: number;
  categoryId?: number;
  awardLevelId?: number;
  keyword?: string;
}

const groupsOf = alias(categories, 'lineage_group');
const namedRow = alias(categories, 'named_category');
const namedLevel = alias(awardLevels, 'named_level');

/**
 * The rows of a table in lineage `origin`: rows copied season after season from one original
 * share its id as `originId` (an original's is its own id, or null when never set), so a category
 * or level named in one season matches its copies in every other. Two equalities on indexed
 * columns (`id`, `originId`), so both use an index.
 */
function lineage(row: { id: AnyPgColumn; originId: AnyPgColumn }, origin: SQL): SQL {
  return or(eq(row.originId, origin), eq(row.id, origin))!;
}

/** The lineage id (its original's) of category `id`, and of award level `id`. */
const categoryOrigin = (id: number) => sql`(select coalesce(${namedRow.originId}, ${namedRow.id}) from ${categories} "named_category" where ${namedRow.id} = ${id})`;
const levelOrigin = (id: number) => sql`(select coalesce(${namedLevel.originId}, ${namedLevel.id}) from ${awardLevels} "named_level" where ${namedLevel.id} = ${id})`;

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Public winners (`publicWinner`: shown, and their season's results date passed) matching the
 * filter. A category's or award level's id matches its copies of every season too (their
 * `originId` lineage), and a group's id every category of the group's copies. The keyword looks
 * in the title, the public credits and the entrant's company.
 */
export function winnerWhere(ctx: AppContext, f: WinnerFilter): SQL {
  const conds: (SQL | undefined)[] = [publicWinner(), isNotNull(entries.awardLevelId), isNotNull(entries.categoryId)];
  if (f.year !== undefined) conds.push(eq(seasons.year, f.year));
  if (f.categoryId !== undefined) {
    // The named category's (or group's) copies in every season, and the categories of those groups.
    const origin = categoryOrigin(f.categoryId);
    conds.push(
      inArray(
        entries.categoryId,
        ctx.db
          .select({ id: categories.id })
          .from(categories)
          .where(or(lineage(categories, origin), inArray(categories.parentId, ctx.db.select({ id: groupsOf.id }).from(groupsOf).where(lineage(groupsOf, origin))))),
      ),
    );
  }
  if (f.awardLevelId !== undefined) {
    conds.push(inArray(entries.awardLevelId, ctx.db.select({ id: awardLevels.id }).from(awardLevels).where(lineage(awardLevels, levelOrigin(f.awardLevelId)))));
  }
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conds.push(or(ilike(entries.title, p), ilike(sql`coalesce(${entries.winnerInfo}->>'credits', '')`, p), ilike(sql`coalesce(${users.company}, '')`, p)));
  }
  return and(...conds)!;
}

/** Entries joined to everything a winner card or page shows; `where` comes from winnerWhere. */
export const selectWinners = (ctx: AppContext) =>
  ctx.db
    .select({
      id: entries.id,
      seasonYear: seasons.year,
      title: entries.title,
      description: entries.description,
      credits: entries.credits,
      videoUrl: entries.videoUrl,
      winnerInfo: entries.winnerInfo,
      company: users.company,
      userName: users.name,
      country: users.country,
      categoryId: categories.id,
      categoryName: categories.name,
      categoryNameZh: categories.nameZh,
      groupName: groups.name,
      groupNameZh: groups.nameZh,
      awardId: awardLevels.id,
      awardName: awardLevels.name,
      awardNameZh: awardLevels.nameZh,
      awardRank: awardLevels.rank,
    })
    .from(entries)
    .innerJoin(seasons, eq(seasons.id, entries.seasonId))
    .innerJoin(users, eq(users.id, entries.userId))
    .innerJoin(categories, eq(categories.id, entries.categoryId))
    .leftJoin(groups, eq(groups.id, categories.parentId))
    .innerJoin(awardLevels, eq(awardLevels.id, entries.awardLevelId));

export type WinnerRow = Awaited<ReturnType<typeof selectWinners>>[number];

/** The public credit line: winner-info credits, else the entrant's company, else their name. */
export const toWinner = (r: WinnerRow, language: LanguageCode, coverUrl: string | null): Winner => ({
  id: r.id,
  seasonYear: r.seasonYear,
  title: r.title,
  designer: r.winnerInfo?.credits?.trim() || r.company || r.userName || '',
  country: r.country,
  category: {
    id: r.categoryId,
    name: localize(language, r.categoryName, r.categoryNameZh),
    groupName: r.groupName ? localize(language, r.groupName, r.groupNameZh) : null,
  },
  award: { id: r.awardId, name: localize(language, r.awardName, r.awardNameZh), rank: r.awardRank },
  coverUrl,
});
