import type { EntryFilter } from '@laurel/contract';
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { categories, entries, paymentOrders, reviewConflicts, users } from '../../../db/schema.ts';
import { escapeLike } from '../../../lib/sql-like.ts';


/** The entrants whose account matches `cond`, as a condition on `entries`. */
const entrantWhere = (cond: SQL) => inArray(entries.userId, sql`(select ${users.id} from ${users} where ${cond})`);

const flagWhere: Record<NonNullable<EntryFilter['flag']>, () => SQL> = {
  // Both read small sets first (a partial index of migration 0021; the conflicts' pair key), so a
  // rare flag costs its own rows, not a walk over the season.
  // Money taken for a fee already settled and not all given back yet.
  excessPayment: () =>
    inArray(
      entries.id,
      sql`(select ${paymentOrders.entryId} from ${paymentOrders} where ${paymentOrders.excessAt} is not null and ${paymentOrders.refundedCents} < ${paymentOrders.amountCents})`,
    ),
  conflict: () => inArray(entries.id, sql`(select ${reviewConflicts.entryId} from ${reviewConflicts})`),
  // Written as the partial index entries_console_unassigned_idx is, so the planner matches it.
  unassigned: () => sql`${entries.assignedCount} = 0 and ${entries.status} in ('submitted', 'in_review')`,
  shown: () => eq(entries.isShow, true),
  hidden: () => eq(entries.isShow, false),
  purged: () => isNotNull(entries.personalDataPurgedAt),
};

/**
 * The entries an `EntryFilter` means (docs/product.md#console-entries), as one condition on
 * `entries` alone: the entrant's fields and the flags are subqueries, so a caller selects
 * `from(entries)` and joins only what it shows. The entries table, bulk actions, exports and the
 * dashboard all use this one function, so "these entries" is the same set on every page.
 *
 * `q` matches the entry number exactly, or part of the title or of the entrant's name, e-mail or
 * company, without regard to case; `%`, `_` and `\` are literal characters.
 */
export function entryFilterWhere(f: EntryFilter): SQL {
  const q = f.q?.trim();
  const like = q ? `%${escapeLike(q)}%` : '';
  return and(
    eq(entries.seasonId, f.seasonId),
    // A category, or a group and every category in it.
    f.categoryId === undefined
      ? undefined
      : or(eq(entries.categoryId, f.categoryId), inArray(entries.categoryId, sql`(select ${categories.id} from ${categories} where ${categories.parentId} = ${f.categoryId})`)),
    f.status === undefined ? undefined : eq(entries.status, f.status),
    f.entryFeeStatus === undefined ? undefined : eq(entries.entryFeeStatus, f.entryFeeStatus),
    f.winnerPackageFeeStatus === undefined ? undefined : eq(entries.winnerPackageFeeStatus, f.winnerPackageFeeStatus),
    f.additionalTrophyFeeStatus === undefined ? undefined : eq(entries.additionalTrophyFeeStatus, f.additionalTrophyFeeStatus),
    f.country === undefined ? undefined : entrantWhere(eq(users.country, f.country)),
    f.award === undefined ? undefined : f.award === 'none' ? isNull(entries.awardLevelId) : eq(entries.awardLevelId, f.award),
    f.flag === undefined ? undefined : flagWhere[f.flag](),
    q
      ? or(
          /^\d{1,9}$/.test(q) ? eq(entries.id, Number(q)) : undefined,
          sql`${entries.title} ilike ${like}`,
          entrantWhere(sql`${users.name} ilike ${like} or ${users.email} ilike ${like} or ${users.company} ilike ${like}`),
        )
      : undefined,
  )!;
}
