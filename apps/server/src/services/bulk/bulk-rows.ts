import type { BulkKind } from '@laurel/contract';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { entries, feeDecisions, paymentOrders, reviewAssignments, trophyOrders, users } from '../../db/schema.ts';
import { conflictReason, reachedJury } from '../judging/jury-scope.ts';
import type { ParsedAction } from './bulk-verdict.ts';

/**
 * What a bulk action needs to know of each entry to say whether it would change it, leave it or
 * refuse it (bulk-verdict.ts): the entry's columns, and only for the action that reads them its
 * sub-judges and their conflicts or its fee's facts — in one statement for the whole set, so a
 * preview of a season's 30 000 entries is one query, not 30 000.
 */
export interface BulkRow {
  id: number;
  title: string;
  userId: number;
  status: string;
  awardLevelId: number | null;
  isShow: boolean;
  entryFeeStatus: string;
  winnerPackageFeeStatus: string;
  trophyStatuses: string[];
  reachedJury: boolean;
  /** The entrant's personal data was erased or purged: nobody to write to. */
  erased: boolean;
  /** assign / unassign: its sub-judges now. */
  assigned: number[] | null;
  /** assign: `reviewerId:reason` for each sub-judge asked for who has a conflict with it. */
  conflicts: string[] | null;
  /** fee: a paid order of that fee, and the decision standing on it. */
  paidOnline: boolean | null;
  lastDecision: string | null;
}

const intArray = (ids: readonly number[]) => sql`array[${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)}]::int[]`;

function extraColumns(action: ParsedAction) {
  const none = { assigned: sql<null>`null`, conflicts: sql<null>`null`, paidOnline: sql<null>`null`, lastDecision: sql<null>`null` };
  const kind: BulkKind = action.kind;
  if (kind === 'assign' || kind === 'unassign') {
    const ids = 'subJudgeIds' in action ? action.subJudgeIds : [];
    return {
      ...none,
      assigned: sql<number[]>`coalesce((select array_agg(${reviewAssignments.reviewerId} order by ${reviewAssignments.reviewerId}) from ${reviewAssignments} where ${reviewAssignments.entryId} = ${entries.id}), '{}')`,
      conflicts:
        kind === 'assign'
          ? sql<string[]>`coalesce((select array_agg(j.id || ':' || ${conflictReason(sql`j.id`)}) from unnest(${intArray(ids)}) as j(id) where ${conflictReason(sql`j.id`)} is not null), '{}')`
          : none.conflicts,
    };
  }
  if (action.kind === 'fee') {
    return {
      ...none,
      paidOnline: sql<boolean>`exists (select 1 from ${paymentOrders} where ${paymentOrders.entryId} = ${entries.id} and ${paymentOrders.feeKind} = ${action.feeKind} and ${paymentOrders.status} = 'paid')`,
      lastDecision: sql<string | null>`(select ${feeDecisions.kind} from ${feeDecisions} where ${feeDecisions.entryId} = ${entries.id} and ${feeDecisions.feeKind} = ${action.feeKind} order by ${feeDecisions.id} desc limit 1)`,
    };
  }
  return none;
}

/** The rows of the entries `where` selects (joined with their owner as `users`), in id order. */
export async function loadBulkRows(db: DbLike, where: SQL, action: ParsedAction, opts: { lock?: boolean } = {}): Promise<BulkRow[]> {
  const query = db
    .select({
      id: entries.id,
      title: entries.title,
      userId: entries.userId,
      status: entries.status,
      awardLevelId: entries.awardLevelId,
      isShow: entries.isShow,
      entryFeeStatus: entries.entryFeeStatus,
      winnerPackageFeeStatus: entries.winnerPackageFeeStatus,
      trophyStatuses: sql<string[]>`coalesce((select array_agg(${trophyOrders.feeStatus}) from ${trophyOrders} where ${trophyOrders.entryId} = ${entries.id}), '{}')`,
      reachedJury: sql<boolean>`(${reachedJury()})`,
      erased: sql<boolean>`(${users.erasedAt} is not null or ${entries.personalDataPurgedAt} is not null)`,
      ...extraColumns(action),
    })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .where(where)
    .orderBy(asc(entries.id));
  // The batch's entries locked for its transaction, in id order (as every bulk path takes them).
  return opts.lock ? query.for('update', { of: entries }) : query;
}

/** Entries by id, for a batch of a job. */
export const loadBulkRowsById = (db: DbLike, ids: readonly number[], action: ParsedAction, opts: { lock?: boolean } = {}) =>
  loadBulkRows(db, inArray(entries.id, [...ids]), action, opts);
