import type { CategoryNode, FeeTier } from '@laurel/contract';

/*
 * Reading a category's entry-fee tiers (apps/server/src/services/payments/README.md#fees). The server sends each
 * category its tiers in date order; the first has no start and the last no end, so at any moment
 * exactly one is in force.
 */

type Priced = Pick<CategoryNode, 'entryFeeCents' | 'feeTiers'>;

/** A category's tiers; without them (no current season) its regular fee at all times. */
export function tiersOf(category: Priced): FeeTier[] {
  if (category.feeTiers.length > 0) return category.feeTiers;
  return [{ tier: 'regular', feeCents: category.entryFeeCents, startsAt: null, endsAt: null }];
}

/** The index of the tier in force at `now` (ms): started (or no start) and not yet ended. */
export function tierIndexAt(tiers: FeeTier[], now: number): number {
  const index = tiers.findIndex(
    (tier) => (tier.startsAt === null || Date.parse(tier.startsAt) <= now) && (tier.endsAt === null || now < Date.parse(tier.endsAt)),
  );
  // Tiers that do not cover `now` would be a server bug; the regular price is the safe guess.
  return index >= 0 ? index : Math.max(0, tiers.findIndex((tier) => tier.tier === 'regular'));
}

export interface PriceNow {
  /** The tier in force. */
  current: FeeTier;
  /** The next tier with another price, and the moment it starts; null when the price stays. */
  next: FeeTier | null;
  changesAt: string | null;
  /** When the price in force began after another one; null when it applied from the start. */
  since: string | null;
}

/**
 * Where a category's price stands at `now`. A tier change that keeps the price (a category
 * without its own early-bird price) is no news to the entrant, so it is skipped over.
 */
export function priceAt(category: Priced, now: number): PriceNow {
  const tiers = tiersOf(category);
  const index = tierIndexAt(tiers, now);
  const current = tiers[index]!;
  const next = tiers.slice(index + 1).find((tier) => tier.feeCents !== current.feeCents) ?? null;
  let first = index;
  while (first > 0 && tiers[first - 1]!.feeCents === current.feeCents) first -= 1;
  return { current, next, changesAt: next?.startsAt ?? null, since: first > 0 ? tiers[first]!.startsAt : null };
}

/** The categories entrants choose (leaves) under their group; a top-level leaf is its own group. */
export function categoryGroups(tree: CategoryNode[]): { group: CategoryNode | null; categories: CategoryNode[] }[] {
  return tree.map((node) => (node.children.length > 0 ? { group: node, categories: node.children } : { group: null, categories: [node] }));
}

/**
 * The season's tiers, for the columns of a fee table. The dates belong to the season, so every
 * category has the same tiers; the longest list stands for all of them.
 */
export function seasonTiers(tree: CategoryNode[]): FeeTier[] {
  return categoryGroups(tree)
    .flatMap(({ categories }) => categories.map(tiersOf))
    .reduce<FeeTier[]>((longest, tiers) => (tiers.length > longest.length ? tiers : longest), []);
}
