import type { EntryFilter } from '@laurel/contract';
import { and, eq, gt, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { entries, paymentOrders, reviewConflicts, users } from '../../db/schema.ts';
import { escapeLike } from '../accounts/people/person-view.ts';

/*
 * The contract's EntryFilter as a condition on `entries` joined with their entrant as `users`
 * (docs/product.md#console-entries). Kept private to the exports until the entries table's own
 * helper (services/entries/console/entry-filter-sql.ts) lands; then the exports use that one, so
 * "these entries" means the same rows in the table, a bulk action and a download.
 */

const flagWhere: Record<NonNullable<EntryFilter['flag']>, () => SQL> = {
  excessPayment: () =>
    sql`exists (select 1 from ${paymentOrders} where ${paymentOrders.entryId} = ${entries.id} and ${isNotNull(paymentOrders.excessAt)} and ${lt(paymentOrders.refundedCents, paymentOrders.amountCents)})`,
  conflict: () => sql`exists (select 1 from ${reviewConflicts} where ${reviewConflicts.entryId} = ${entries.id})`,
  unassigned: () => and(eq(entries.status, 'submitted'), eq(entries.assignedCount, 0))!,
  shown: () => eq(entries.isShow, true),
  hidden: () => eq(entries.isShow, false),
  purged: () => isNotNull(entries.personalDataPurgedAt),
};

export function entryFilterWhere(f: EntryFilter, opts: { ids?: number[]; after?: number } = {}): SQL {
  const q = f.q?.trim();
  const like = q ? `%${escapeLike(q)}%` : '';
  return and(
    eq(entries.seasonId, f.seasonId),
    f.categoryId === undefined ? undefined : eq(entries.categoryId, f.categoryId),
    f.status === undefined ? undefined : eq(entries.status, f.status),
    f.entryFeeStatus === undefined ? undefined : eq(entries.entryFeeStatus, f.entryFeeStatus),
    f.winnerPackageFeeStatus === undefined ? undefined : eq(entries.winnerPackageFeeStatus, f.winnerPackageFeeStatus),
    f.additionalTrophyFeeStatus === undefined ? undefined : eq(entries.additionalTrophyFeeStatus, f.additionalTrophyFeeStatus),
    f.country === undefined ? undefined : eq(users.country, f.country),
    f.award === undefined ? undefined : f.award === 'none' ? isNull(entries.awardLevelId) : eq(entries.awardLevelId, f.award),
    f.flag === undefined ? undefined : flagWhere[f.flag](),
    q
      ? or(
          /^\d{1,9}$/.test(q) ? eq(entries.id, Number(q)) : undefined,
          ilike(entries.title, like),
          ilike(users.name, like),
          ilike(users.email, like),
          ilike(users.company, like),
        )
      : undefined,
    opts.ids ? inArray(entries.id, opts.ids) : undefined,
    opts.after === undefined ? undefined : gt(entries.id, opts.after),
  )!;
}
