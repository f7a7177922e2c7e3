import type { EntryFilter } from '@laurel/contract';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { categories, entries, paymentOrders, users } from '../../../db/schema.ts';
import { escapeLike } from '../../../lib/sql-like.ts';


/** The entrants whose account matches `cond`, as a condition on `entries`. */
const entrantWhere = (cond: SQL) => inArray(entries.userId, sql`(select ${users.id} from ${users} where ${cond})`);

/**
 * The season's entries whose number is `q`, or whose title or entrant's name, e-mail or company
 * contains it: a union of three small sets, each read from its own index (migration 0022's
 * trigram indexes; the entrant's entries by `entries_console_entrant_idx`), so the cost follows the
 * matches, not the season's size or the number of accounts. Written as one `or` over the season's rows,
 * PostgreSQL tested every entry of the season and every account.
 */
function textWhere(seasonId: number, q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  const byNumber = /^\d{1,9}$/.test(q) ? sql`select ${Number(q)}::integer union all ` : sql``;
  return inArray(
    entries.id,
    sql`(${byNumber}select ${entries.id} from ${entries} where ${entries.seasonId} = ${seasonId} and ${entries.title} ilike ${like}
      union all select ${entries.id} from ${entries} where ${entries.seasonId} = ${seasonId} and ${entries.userId} in (select ${users.id} from ${users} where ${users.name} ilike ${like} or ${users.email} ilike ${like} or ${users.company} ilike ${like}))`,
  );
}

const flagWhere: Record<NonNullable<EntryFilter['flag']>, () => SQL> = {
  // Each reads a small set (a partial index of migrations 0021 and 0022), so a rare flag costs
  // its own rows, not a walk over the season.
  // Money taken for a fee already settled and not all given back yet.
  excessPayment: () =>
    inArray(
      entries.id,
      sql`(select ${paymentOrders.entryId} from ${paymentOrders} where ${paymentOrders.excessAt} is not null and ${paymentOrders.refundedCents} < ${paymentOrders.amountCents})`,
    ),
  // entries_console_conflict_idx's predicate: the count a trigger keeps (migration 0022).
  conflict: () => sql`${entries.conflictCount} > 0`,
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
  return and(
    eq(entries.seasonId, f.seasonId),
    // A category, or a group and every category in it.
    // An array computed once, so the category index (season, category, id) reads only its rows;
    // `id = … or id in (subquery)` made PostgreSQL walk the whole season.
    f.categoryId === undefined
      ? undefined
      : sql`${entries.categoryId} = any(array(select ${categories.id} from ${categories} where ${categories.id} = ${f.categoryId} or ${categories.parentId} = ${f.categoryId}))`,
    f.status === undefined ? undefined : eq(entries.status, f.status),
    f.entryFeeStatus === undefined ? undefined : eq(entries.entryFeeStatus, f.entryFeeStatus),
    f.winnerPackageFeeStatus === undefined ? undefined : eq(entries.winnerPackageFeeStatus, f.winnerPackageFeeStatus),
    f.additionalTrophyFeeStatus === undefined ? undefined : eq(entries.additionalTrophyFeeStatus, f.additionalTrophyFeeStatus),
    f.country === undefined ? undefined : entrantWhere(eq(users.country, f.country)),
    f.award === undefined ? undefined : f.award === 'none' ? isNull(entries.awardLevelId) : eq(entries.awardLevelId, f.award),
    f.flag === undefined ? undefined : flagWhere[f.flag](),
    q ? textWhere(f.seasonId, q) : undefined,
  )!;
}
