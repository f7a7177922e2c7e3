import type { EntrySummary, LanguageCode, PageResult } from '@laurel/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, seasons } from '../../db/schema.ts';
import { selectEntries, toEntrySummary } from './entry-query.ts';

export interface EntryPageOptions {
  userId: number;
  page: number;
  pageSize: number;
  language: LanguageCode;
  now?: Date;
}

/**
 * The current season's entries versus those of every other season (docs/product.md#entries:
 * "entries of earlier seasons make up the history lists"). With no current season everything is
 * history.
 */
export function seasonScope(scope: 'current' | 'history'): SQL {
  const current = sql`(select ${seasons.id} from ${seasons} where ${seasons.isCurrent} order by ${seasons.year} desc, ${seasons.id} desc limit 1)`;
  return scope === 'current' ? eq(entries.seasonId, current) : sql`${entries.seasonId} is distinct from ${current}`;
}

/**
 * One page of the caller's entries, newest first (history: newest season first). The page and
 * the total come from one query (`count(*) over ()`); only a page past the end, which has no
 * row to carry the total, costs a second count.
 */
export async function listEntryPage(
  ctx: AppContext,
  opts: EntryPageOptions & { where: (SQL | undefined)[]; history?: boolean },
): Promise<PageResult<EntrySummary>> {
  const where = and(eq(entries.userId, opts.userId), ...opts.where);
  const order = opts.history
    ? [desc(seasons.year), desc(entries.createdAt), desc(entries.id)]
    : [desc(entries.createdAt), desc(entries.id)];
  const rows = await selectEntries(ctx.db, { total: sql<number>`count(*) over ()`.mapWith(Number) })
    .where(where)
    .orderBy(...order)
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && opts.page > 1) {
    const [row] = await ctx.db.select({ n: count() }).from(entries).innerJoin(seasons, eq(seasons.id, entries.seasonId)).where(where);
    total = row?.n ?? 0;
  }
  const now = opts.now ?? new Date();
  return {
    list: rows.map((r) => toEntrySummary(ctx, r, { language: opts.language, now })),
    total,
    page: opts.page,
    pageSize: opts.pageSize,
  };
}
