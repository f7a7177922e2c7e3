import { describe, expect, it } from 'vitest';
import type { CategoryNode, FeeTier } from '@laurel/contract';
import { priceAt, seasonTiers, tierIndexAt, tiersOf } from './fee-tiers.ts';

const EARLY_END = '2027-03-15T00:00:00.000Z';
const LATE_START = '2027-05-01T00:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

const tiers = (earlyBird: number, regular: number, late: number): FeeTier[] => [
  { tier: 'earlyBird', feeCents: earlyBird, startsAt: null, endsAt: EARLY_END },
  { tier: 'regular', feeCents: regular, startsAt: EARLY_END, endsAt: LATE_START },
  { tier: 'late', feeCents: late, startsAt: LATE_START, endsAt: null },
];

const leaf = (id: number, feeTiers: FeeTier[], entryFeeCents = 35_000): CategoryNode => ({
  id,
  parentId: 1,
  name: `Category ${id}`,
  description: '',
  coverUrl: null,
  entryFeeCents,
  feeTiers,
  sort: id,
  children: [],
});

describe('the tier in force', () => {
  it('changes at the very moment a tier ends, as the server counts it', () => {
    const list = tiers(30_000, 35_000, 40_000);
    expect(tierIndexAt(list, at(EARLY_END) - 1)).toBe(0);
    expect(tierIndexAt(list, at(EARLY_END))).toBe(1);
    expect(tierIndexAt(list, at(LATE_START) - 1)).toBe(1);
    expect(tierIndexAt(list, at(LATE_START))).toBe(2);
    // After registration closes the last price still applies: it has no end.
    expect(tierIndexAt(list, at('2030-01-01T00:00:00.000Z'))).toBe(2);
  });

  it('is the regular fee for a category without tiers (no current season)', () => {
    expect(tiersOf(leaf(2, [], 25_000))).toEqual([{ tier: 'regular', feeCents: 25_000, startsAt: null, endsAt: null }]);
    expect(priceAt(leaf(2, [], 25_000), Date.now())).toEqual({
      current: { tier: 'regular', feeCents: 25_000, startsAt: null, endsAt: null },
      next: null,
      changesAt: null,
      since: null,
    });
  });
});

describe('where a price stands', () => {
  it('names the next price and when it starts, and since when the current one applies', () => {
    const category = leaf(2, tiers(30_000, 35_000, 40_000));
    expect(priceAt(category, at('2027-03-01T00:00:00.000Z'))).toMatchObject({ current: { tier: 'earlyBird' }, next: { tier: 'regular', feeCents: 35_000 }, changesAt: EARLY_END, since: null });
    expect(priceAt(category, at('2027-04-01T00:00:00.000Z'))).toMatchObject({ current: { tier: 'regular' }, next: { tier: 'late', feeCents: 40_000 }, changesAt: LATE_START, since: EARLY_END });
    expect(priceAt(category, at('2027-05-02T00:00:00.000Z'))).toMatchObject({ current: { tier: 'late' }, next: null, changesAt: null, since: LATE_START });
  });

  it('skips a change of tier that keeps the price', () => {
    // No early-bird price of its own: the regular fee holds until the late one.
    const noEarlyBird = leaf(3, tiers(35_000, 35_000, 40_000));
    expect(priceAt(noEarlyBird, at('2027-03-01T00:00:00.000Z'))).toMatchObject({ current: { tier: 'earlyBird' }, changesAt: LATE_START, since: null });
    // No late price of its own: the early bird ended, and nothing changes after.
    const noLate = leaf(4, tiers(30_000, 35_000, 35_000));
    expect(priceAt(noLate, at('2027-06-01T00:00:00.000Z'))).toMatchObject({ current: { tier: 'late' }, next: null, since: EARLY_END });
  });
});

describe('the columns of a fee table', () => {
  it('are the tiers of the season, from any category that has them', () => {
    const tree: CategoryNode[] = [{ ...leaf(1, []), parentId: null, children: [leaf(2, tiers(1, 2, 3)), leaf(3, tiers(4, 5, 6))] }];
    expect(seasonTiers(tree).map((tier) => tier.tier)).toEqual(['earlyBird', 'regular', 'late']);
    expect(seasonTiers([leaf(9, [], 100)])).toEqual([{ tier: 'regular', feeCents: 100, startsAt: null, endsAt: null }]);
  });
});
