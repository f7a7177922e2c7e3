import type { Criterion, LanguageCode } from '@laurel/contract';
import type { SeasonRow } from '../competition/current-season.ts';
import { localize } from '../../lib/localize.ts';

/** A season that names no criteria is scored on one (docs/product.md#reviews). */
const OVERALL = [{ key: 'overall', name: 'Overall', nameZh: '综合', description: 'The work as a whole.', descriptionZh: '作品整体。', weight: 1 }];

type StoredCriterion = SeasonRow['reviewCriteria'][number];

export const seasonCriteria = (season: Pick<SeasonRow, 'reviewCriteria'>): StoredCriterion[] =>
  season.reviewCriteria.length ? season.reviewCriteria : OVERALL;

export const toCriterion = (c: StoredCriterion, language: LanguageCode): Criterion => ({
  key: c.key,
  name: localize(language, c.name, c.nameZh ?? null),
  description: localize(language, c.description ?? '', c.descriptionZh ?? null),
  weight: c.weight,
});

/**
 * The weighted mean of a review's scores in hundredths of a point (the stored `total`), or null
 * while a criterion is unscored.
 */
export function weightedTotal(criteria: StoredCriterion[], scores: Record<string, number>): number | null {
  let sum = 0;
  let weights = 0;
  for (const c of criteria) {
    const s = scores[c.key];
    if (s === undefined) return null;
    sum += s * c.weight;
    weights += c.weight;
  }
  return weights ? Math.round((sum * 100) / weights) : null;
}

/** Hundredths of a point as the API gives scores: a number with two decimals. */
export const points = (hundredths: number | null): number | null => (hundredths === null ? null : hundredths / 100);
