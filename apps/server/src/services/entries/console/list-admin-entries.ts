import { ENTRIES_COUNT_CAP, type AdminEntryRow, type EntryFlag, type EntrySort, type EntryStatus, type FeeStatus, type ListAdminEntriesQuery, type PageResult } from '@laurel/contract';
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { awardLevels, categories, entries, paymentOrders, users } from '../../../db/schema.ts';
import { entryFilterWhere } from './entry-filter-sql.ts';

type Query = z.output<typeof ListAdminEntriesQuery>;

/** Each sort ends on the id, so a page is stable; each has its index per season (migration 0021). */
const ORDER: Record<EntrySort, SQL[]> = {
  newest: [desc(entries.id)],
  oldest: [asc(entries.id)],
  submitted: [sql`${entries.submittedAt} desc nulls last`, desc(entries.id)],
  title: [asc(entries.title), desc(entries.id)],
  category: [asc(entries.categoryId), desc(entries.id)],
};

/** The row's columns; excess money is a probe on its orders' index, conflicts a count on the entry. */
export const adminEntryColumns = {
  id: entries.id,
  title: entries.title,
  categoryId: entries.categoryId,
  categoryName: categories.name,
  categoryNameZh: categories.nameZh,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  userCompany: users.company,
  userCountry: users.country,
  status: entries.status,
  entryFeeStatus: entries.entryFeeStatus,
  winnerPackageFeeStatus: entries.winnerPackageFeeStatus,
  additionalTrophyFeeStatus: entries.additionalTrophyFeeStatus,
  awardLevelId: entries.awardLevelId,
  awardName: awardLevels.name,
  awardNameZh: awardLevels.nameZh,
  awardRank: awardLevels.rank,
  isShow: entries.isShow,
  assignedCount: entries.assignedCount,
  personalDataPurgedAt: entries.personalDataPurgedAt,
  submittedAt: entries.submittedAt,
  createdAt: entries.createdAt,
  excess: sql<boolean>`exists (select 1 from ${paymentOrders} where ${paymentOrders.entryId} = ${entries.id} and ${paymentOrders.excessAt} is not null)`,
  conflict: sql<boolean>`${entries.conflictCount} > 0`,
};

/** A row as `adminEntryColumns` reads it (the left-joined category and award may be null). */
export interface AdminEntryRowData {
  id: number;
  title: string;
  categoryId: number | null;
  categoryName: string | null;
  categoryNameZh: string | null;
  userId: number;
  userName: string;
  userEmail: string;
  userCompany: string | null;
  userCountry: string | null;
  status: string;
  entryFeeStatus: string;
  winnerPackageFeeStatus: string;
  additionalTrophyFeeStatus: string;
  awardLevelId: number | null;
  awardName: string | null;
  awardNameZh: string | null;
  awardRank: number | null;
  isShow: boolean;
  assignedCount: number;
  personalDataPurgedAt: Date | null;
  submittedAt: Date | null;
  createdAt: Date;
  excess: boolean;
  conflict: boolean;
}

export function toAdminEntryRow(r: AdminEntryRowData): AdminEntryRow {
  const flags: EntryFlag[] = [];
  if (r.excess) flags.push('excessPayment');
  if (r.conflict) flags.push('conflict');
  if ((r.status === 'submitted' || r.status === 'in_review') && r.assignedCount === 0) flags.push('unassigned');
  if (r.personalDataPurgedAt) flags.push('purged');
  return {
    id: r.id,
    title: r.title,
    category: r.categoryId !== null && r.categoryName !== null ? { id: r.categoryId, name: r.categoryName, nameZh: r.categoryNameZh ?? r.categoryName } : null,
    entrant: { id: r.userId, name: r.userName, email: r.userEmail, company: r.userCompany, country: r.userCountry },
    status: r.status as EntryStatus,
    entryFeeStatus: r.entryFeeStatus as FeeStatus,
    winnerPackageFeeStatus: r.winnerPackageFeeStatus as FeeStatus,
    additionalTrophyFeeStatus: r.additionalTrophyFeeStatus as FeeStatus,
    award:
      r.awardLevelId !== null && r.awardName !== null && r.awardRank !== null
        ? { id: r.awardLevelId, name: r.awardName, nameZh: r.awardNameZh ?? r.awardName, rank: r.awardRank }
        : null,
    isShow: r.isShow,
    flags,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * `/admin/entries` (docs/product.md#console-entries): one page of a season's entries matching
 * the filter, in the order asked. Two statements whatever the season's size or the page: the
 * count over `entries` alone (the filter needs no join) and the page, which joins the entrant,
 * category and award of its own rows only. The count stops after ENTRIES_COUNT_CAP matches and
 * says `more`, so a page costs the same over 50 000 entries as over 200 (decision 022); the
 * bulk preview and the exports count their entries exactly. An unknown season is simply empty.
 */
export async function listAdminEntries(ctx: AppContext, query: Query): Promise<PageResult<AdminEntryRow> & { more: boolean }> {
  const where = entryFilterWhere(query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(adminEntryColumns)
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .leftJoin(categories, eq(categories.id, entries.categoryId))
      .leftJoin(awardLevels, eq(awardLevels.id, entries.awardLevelId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ n: count() })
      .from(ctx.db.select({ id: entries.id }).from(entries).where(where).limit(ENTRIES_COUNT_CAP + 1).as('matching')),
  ]);
  const n = Number(total?.n ?? 0);
  return { list: rows.map(toAdminEntryRow), total: Math.min(n, ENTRIES_COUNT_CAP), more: n > ENTRIES_COUNT_CAP, page: query.page, pageSize: query.pageSize };
}
