import type { LanguageCode, PageResult, ReviewLevel, SecondLevelAwardItem, SubJuryAwardItem } from '@laurel/contract';
import { and, asc, count, eq, exists, inArray, not, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, reviews } from '../../db/schema.ts';
import { currentSeasonRow } from '../competition/current-season.ts';
import { loadBlindEntries } from './blind-entries.ts';
import { firstLevelForSecond, mayReadFirstLevel } from './first-level-for-second.ts';
import { reviewerEntries } from './reviewer-scope.ts';
import { toReview } from './review-view.ts';

interface ListOpts {
  reviewerId: number;
  page: number;
  pageSize: number;
  categoryId?: number;
  reviewed?: boolean;
  language: LanguageCode;
}

/** The caller's page of entries at `level`, blind, with their own review of each. */
async function reviewerPage(ctx: AppContext, level: ReviewLevel, opts: ListOpts) {
  const season = await currentSeasonRow(ctx.db);
  if (!season) return null;
  const mine = exists(
    sql`(select 1 from ${reviews} where ${reviews.entryId} = ${entries.id} and ${reviews.reviewerId} = ${opts.reviewerId} and ${reviews.level} = ${level} and ${reviews.status} = 'submitted')`,
  );
  const where = and(
    reviewerEntries({ reviewerId: opts.reviewerId, level, seasonId: season.id }),
    opts.categoryId === undefined ? undefined : eq(entries.categoryId, opts.categoryId),
    opts.reviewed === undefined ? undefined : opts.reviewed ? mine : not(mine),
  );
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(entries).where(where);
  const rows = await ctx.db
    .select({ id: entries.id })
    .from(entries)
    .where(where)
    .orderBy(asc(entries.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const ids = rows.map((r) => r.id);
  const blind = await loadBlindEntries(ctx, ids, opts.language);
  const own = ids.length
    ? await ctx.db
        .select()
        .from(reviews)
        .where(and(inArray(reviews.entryId, ids), eq(reviews.reviewerId, opts.reviewerId), eq(reviews.level, level)))
    : [];
  const ownBy = new Map(own.map((r) => [r.entryId, toReview(r)]));
  return { season, total, ids, blind, ownBy };
}

/**
 * `subJuryAwardList` under either spelling (docs/product.md#sub-judge-calls): the entries
 * assigned to the sub-judge, blind, in entry order, with their own review.
 */
export async function listSubJuryEntries(ctx: AppContext, opts: ListOpts): Promise<PageResult<SubJuryAwardItem>> {
  const page = await reviewerPage(ctx, 'first', opts);
  if (!page) return { list: [], total: 0, page: opts.page, pageSize: opts.pageSize };
  return {
    list: page.ids.flatMap((id) => {
      const e = page.blind.get(id);
      return e ? [{ ...e, myReview: page.ownBy.get(id) ?? null }] : [];
    }),
    total: page.total,
    page: opts.page,
    pageSize: opts.pageSize,
  };
}

/**
 * `/subjudges/secondLevelJudgeAwardList`: the entries that reached the second level, blind, with
 * the caller's own review and the first level's counted reviews, anonymous, once the caller may
 * read them (first-level-for-second.ts).
 */
export async function listSecondLevelEntries(ctx: AppContext, opts: ListOpts): Promise<PageResult<SecondLevelAwardItem>> {
  const page = await reviewerPage(ctx, 'second', opts);
  if (!page) return { list: [], total: 0, page: opts.page, pageSize: opts.pageSize };
  const { season, ownBy } = page;
  const first = await firstLevelForSecond(ctx.db, page.ids, (id) => mayReadFirstLevel(season, ownBy.get(id)));
  return {
    list: page.ids.flatMap((id) => {
      const e = page.blind.get(id);
      if (!e) return [];
      const f = first.get(id)!;
      return [{ ...e, firstLevel: f.stats, firstLevelVisible: f.visible, firstLevelReviews: f.reviews, myReview: ownBy.get(id) ?? null }];
    }),
    total: page.total,
    page: opts.page,
    pageSize: opts.pageSize,
  };
}
