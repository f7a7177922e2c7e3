import type { EntryStatus, FeeStatus, JudgeEntryItem, LanguageCode, ReviewProgress } from '@laurel/contract';
import { and, eq, gt, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { entries, users } from '../../db/schema.ts';
import { selectEntries, toEntrySummary, type EntrySummaryRow } from '../entries/entry-query.ts';
import { embargoedUntil } from '../winners/public-winner.ts';
import { points } from './criteria.ts';
import { judgeSees } from './jury-scope.ts';
import { normalisedScores } from './normalised-scores.ts';
import { reviewStats } from './review-stats.ts';
import { escapeLike } from '../../lib/sql-like.ts';

/** The table's filters (contract `JudgeEntryListRequest`, without paging and sort). */
export interface JudgeFilters {
  categoryId?: number;
  status?: EntryStatus;
  awardLevelId?: number;
  entryFeeStatus?: FeeStatus;
  winnerPackageFeeStatus?: FeeStatus;
  additionalTrophyFeeStatus?: FeeStatus;
  isShow?: boolean;
  progress?: ReviewProgress;
  keyword?: string;
  /** Only entries that reached the second level. */
  secondLevel?: boolean;
}


const progressWhere = (p: ReviewProgress): SQL | undefined =>
  ({
    unassigned: eq(entries.assignedCount, 0),
    none: and(gt(entries.assignedCount, 0), eq(entries.firstReviewCount, 0)),
    partial: and(gt(entries.firstReviewCount, 0), lt(entries.firstReviewCount, entries.assignedCount)),
    complete: and(gt(entries.assignedCount, 0), gte(entries.firstReviewCount, entries.assignedCount)),
  })[p];

/**
 * The judge's entries of a season that match the filters, as a condition on `entries` joined
 * with their owner as `users`.
 */
export function judgeWhere(seasonId: number, f: JudgeFilters): SQL {
  const keyword = f.keyword?.trim();
  const like = keyword ? `%${escapeLike(keyword)}%` : '';
  return and(
    eq(entries.seasonId, seasonId),
    judgeSees(),
    f.categoryId === undefined ? undefined : eq(entries.categoryId, f.categoryId),
    f.status === undefined ? undefined : eq(entries.status, f.status),
    f.awardLevelId === undefined ? undefined : eq(entries.awardLevelId, f.awardLevelId),
    f.entryFeeStatus === undefined ? undefined : eq(entries.entryFeeStatus, f.entryFeeStatus),
    f.winnerPackageFeeStatus === undefined ? undefined : eq(entries.winnerPackageFeeStatus, f.winnerPackageFeeStatus),
    f.additionalTrophyFeeStatus === undefined ? undefined : eq(entries.additionalTrophyFeeStatus, f.additionalTrophyFeeStatus),
    f.isShow === undefined ? undefined : eq(entries.isShow, f.isShow),
    f.progress === undefined ? undefined : progressWhere(f.progress),
    f.secondLevel ? eq(entries.secondLevelReached, true) : undefined,
    keyword
      ? or(
          /^\d{1,9}$/.test(keyword) ? eq(entries.id, Number(keyword)) : undefined,
          ilike(entries.title, like),
          ilike(users.name, like),
          ilike(users.email, like),
          ilike(users.company, like),
        )
      : undefined,
  )!;
}

/** The columns of a judge's row beyond the entrant's summary. */
export const judgeColumns = {
  ownerId: users.id,
  ownerName: users.name,
  ownerEmail: users.email,
  ownerCompany: users.company,
  ownerCountry: users.country,
  assignedCount: entries.assignedCount,
  firstReviewCount: entries.firstReviewCount,
  secondLevelReached: entries.secondLevelReached,
};

/** `selectEntries` with the owner joined, for the judge's views. */
export const selectJudgeEntries = <X extends SelectedFields = Record<never, never>>(db: DbLike, extra: X = {} as X) =>
  selectEntries(db, { ...judgeColumns, ...extra }).innerJoin(users, eq(users.id, entries.userId));

type JudgeRow = EntrySummaryRow & { [K in keyof typeof judgeColumns]: (typeof judgeColumns)[K]['_']['data'] | null };

const progressOf = (assigned: number, done: number): ReviewProgress =>
  assigned === 0 ? 'unassigned' : done === 0 ? 'none' : done >= assigned ? 'complete' : 'partial';

/**
 * Rows of the judge's table with their review summaries: two grouped queries, two for the
 * normalised scores (the reviewers' sums, the page's reviews) and the season's results date,
 * whatever the page size.
 */
export async function toJudgeItems(
  ctx: AppContext,
  rows: JudgeRow[],
  opts: { seasonId: number; language: LanguageCode; now: Date; normalised?: Map<number, number> },
): Promise<JudgeEntryItem[]> {
  const ids = rows.map((r) => r.id);
  const [first, second, normalised, embargo] = await Promise.all([
    reviewStats(ctx.db, ids, 'first'),
    reviewStats(ctx.db, ids, 'second'),
    // A caller that ranked by them has the season's already.
    opts.normalised ?? normalisedScores(ctx.db, { seasonId: opts.seasonId, level: 'first', entryIds: ids }),
    embargoedUntil(ctx.db, opts.seasonId),
  ]);
  return rows.map((r) => ({
    ...toEntrySummary(ctx, r, opts),
    entrant: { id: r.ownerId!, name: r.ownerName!, email: r.ownerEmail!, company: r.ownerCompany, country: r.ownerCountry },
    subJudgeCount: r.assignedCount ?? 0,
    progress: progressOf(r.assignedCount ?? 0, r.firstReviewCount ?? 0),
    firstLevel: first.get(r.id)!,
    normalisedScore: points(normalised.get(r.id) ?? null),
    secondLevelReached: r.secondLevelReached ?? false,
    secondLevel: second.get(r.id)!,
    // Shown before the results date: ready, public from then (docs/product.md#publishing-winners).
    goesPublicAt: r.isShow && embargo ? embargo.toISOString() : null,
  }));
}
