import type { EntryFeeQuote } from '@laurel/contract';
import type { invitationCodes } from '../../db/schema.ts';
import { invitationCodeProblem } from './check-codes.ts';
import { discountCents, tierAt, tierFeeCents, type CategoryFees, type TierDates } from './fee-schedule.ts';

/** What of an invitation code decides what it gives. */
export type CodeTerms = Pick<
  typeof invitationCodes.$inferSelect,
  'discountPercent' | 'isActive' | 'expiresAt' | 'maxUses' | 'usedCount'
>;

export interface EntryFeeFacts {
  /** The entry's status: a draft's code is checked again, a submitted entry's use was counted. */
  status: string;
  category: CategoryFees;
  season: TierDates;
  /** The code on the entry, and its row (undefined when no code of that name exists). */
  invitationCode: string | null;
  code: CodeTerms | undefined;
  now: Date;
}

export type EntryFeeFigures = Pick<
  EntryFeeQuote,
  'tier' | 'categoryFeeCents' | 'discountPercent' | 'discountCents' | 'amountCents' | 'invitationCodeProblem'
>;

/**
 * The one rule for what an entry's fee comes to at `now` (apps/server/src/services/payments/README.md#fees): its
 * category's price in the tier of `now`, less what its invitation code gives, rounded to the
 * cent. A draft's code gives nothing once expired, used up or switched off (its submit would
 * refuse it); a submitted entry keeps the discount of the use it counted. `getEntryFee` quotes
 * with it and the entry answers (services/entries/entry-query.ts) show the same figure, so every
 * page names one price.
 */
export function quoteEntryFee(facts: EntryFeeFacts): EntryFeeFigures {
  let discountPercent = 0;
  let problem: EntryFeeQuote['invitationCodeProblem'] = null;
  if (facts.invitationCode) {
    problem = facts.status === 'draft' ? invitationCodeProblem(facts.code, facts.now) : facts.code ? null : 'unknown';
    if (!problem && facts.code) discountPercent = facts.code.discountPercent;
  }
  const tier = tierAt(facts.season, facts.now);
  const categoryFeeCents = tierFeeCents(facts.category, tier);
  const discount = discountCents(categoryFeeCents, discountPercent);
  return {
    tier,
    categoryFeeCents,
    discountPercent,
    discountCents: discount,
    amountCents: categoryFeeCents - discount,
    invitationCodeProblem: problem,
  };
}
