import type { CodeKind } from '@laurel/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { categories } from '../../../db/schema.ts';
import { refuseField } from '../../../lib/errors.ts';

export interface CodeTermsInput {
  seasonId: number;
  description: string;
  kind: CodeKind;
  discountPercent: number;
  discountCents: number;
  maxUses: number | null;
  maxUsesPerEntrant: number | null;
  categoryIds: number[];
  expiresAt: string | null;
  isActive: boolean;
}

/**
 * A code's terms as stored, checked: the discount its kind needs (a percentage of 1–99, an
 * amount, or nothing for a waiver, which is 100 %), and categories of the code's own season.
 */
export async function codeTerms(db: DbLike, t: CodeTermsInput) {
  if (t.kind === 'percent' && t.discountPercent < 1) throw refuseField('discountPercent', 'codeDiscountInvalid');
  if (t.kind === 'fixed' && t.discountCents < 1) throw refuseField('discountCents', 'codeDiscountInvalid');
  if (t.categoryIds.length) {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, t.categoryIds), eq(categories.seasonId, t.seasonId), isNotNull(categories.parentId)));
    if (found.length !== t.categoryIds.length) throw refuseField('categoryIds', 'codeCategoryInvalid');
  }
  return {
    seasonId: t.seasonId,
    description: t.description,
    discountPercent: t.kind === 'waiver' ? 100 : t.kind === 'percent' ? t.discountPercent : 0,
    discountCents: t.kind === 'fixed' ? t.discountCents : 0,
    maxUses: t.maxUses,
    maxUsesPerEntrant: t.maxUsesPerEntrant,
    categoryIds: [...t.categoryIds].sort((a, b) => a - b),
    expiresAt: t.expiresAt ? new Date(t.expiresAt) : null,
    isActive: t.isActive,
  };
}
