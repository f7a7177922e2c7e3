import type { Criterion } from '@laurel/contract';

/** Criterion key → score (1–10); a criterion not scored yet is absent. */
export type Scores = Readonly<Record<string, number>>;

/**
 * The review's total as docs/product.md#reviews defines it: the mean of the scores weighted by
 * each criterion's weight, to two decimals, and null until every criterion is scored (the
 * server stores the same figure; this one is shown live while the reviewer scores).
 */
export function weightedTotal(criteria: readonly Criterion[], scores: Scores): number | null {
  if (criteria.length === 0) return null;
  let sum = 0;
  let weights = 0;
  for (const { key, weight } of criteria) {
    const score = scores[key];
    if (score === undefined) return null;
    sum += score * weight;
    weights += weight;
  }
  return weights > 0 ? roundTwo(sum / weights) : null;
}

/** How many of the criteria have a score. */
export const scoredCount = (criteria: readonly Criterion[], scores: Scores): number =>
  criteria.filter((c) => scores[c.key] !== undefined).length;

/** Each criterion's share of the total, in whole percent, as the form shows beside its name. */
export function weightShares(criteria: readonly Criterion[]): number[] {
  const all = criteria.reduce((sum, c) => sum + c.weight, 0);
  return criteria.map((c) => (all > 0 ? Math.round((c.weight / all) * 100) : 0));
}

/** Half away from zero at two decimals, without 1.005 → 1.00 float surprises. */
export const roundTwo = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
