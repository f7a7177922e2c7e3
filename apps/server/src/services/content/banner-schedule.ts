import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { contentBlocks } from '../../db/schema.ts';

/** Whether a block is within its schedule at `now` (a block without one always is). */
export const inSchedule = (row: { startsAt: Date | null; endsAt: Date | null }, now: number): boolean =>
  (row.startsAt === null || row.startsAt.getTime() <= now) && (row.endsAt === null || row.endsAt.getTime() > now);

/**
 * Milliseconds until a published banner's schedule next starts or ends (Infinity when none is
 * ahead): a banner comes and goes with no write to drop the cache, so the public answers and
 * pages that show it are kept no later than that.
 */
export async function untilNextBannerChange(ctx: AppContext): Promise<number> {
  const ahead = (col: typeof contentBlocks.startsAt | typeof contentBlocks.endsAt) =>
    ctx.db
      .select({ ms: sql<number | null>`extract(epoch from min(${col}) - now()) * 1000`.mapWith(Number) })
      .from(contentBlocks)
      .where(and(eq(contentBlocks.kind, 'banner'), eq(contentBlocks.isPublished, true), gt(col, sql`now()`)));
  const [[start], [end]] = await Promise.all([ahead(contentBlocks.startsAt), ahead(contentBlocks.endsAt)]);
  return Math.min(start?.ms ?? Infinity, end?.ms ?? Infinity);
}
