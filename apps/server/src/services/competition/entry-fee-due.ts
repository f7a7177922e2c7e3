import { eq } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { categories, seasons } from '../../db/schema.ts';
import { tierAt, tierFeeCents } from './fee-schedule.ts';
import { codeDiscountCents, type CodeTerms } from './invitation-code-rule.ts';

/**
 * What an entry in a category owes at `now` after a code's discount, as `getEntryFee` quotes it
 * (the same schedule and discount, fee-schedule.ts and invitation-code-rule.ts): used at
 * submission to waive a fee of nothing. `code` is the code whose use the submission claimed.
 */
export async function entryFeeDueCents(
  db: DbLike,
  opts: { categoryId: number; seasonId: number; code: Pick<CodeTerms, 'discountPercent' | 'discountCents'> | null; now: Date },
): Promise<number> {
  const [category] = await db.select().from(categories).where(eq(categories.id, opts.categoryId));
  const [season] = await db.select().from(seasons).where(eq(seasons.id, opts.seasonId));
  if (!category || !season) return Number.NaN;
  const fee = tierFeeCents(category, tierAt(season, opts.now));
  return fee - (opts.code ? codeDiscountCents(fee, opts.code) : 0);
}
