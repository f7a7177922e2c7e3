import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { seasons } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';

/**
 * The year an export of one season is named after, or `all` without a season; an unknown season
 * is a 404 before the first byte is sent.
 */
export async function seasonYearLabel(ctx: AppContext, seasonId: number | undefined): Promise<string> {
  if (seasonId === undefined) return 'all';
  const [season] = await ctx.db.select({ year: seasons.year }).from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw refuse('seasonNotFound');
  return String(season.year);
}
