import { eq } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { categories, seasons } from '../../db/schema.ts';
import { discountCents, tierAt, tierFeeCents } from './fee-schedule.ts';

/**
 * What an entry in a category owes at `now` after a code's discount, as `getEntryFee` quotes it
 * (the same schedule and rounding, fee-schedule.ts): used at submission to waive a fee of nothing.
 */
export async function entryFeeDueCents(
  db: DbLike,
  opts: { categoryId: number; seasonId: number; discountPercent: number; now: Date },
): Promise<number> {
  const [category] = await db.select().from(categories).where(eq(categories.id, opts.categoryId));
  const [season] = await db.select().from(seasons).where(eq(seasons.id, opts.seasonId));
  if (!category || !season) return Number.NaN;
  const fee = tierFeeCents(category, tierAt(season, opts.now));
  return fee - discountCents(fee, opts.discountPercent);
}
