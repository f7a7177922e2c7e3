import type { CopyPlan, SeasonPart } from '@laurel/contract';
import { count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import type { DbLike } from '../../../db/client.ts';
import { awardLevels, categories, entries, invitationCodes, paymentOrders, reviews } from '../../../db/schema.ts';
import { findSetupRow } from './find-setup-row.ts';

const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

/** How many of each part a season holds: what a copy takes and what stays behind. */
async function partCounts(db: DbLike, seasonId: number): Promise<Record<SeasonPart, number>> {
  const season = await findSetupRow(db, 'season', seasonId);
  const seasonEntries = db.select({ id: entries.id }).from(entries).where(eq(entries.seasonId, seasonId));
  const [cats, levels, codes, ents, revs, pays] = await Promise.all([
    n(db.select({ n: count() }).from(categories).where(eq(categories.seasonId, seasonId))),
    n(db.select({ n: count() }).from(awardLevels).where(eq(awardLevels.seasonId, seasonId))),
    n(db.select({ n: count() }).from(invitationCodes).where(eq(invitationCodes.seasonId, seasonId))),
    n(db.select({ n: count() }).from(entries).where(eq(entries.seasonId, seasonId))),
    n(db.select({ n: count() }).from(reviews).where(inArray(reviews.entryId, seasonEntries))),
    n(db.select({ n: count() }).from(paymentOrders).where(inArray(paymentOrders.entryId, seasonEntries))),
  ]);
  return {
    categories: cats,
    awardLevels: levels,
    criteria: season.reviewCriteria.length,
    invitationCodes: codes,
    feeDates: (season.earlyBirdEndsAt ? 1 : 0) + (season.lateFeeStartsAt ? 1 : 0),
    entries: ents,
    reviews: revs,
    payments: pays,
  };
}

/** What a copy takes: the set-up. What it leaves: the season's own history. */
const COPIED: SeasonPart[] = ['categories', 'awardLevels', 'criteria', 'invitationCodes', 'feeDates'];
const NOT_COPIED: SeasonPart[] = ['entries', 'reviews', 'payments'];

/** `/admin/seasons/copyPlan`: the list the console shows before a copy is made. */
export async function getCopyPlan(ctx: AppContext, fromSeasonId: number): Promise<CopyPlan> {
  const counts = await partCounts(ctx.db, fromSeasonId);
  return {
    fromSeasonId,
    copied: COPIED.map((part) => ({ part, count: counts[part] })),
    notCopied: NOT_COPIED.map((part) => ({ part, count: counts[part] })),
  };
}
