import { createHash } from 'node:crypto';
import type { BulkAction, BulkPreviewRequest, RefusalCode } from '@laurel/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbLike } from '../../db/client.ts';
import { awardLevels, entries, seasons, users } from '../../db/schema.ts';
import { mailKind } from '../../mail/kinds.ts';
import { checkTemplate } from '../../mail/merge.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { loadBulkRows, type BulkRow } from './bulk-rows.ts';
import { ENTRANT_MESSAGE_FIELDS } from './entrant-message.ts';
import type { ParsedAction } from './bulk-verdict.ts';
import { entryFilterWhere } from '../entries/console/entry-filter-sql.ts';

export interface ResolvedBulk {
  seasonId: number;
  action: ParsedAction;
  rows: BulkRow[];
  /** Proof of the set and the action (bulk/preview's `hash`). */
  hash: string;
}

type Request = z.output<typeof BulkPreviewRequest>;

/** Up to 10 ids of a list, for a refusal's text. */
const some = (ids: number[]) => ids.slice(0, 10).join(', ') + (ids.length > 10 ? ' …' : '');

/**
 * The entries a bulk request selects and its action checked against the database
 * (docs/product.md#bulk-actions): ids all of one existing season, an award level of that season,
 * sub-judges that are sub-judges, a message whose merge fields exist — each refused as a 4xx before
 * anything is read for the preview or written for a start.
 */
export async function resolveBulk(db: DbLike, req: Request): Promise<ResolvedBulk> {
  const { selection } = req;
  const seasonId = 'filter' in selection ? selection.filter.seasonId : selection.seasonId;
  const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw refuse('seasonNotFound');
  const action = await checkAction(db, seasonId, req.action);

  let rows: BulkRow[];
  if ('filter' in selection) {
    rows = await loadBulkRows(db, entryFilterWhere(selection.filter), action);
  } else {
    const found = await db.select({ id: entries.id, seasonId: entries.seasonId }).from(entries).where(inArray(entries.id, selection.ids));
    const known = new Set(found.map((f) => f.id));
    const unknown = selection.ids.filter((id) => !known.has(id)).sort((a, b) => a - b);
    if (unknown.length) throw refuseField('selection.ids', 'bulkIdsUnknown', { ids: some(unknown) });
    const elsewhere = found.filter((f) => f.seasonId !== seasonId).map((f) => f.id).sort((a, b) => a - b);
    if (elsewhere.length) throw refuseField('selection.ids', 'bulkIdsOtherSeason', { ids: some(elsewhere) });
    rows = await loadBulkRows(db, and(eq(entries.seasonId, seasonId), inArray(entries.id, selection.ids))!, action);
  }
  return { seasonId, action, rows, hash: bulkHash(seasonId, rows.map((r) => r.id), action) };
}

/** The set and the action as one hash: a start proves it acts on what its preview showed. */
export const bulkHash = (seasonId: number, ids: readonly number[], action: ParsedAction): string =>
  createHash('sha256').update(JSON.stringify({ seasonId, ids, action })).digest('base64url');

async function checkAction(db: DbLike, seasonId: number, action: z.output<typeof BulkAction>): Promise<ParsedAction> {
  switch (action.kind) {
    case 'status': {
      if (action.to !== 'awarded') return { kind: 'status', to: action.to };
      if (action.awardLevelId === undefined) throw refuseField('action.awardLevelId', 'awardLevelUnknown');
      const [level] = await db.select({ id: awardLevels.id }).from(awardLevels).where(and(eq(awardLevels.id, action.awardLevelId), eq(awardLevels.seasonId, seasonId)));
      if (!level) throw refuseField('action.awardLevelId', 'awardLevelUnknown');
      return action;
    }
    case 'assign':
    case 'unassign': {
      const found = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, action.subJudgeIds), eq(users.identity, 2)));
      const ok = new Set(found.map((f) => f.id));
      const bad = action.subJudgeIds.find((id) => !ok.has(id));
      if (bad !== undefined) throw refuseField('action.subJudgeIds', 'notASubJudge', { id: bad });
      return { ...action, subJudgeIds: [...action.subJudgeIds].sort((a, b) => a - b) };
    }
    case 'message': {
      for (const part of ['subject', 'body'] as const) {
        for (const language of ['en', 'zh-CN'] as const) {
          const problem = checkTemplate(action[part][language], ENTRANT_MESSAGE_FIELDS);
          if (problem) {
            const field = `action.${part}.${language}`;
            throw problem.reason === 'unknown' ? refuseField(field, 'mailFieldUnknown', { field: problem.field }) : refuseField(field, 'mailFieldMalformed', { near: problem.near });
          }
        }
      }
      if (!mailKind('entrant.message')) throw new Error('the mail kind entrant.message is missing');
      return action;
    }
    default:
      return action;
  }
}

/** Refusal codes in the order they were first met, each with how many and the first ids. */
export function groupRefusals(refusals: { id: number; code: RefusalCode }[], max: number) {
  const groups = new Map<string, { code: string; count: number; ids: number[] }>();
  for (const r of refusals) {
    const g = groups.get(r.code) ?? { code: r.code, count: 0, ids: [] };
    g.count += 1;
    if (g.ids.length < max) g.ids.push(r.id);
    groups.set(r.code, g);
  }
  return [...groups.values()];
}
