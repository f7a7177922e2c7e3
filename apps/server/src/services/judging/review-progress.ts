import type { JuryProgress, LanguageCode } from '@laurel/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../core/context.ts';
import { categories, entries, reviewAssignments, reviews, users } from '../../db/schema.ts';
import { localize } from '../../lib/localize.ts';
import { reachedJury } from './jury-scope.ts';
import { judgeSeason } from './judge-season.ts';

const groups = alias(categories, 'category_group');

/** `/judge/reviewProgress`: the first level per sub-judge and per category, from two grouped queries. */
export async function getReviewProgress(ctx: AppContext, opts: { year?: number; language: LanguageCode }): Promise<JuryProgress> {
  const season = await judgeSeason(ctx.db, opts.year);
  const inSeason = and(eq(entries.seasonId, season.id), reachedJury());
  const bySubJudge = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      assigned: sql<number>`count(${entries.id})::int`,
      submitted: sql<number>`count(${reviews.id}) filter (where ${reviews.status} = 'submitted')::int`,
      drafts: sql<number>`count(${reviews.id}) filter (where ${reviews.status} = 'draft')::int`,
    })
    .from(users)
    .leftJoin(reviewAssignments, eq(reviewAssignments.reviewerId, users.id))
    .leftJoin(entries, and(eq(entries.id, reviewAssignments.entryId), inSeason))
    .leftJoin(reviews, and(eq(reviews.entryId, entries.id), eq(reviews.reviewerId, users.id), eq(reviews.level, 'first')))
    .where(eq(users.identity, 2))
    .groupBy(users.id, users.name)
    .orderBy(asc(users.name), asc(users.id));
  const byCategory = await ctx.db
    .select({
      id: categories.id,
      name: categories.name,
      nameZh: categories.nameZh,
      groupName: groups.name,
      groupNameZh: groups.nameZh,
      entries: sql<number>`count(*)::int`,
      assigned: sql<number>`count(*) filter (where ${entries.assignedCount} > 0)::int`,
      reviewsDue: sql<number>`coalesce(sum(${entries.assignedCount}), 0)::int`,
      reviewsDone: sql<number>`coalesce(sum(${entries.firstReviewCount}), 0)::int`,
    })
    .from(entries)
    .innerJoin(categories, eq(categories.id, entries.categoryId))
    .leftJoin(groups, eq(groups.id, categories.parentId))
    .where(inSeason)
    .groupBy(categories.id, categories.name, categories.nameZh, groups.name, groups.nameZh, categories.sort)
    .orderBy(asc(categories.sort), asc(categories.id));
  return {
    bySubJudge,
    byCategory: byCategory.map((c) => ({
      category: {
        id: c.id,
        name: localize(opts.language, c.name, c.nameZh),
        groupName: c.groupName === null ? null : localize(opts.language, c.groupName, c.groupNameZh),
      },
      entries: c.entries,
      assigned: c.assigned,
      reviewsDue: c.reviewsDue,
      reviewsDone: c.reviewsDone,
    })),
  };
}
