import { describe, expect, it } from 'vitest';
import type { Criterion } from '@laurel/contract';
import { roundTwo, scoredCount, weightedTotal, weightShares } from './weighted-total.ts';

const criterion = (key: string, weight: number): Criterion => ({
  key,
  name: key,
  description: '',
  weight,
});
// The demo season's criteria (docs/product.md#reviews).
const demo = [
  criterion('innovation', 30),
  criterion('aesthetics', 30),
  criterion('function', 25),
  criterion('responsibility', 15),
];

describe('the weighted total', () => {
  it('is the mean of the scores weighted by each criterion, to two decimals', () => {
    // (8·30 + 7·30 + 9·25 + 6·15) / 100 = 7.65
    expect(
      weightedTotal(demo, { innovation: 8, aesthetics: 7, function: 9, responsibility: 6 }),
    ).toBe(7.65);
    // (10·30 + 1·30 + 5·25 + 3·15) / 100 = 5
    expect(
      weightedTotal(demo, { innovation: 10, aesthetics: 1, function: 5, responsibility: 3 }),
    ).toBe(5);
  });

  it('weighs unequal weights, not a plain mean', () => {
    const two = [criterion('a', 3), criterion('b', 1)];
    // Plain mean would be 6; weighted (10·3 + 2·1) / 4 = 8.
    expect(weightedTotal(two, { a: 10, b: 2 })).toBe(8);
    // 1/3 rounds to two decimals: (1·1 + 2·2) / 3 = 1.666… → 1.67
    expect(weightedTotal([criterion('a', 1), criterion('b', 2)], { a: 1, b: 2 })).toBe(1.67);
  });

  it('is null until every criterion is scored, and for a season without criteria', () => {
    expect(weightedTotal(demo, { innovation: 8, aesthetics: 7, function: 9 })).toBeNull();
    expect(weightedTotal(demo, {})).toBeNull();
    expect(weightedTotal([], {})).toBeNull();
  });

  it('ignores scores of criteria the season does not have', () => {
    expect(weightedTotal([criterion('overall', 1)], { overall: 9, stale: 1 })).toBe(9);
  });

  it('counts the scored criteria and gives each its share in whole percent', () => {
    expect(scoredCount(demo, { innovation: 8, function: 2 })).toBe(2);
    expect(weightShares(demo)).toEqual([30, 30, 25, 15]);
    expect(weightShares([criterion('a', 1), criterion('b', 2)])).toEqual([33, 67]);
  });

  it('rounds halves up at two decimals without float surprises', () => {
    expect(roundTwo(1.005)).toBe(1.01);
    expect(roundTwo(7.125)).toBe(7.13);
    expect(roundTwo(7.124)).toBe(7.12);
  });
});
