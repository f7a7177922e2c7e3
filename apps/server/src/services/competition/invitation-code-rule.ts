import type { InvitationCodeCheck } from '@laurel/contract';
import type { invitationCodes } from '../../db/schema.ts';

/** What of an invitation code decides whether it applies and what it gives. */
export type CodeTerms = Pick<
  typeof invitationCodes.$inferSelect,
  'seasonId' | 'discountPercent' | 'discountCents' | 'isActive' | 'expiresAt' | 'maxUses' | 'usedCount' | 'maxUsesPerEntrant' | 'categoryIds'
>;

/** The entry a code is used for: its season and category, and its entrant's uses of the code. */
export interface CodeUse {
  seasonId: number;
  /** null while the draft has no category yet: the category rule waits for one. */
  categoryId: number | null;
  /** The entrant's other entries of the season that counted a use of this code (submitted ones). */
  entrantUses: number;
}

export type CodeProblem = InvitationCodeCheck['reason'];

/**
 * Why a code gives nothing at `now`, or null when it is good (docs/product.md#codes).
 * The one rule the public check, attaching a code to a draft, the fee quote and the claim at
 * submission all follow, so no page promises a discount the submission then refuses. Without
 * `use` (the public check, which knows no entry) only the code's own state counts.
 */
export function invitationCodeProblem(code: CodeTerms | undefined, now: Date, use?: CodeUse): CodeProblem {
  // A code belongs to one season: to an entry of another it is as unknown as a mistyped one.
  if (!code || (use && code.seasonId !== use.seasonId)) return 'unknown';
  if (!code.isActive) return 'inactive';
  if (code.expiresAt && code.expiresAt <= now) return 'expired';
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return 'used_up';
  if (use && code.maxUsesPerEntrant !== null && use.entrantUses >= code.maxUsesPerEntrant) return 'used_up';
  if (use && use.categoryId !== null && code.categoryIds.length > 0 && !code.categoryIds.includes(use.categoryId)) return 'other_category';
  return null;
}

/**
 * What a code takes off a fee, in cents: a fixed amount (never more than the fee, so nothing is
 * ever owed below zero), or a percentage rounded to the cent (100 % waives it).
 */
export function codeDiscountCents(feeCents: number, code: Pick<CodeTerms, 'discountPercent' | 'discountCents'>): number {
  if (code.discountCents > 0) return Math.min(code.discountCents, feeCents);
  return Math.round((feeCents * code.discountPercent) / 100);
}
