import type { EntryFeeQuote } from '@laurel/contract';
import { tierAt, tierFeeCents, type CategoryFees, type TierDates } from './fee-schedule.ts';
import { codeDiscountCents, invitationCodeProblem, type CodeTerms, type CodeUse } from './invitation-code-rule.ts';

export type { CodeTerms } from './invitation-code-rule.ts';

export interface EntryFeeFacts {
  /** The entry's status: a draft's code is checked again, a submitted entry's use was counted. */
  status: string;
  category: CategoryFees;
  season: TierDates;
  /** The code on the entry, and its row (undefined when no code of that name exists). */
  invitationCode: string | null;
  code: CodeTerms | undefined;
  /** The entry the code is for: its season, category and its entrant's other uses of the code. */
  use: CodeUse;
  now: Date;
}

export type EntryFeeFigures = Pick<
  EntryFeeQuote,
  'tier' | 'categoryFeeCents' | 'discountPercent' | 'discountCents' | 'amountCents' | 'invitationCodeProblem'
>;

/**
 * The one rule for what an entry's fee comes to at `now` (apps/server/src/services/payments/README.md#fees): its
 * category's price in the tier of `now`, less what its invitation code gives (a percentage
 * rounded to the cent, or a fixed amount up to the whole fee: invitation-code-rule.ts). A draft's
 * code gives nothing once it no longer applies — expired, used up (by everyone or by this
 * entrant), switched off, of another season or not for the draft's category — as its submit
 * would refuse it; a submitted entry keeps the discount of the use it counted. `getEntryFee` quotes
 * with it and the entry answers (services/entries/entry-query.ts) show the same figure, so every
 * page names one price.
 */
export function quoteEntryFee(facts: EntryFeeFacts): EntryFeeFigures {
  let problem: EntryFeeQuote['invitationCodeProblem'] = null;
  let code: CodeTerms | undefined;
  if (facts.invitationCode) {
    // A submitted entry's code was checked when its use was counted; only its season still matters.
    problem =
      facts.status === 'draft'
        ? invitationCodeProblem(facts.code, facts.now, facts.use)
        : facts.code && facts.code.seasonId === facts.use.seasonId
          ? null
          : 'unknown';
    if (!problem) code = facts.code;
  }
  const tier = tierAt(facts.season, facts.now);
  const categoryFeeCents = tierFeeCents(facts.category, tier);
  const discount = code ? codeDiscountCents(categoryFeeCents, code) : 0;
  return {
    tier,
    categoryFeeCents,
    // A fixed-amount code takes no percentage: its discount is only in cents.
    discountPercent: code && code.discountCents === 0 ? code.discountPercent : 0,
    discountCents: discount,
    amountCents: categoryFeeCents - discount,
    invitationCodeProblem: problem,
  };
}
