import type { FeeTier, FeeTierName } from '@laurel/contract';

/**
 * The entry fee's tiers (docs/product.md#fees): a season may set the moment early-bird prices end
 * and the moment late prices start; a category has a regular fee and may set an early-bird and a
 * late one, which otherwise are the regular fee. One rule for the public fee list and the quote
 * (services/payments/get-entry-fee.ts), so what is published is what is asked.
 */
export interface TierDates {
  earlyBirdEndsAt: Date | null;
  lateFeeStartsAt: Date | null;
}

export interface CategoryFees {
  entryFeeCents: number;
  earlyBirdFeeCents: number | null;
  lateFeeCents: number | null;
}

/**
 * The tier in force at `now`. The first tier has no start and the last no end: a submitted
 * entry paid after registration closes pays the last tier's price, as the schedule shows it.
 */
export function tierAt(dates: TierDates, now: Date): FeeTierName {
  if (dates.earlyBirdEndsAt && now < dates.earlyBirdEndsAt) return 'earlyBird';
  if (dates.lateFeeStartsAt && now >= dates.lateFeeStartsAt) return 'late';
  return 'regular';
}

export function tierFeeCents(fees: CategoryFees, tier: FeeTierName): number {
  if (tier === 'earlyBird') return fees.earlyBirdFeeCents ?? fees.entryFeeCents;
  if (tier === 'late') return fees.lateFeeCents ?? fees.entryFeeCents;
  return fees.entryFeeCents;
}

/** When `tier`'s price stops applying (the next tier's start), or null when it is the last. */
export function tierEndsAt(dates: TierDates, tier: FeeTierName): Date | null {
  if (tier === 'earlyBird') return dates.earlyBirdEndsAt;
  if (tier === 'regular') return dates.lateFeeStartsAt;
  return null;
}

/**
 * A category's tiers in date order, as the public category list shows them. Without a current
 * season (`dates` null) only the regular fee is known. A tier the season does not have is left
 * out, and so is a regular tier that would last no time (early-bird ending as late starts).
 */
export function feeTiers(fees: CategoryFees, dates: TierDates | null): FeeTier[] {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const { earlyBirdEndsAt = null, lateFeeStartsAt = null } = dates ?? {};
  const tiers: FeeTier[] = [];
  if (earlyBirdEndsAt) tiers.push({ tier: 'earlyBird', feeCents: tierFeeCents(fees, 'earlyBird'), startsAt: null, endsAt: iso(earlyBirdEndsAt) });
  if (!earlyBirdEndsAt || !lateFeeStartsAt || earlyBirdEndsAt < lateFeeStartsAt) {
    tiers.push({ tier: 'regular', feeCents: fees.entryFeeCents, startsAt: iso(earlyBirdEndsAt), endsAt: iso(lateFeeStartsAt) });
  }
  if (lateFeeStartsAt) tiers.push({ tier: 'late', feeCents: tierFeeCents(fees, 'late'), startsAt: iso(lateFeeStartsAt), endsAt: null });
  return tiers;
}
