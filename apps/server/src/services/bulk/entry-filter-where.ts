import type { EntryFilter } from '@laurel/contract';
import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { categories, entries, paymentOrders, reviewConflicts, users } from '../../db/schema.ts';
import { escapeLike } from '../accounts/people/person-view.ts';

/**
 * The contract's EntryFilter as a condition on `entries` joined with their owner as `users`
 * (docs/product.md#console-entries). The bulk actions' own until the entries table's shared helper
 * (services/entries/console/) is on main; the same meaning field by field, so "these entries" in a
 * bulk action is what the table showed.
 */
export function entryFilterWhere(f: EntryFilter): SQL {
  const q = f.q?.trim();
  const like = q ? `%${escapeLike(q)}%` : '';
  return and(
    eq(entries.seasonId, f.seasonId),
    // A category, or a group and every category under it.
    f.categoryId === undefined
      ? undefined
      : or(eq(entries.categoryId, f.categoryId), sql`${entries.categoryId} in (select ${categories.id} from ${categories} where ${categories.parentId} = ${f.categoryId})`),
    f.status === undefined ? undefined : eq(entries.status, f.status),
    f.entryFeeStatus === undefined ? undefined : eq(entries.entryFeeStatus, f.entryFeeStatus),
    f.winnerPackageFeeStatus === undefined ? undefined : eq(entries.winnerPackageFeeStatus, f.winnerPackageFeeStatus),
    f.additionalTrophyFeeStatus === undefined ? undefined : eq(entries.additionalTrophyFeeStatus, f.additionalTrophyFeeStatus),
    f.country === undefined ? undefined : eq(users.country, f.country),
    f.award === undefined ? undefined : f.award === 'none' ? isNull(entries.awardLevelId) : eq(entries.awardLevelId, f.award),
    f.flag === undefined ? undefined : flagWhere(f.flag),
    q
      ? or(
          /^\d{1,9}$/.test(q) ? eq(entries.id, Number(q)) : undefined,
          ilike(entries.title, like),
          ilike(users.name, like),
          ilike(users.email, like),
          ilike(users.company, like),
        )
      : undefined,
  )!;
}

function flagWhere(flag: NonNullable<EntryFilter['flag']>): SQL {
  switch (flag) {
    case 'excessPayment':
      return sql`exists (select 1 from ${paymentOrders} where ${paymentOrders.entryId} = ${entries.id} and ${paymentOrders.excessAt} is not null and ${paymentOrders.status} = 'paid')`;
    case 'conflict':
      return sql`exists (select 1 from ${reviewConflicts} where ${reviewConflicts.entryId} = ${entries.id})`;
    case 'unassigned':
      return and(eq(entries.status, 'submitted'), eq(entries.assignedCount, 0))!;
    case 'shown':
      return eq(entries.isShow, true);
    case 'hidden':
      return eq(entries.isShow, false);
    case 'purged':
      return isNotNull(entries.personalDataPurgedAt);
  }
}
