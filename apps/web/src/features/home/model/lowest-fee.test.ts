import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@laurel/contract';
import { lowestEntryFee } from './lowest-fee.ts';

const node = (id: number, overrides: Partial<CategoryNode> = {}): CategoryNode => ({
  id,
  parentId: null,
  name: `Category ${id}`,
  description: '',
  coverUrl: null,
  entryFeeCents: 0,
  feeTiers: [],
  sort: id,
  children: [],
  ...overrides,
});

const EARLY_END = '2027-03-01T00:00:00.000Z';
const tree: CategoryNode[] = [
  // A group's own fee is no entry's: only the categories in it are chosen.
  node(1, {
    entryFeeCents: 100,
    children: [
      node(11, { parentId: 1, entryFeeCents: 20000 }),
      node(12, {
        parentId: 1,
        entryFeeCents: 18000,
        feeTiers: [
          { tier: 'earlyBird', feeCents: 12000, startsAt: null, endsAt: EARLY_END },
          { tier: 'regular', feeCents: 18000, startsAt: EARLY_END, endsAt: null },
        ],
      }),
    ],
  }),
  // A top-level category without children is chosen itself.
  node(2, { entryFeeCents: 15000 }),
];

describe('lowestEntryFee', () => {
  it('is the lowest price in force over the categories entrants choose', () => {
    expect(lowestEntryFee(tree, Date.parse('2027-02-01T00:00:00.000Z'))).toBe(12000);
    expect(lowestEntryFee(tree, Date.parse(EARLY_END))).toBe(15000);
  });

  it('is null without categories', () => {
    expect(lowestEntryFee([], Date.now())).toBeNull();
  });
});
