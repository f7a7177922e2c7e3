import type { CategoryNode } from '@laurel/contract';
import { categoryGroups, priceAt } from '../../../components/fee-schedule/fee-tiers.ts';

/**
 * The lowest entry fee in force at `now` (ms) over the categories entrants choose, in cents;
 * null without categories. The home page's "from $…" (docs/product.md#home-page): what the
 * cheapest entry costs today, early-bird price included, so it never promises less than the
 * fee schedule on /rules.
 */
export function lowestEntryFee(tree: CategoryNode[], now: number): number | null {
  const fees = categoryGroups(tree).flatMap(({ categories }) => categories.map((category) => priceAt(category, now).current.feeCents));
  return fees.length > 0 ? Math.min(...fees) : null;
}
