import { and, eq, gt, not, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { entries, seasons } from '../../db/schema.ts';

/*
 * The results embargo (docs/product.md#publishing-winners), one rule in one place: a shown entry
 * is a public winner only once its season's results date has come. Every public surface — the
 * winner calls, the server-rendered pages, the sitemap, link previews, public files, the
 * certificate check's link — asks `publicWinner()`, so none can publish a winner early. Both
 * the rule and the deadline below read the database's clock, so they never disagree.
 */

/** A condition on `seasons`: the results date has come. */
export const resultsPassed = (): SQL<boolean> => sql<boolean>`${seasons.resultsAt} <= now()`;

/** Seasons whose results date has come. */
const resultsOut = sql`select ${seasons.id} from ${seasons} where ${resultsPassed()}`;

/** A condition on `entries`: shown (`isShow`) and its season's results date passed. */
export const publicWinner = (): SQL => and(eq(entries.isShow, true), sql`${entries.seasonId} in (${resultsOut})`)!;

/**
 * An entry's winner page as its owner sees it (`getEntry`), for a query selecting from `entries`:
 * whether it is public now, by the rule above, and for a shown entry whose season's results date
 * is still ahead, that date. One query, so the two never disagree about the same moment.
 */
export const winnerPageColumns = () => ({
  publicWinner: sql<boolean>`${publicWinner()}`,
  goesPublicAt: sql<Date | null>`(select ${seasons.resultsAt} from ${seasons} where ${seasons.id} = ${entries.seasonId} and ${entries.isShow} and not ${resultsPassed()})`.mapWith(seasons.resultsAt),
});

/**
 * How long an answer that may show winners can be kept: until the next results date, so an
 * answer built before a season's date is never served after it (apps/server/src/http/README.md#public-calls-caching-and-rich-text).
 * Infinity when no date is ahead. Asked before the answer is built, never after.
 */
export async function untilNextResults(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ ms: sql<number | null>`extract(epoch from min(${seasons.resultsAt}) - now()) * 1000`.mapWith(Number) })
    .from(seasons)
    .where(gt(seasons.resultsAt, sql`now()`));
  return row?.ms ?? Infinity;
}


/**
 * A season's results date while it is still ahead (its shown entries are ready, not public), else
 * null: what the judge's table says of a shown entry.
 */
export async function embargoedUntil(db: DbLike, seasonId: number): Promise<Date | null> {
  const [row] = await db
    .select({ resultsAt: seasons.resultsAt })
    .from(seasons)
    .where(and(eq(seasons.id, seasonId), not(resultsPassed())));
  return row?.resultsAt ?? null;
}
